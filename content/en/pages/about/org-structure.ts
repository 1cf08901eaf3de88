import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Organisational Structure',
  description:
    'How the college is organised: the board of trustees, the dean, three vice-deans, the academic units and the standing committees.',
  intro: [
    'How the college is run: from the board of trustees to the dean and the three vice-deans for academic affairs, scientific research, and development and quality, the units each of them oversees, and the four levels and four standing committees of the structure.',
  ],
  sections: [
    {
      type: 'tree',
      id: 'chart',
      heading: 'Organisational chart',
      intro:
        'The chart shows the line of responsibility from the board of trustees to the dean and vice-deans, and the units each of them oversees.',
      root: {
        label: 'Board of trustees',
        note: 'the highest authority of the college',
        children: [
          {
            label: 'Dean',
            note: 'chairs the college council',
            children: [
              {
                label: 'Vice-Dean for Academic Affairs',
                children: [
                  {
                    label: 'Deanship of Academic Affairs',
                    note: 'admission, registration, examinations',
                  },
                  { label: 'Medicine and general surgery', note: 'Faculty of Medicine' },
                  { label: 'Nursing', note: 'Department of Nursing: bachelor and diploma' },
                  { label: 'Medical laboratories', note: 'Faculty of Science' },
                  { label: 'Information technology', note: 'Faculty of Computing' },
                  { label: 'Law', note: 'Department of Law' },
                  { label: 'Business administration', note: 'Faculty of Business' },
                  { label: 'Media', note: 'Department of Media' },
                  {
                    label: 'Faculties of Engineering and Veterinary Medicine',
                    note: 'being established',
                  },
                  {
                    label: 'Deanship of Student Affairs',
                    note: 'activities, counselling, housing',
                  },
                ],
              },
              {
                label: 'Vice-Dean for Scientific Research',
                children: [
                  { label: 'Deanship of Graduate Studies and Research' },
                  { label: 'Research institutes and centres' },
                  {
                    label: 'Research support units',
                    note: 'ethics, grants, publication, intellectual property',
                  },
                  { label: 'Community Service and International Cooperation Office' },
                ],
              },
              {
                label: 'Vice-Dean for Development and Quality',
                children: [
                  { label: 'Quality Assurance and Accreditation Unit' },
                  { label: 'Planning and Institutional Performance Unit' },
                  { label: 'E-Learning and Information Systems Unit' },
                  { label: 'Professional Development and Training Unit' },
                ],
              },
              {
                label: 'General administration',
                note: 'support departments',
                children: [
                  { label: 'Finance' },
                  { label: 'Human resources' },
                  { label: 'Procurement and stores' },
                  { label: 'Facilities and maintenance' },
                  { label: 'Public relations and media' },
                  { label: 'Legal affairs' },
                ],
              },
            ],
          },
          { label: 'Internal audit', note: 'reports directly to the board' },
        ],
      },
    },
    {
      type: 'table',
      id: 'levels',
      heading: 'Four levels',
      caption: 'Levels of the organisational structure, who makes them up and what each does',
      columns: ['Level', 'Who', 'Role'],
      rows: [
        [
          'Level 1: Board of trustees',
          'The chairman, vice-chairman and members',
          'Sets policy, approves the budget and new programmes, appoints senior leaders',
        ],
        [
          'Level 2: Senior management',
          'The dean and the three vice-deans',
          'Leads implementation, prepares plans and budgets, monitors performance',
        ],
        [
          'Level 3: Colleges and deanships',
          'Faculty deans, heads of department, and the deans of academic affairs, graduate studies and student affairs',
          'Teaching, research and student services',
        ],
        [
          'Level 4: Support departments and units',
          'Department directors and heads of units',
          'The financial, administrative and technical services that academic work relies on',
        ],
      ],
    },
    {
      type: 'cards',
      id: 'committees',
      heading: 'Four standing committees',
      columns: 2,
      items: [
        {
          title: 'Academic committee',
          subtitle: 'Chaired by the Vice-Dean for Academic Affairs',
          points: [
            'Reviews study plans and course specifications',
            'Examines proposals for new programmes before they go to the board',
            'Approves examination results and the academic calendar',
            'Decides on transfer requests and course equivalency',
          ],
        },
        {
          title: 'Scientific research committee',
          subtitle: 'Chaired by the Vice-Dean for Scientific Research',
          points: [
            'Reviews research proposals and recommends funding',
            'Follows up research programmes and projects',
            'Works with the research ethics unit',
            'Organises the annual scientific conference',
          ],
        },
        {
          title: 'Quality and accreditation committee',
          subtitle: 'Chaired by the Vice-Dean for Development and Quality',
          points: [
            'Prepares the self-evaluation reports of programmes',
            'Tracks the key performance indicators',
            'Runs the student, graduate and employer surveys',
            'Prepares accreditation files',
          ],
        },
        {
          title: 'Student affairs committee',
          subtitle: 'Chaired by the Dean of Student Affairs',
          points: [
            'Student activities, clubs and the founding of new clubs',
            'Nominates students for scholarships',
            'Sets priorities for allocating student housing',
            'Hears student complaints and disciplinary cases',
          ],
        },
      ],
    },
  ],
} satisfies PageInput;
