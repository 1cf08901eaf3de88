/**
 * The About pages: the dean's message, history, strategy, organisational structure,
 * leadership, deanships, faculty deans, departments, investments, community services and
 * international cooperation. Sections, item counts and links match content/ar/sections/about.ts.
 */
import type { PageSections } from '../../sections';

export const aboutSections: PageSections = {
  'about/dean-word': [
    {
      type: 'message',
      id: 'message',
      heading: 'A message from the Dean',
      paragraphs: [
        'To our students, their parents and our partners: peace be upon you, and welcome to Al-Rowad College of Science and Technology.',
        'Our college offers eight specialisations, chosen because Sudan needs them today and will need them tomorrow. The applied programmes — medicine, medical laboratories and nursing — prepare the people who stand beside the patient and at the laboratory bench. The theoretical programmes — business administration, information technology, law and media — prepare those who run institutions, build their systems, protect rights and report the truth.',
        'Al-Rowad is not profit-oriented: whatever it earns goes back into education and into its students. That is why we reserve a share of our scholarships for gifted students, for those who are struggling and whose means would otherwise cut their studies short, and for those active in serving society. Talent and generosity should never be held back by an empty pocket.',
        'Learning does not stop at the lecture hall. Our medical students train at a teaching hospital alongside experienced doctors, and students of the other programmes learn in laboratories, studios, the moot court and the business incubator, so that they graduate having practised what they studied.',
        'Today we are about to graduate our first cohort, a moment we await with pride after years of shared work by students, teaching staff and employees. I invite you to explore our programmes, to visit us on our open day, and to share our ambition to lead in education, scientific research and service to society.',
      ],
      author: 'Prof. Abdalla Mohamed Elhassan',
      role: 'Dean, Al-Rowad College of Science and Technology',
    },
    {
      type: 'callout',
      heading: 'Start your journey with Al-Rowad',
      body: [
        'Explore the eight programmes and their admission requirements, and the scholarships open to gifted students, students in financial need and those active in serving society.',
      ],
      actions: [
        { label: 'Admission', href: '/admission' },
        { label: 'Academic programmes', href: '/study/programs' },
        { label: 'Scholarships', href: '/study/scholarships' },
      ],
    },
  ],

  'about/history': [
    {
      type: 'text',
      id: 'founding',
      heading: 'Our founding',
      paragraphs: [
        "Al-Rowad College of Science and Technology was established in May 2021 as a private, not-for-profit college, with the approval of the Ministry of Higher Education and Scientific Research, to offer university education in the health sciences, technology and the humanities and social sciences to meet the country's need for qualified graduates.",
        'The college opened with four programmes — medicine and general surgery, medical laboratories, information technology and business administration — and welcomed its first students in the 2021-2022 academic year.',
      ],
    },
    {
      type: 'text',
      id: 'heritage',
      heading: 'The legacy of the Business and Media Colleges',
      paragraphs: [
        'Al-Rowad did not start from nothing. Its business administration and media programmes build on the work of the Business College, founded in 1995, and the Media College, founded in 2010. When Al-Rowad was established in May 2021, both colleges joined it with their programmes and teaching staff.',
        'Business administration was one of the four founding programmes. The Media College’s students completed their studies under its own regulations while a new media bachelor’s plan was prepared, and that programme admitted its first Al-Rowad students in the third year. This is why the two programme pages give 1995 and 2010: the founding years of the colleges that joined Al-Rowad.',
      ],
    },
    {
      type: 'steps',
      id: 'timeline',
      heading: 'Milestones',
      items: [
        {
          title: '1995: the Business College is founded',
          body: 'The Business College begins teaching management, accounting and marketing — the experience on which today’s business administration programme rests.',
        },
        {
          title: '2010: the Media College is founded',
          body: 'The Media College opens its first television and radio studios and trains journalists who go on to work in the press and broadcasting.',
        },
        {
          title: 'May 2021: Al-Rowad College is established',
          body: 'The college is founded with four programmes, and the Business and Media Colleges join it with their programmes and teaching staff.',
        },
        {
          title: '2021-2022 academic year: the first intake',
          body: 'The first students enrol in medicine and general surgery, medical laboratories, information technology and business administration.',
        },
        {
          title: '2023: Strategic Plan 2023-2028',
          body: 'The board of trustees adopts the college’s first strategic plan, with its vision, six values and five goals.',
        },
        {
          title: '2023-2024 academic year: eight programmes',
          body: 'In its third year the college adds four programmes: the nursing diploma, the nursing bachelor, law and media.',
        },
        {
          title: 'September 2026: the Medical Sciences Building',
          body: 'A three-storey building opens for medicine, nursing and medical laboratories, with a dissection hall, a clinical skills laboratory and research laboratories.',
        },
        {
          title: 'October 2026: a public-health training agreement',
          body: 'The college signs a training agreement with a Harvard-affiliated public-health initiative, under which teaching staff and health students join an online training programme.',
        },
        {
          title: 'February 2027: the first graduation',
          body: 'On 4 February 2027 the college celebrates the graduation of its first cohort since its founding.',
        },
      ],
    },
    {
      type: 'table',
      id: 'programmes',
      heading: 'The eight programmes and their durations',
      intro:
        "All eight programmes lead to a bachelor's degree except the nursing diploma. These are the durations set when each programme was created:",
      caption:
        'College programmes: start, degree awarded and duration when the programme was created',
      columns: ['Programme', 'Started', 'Degree', 'Duration'],
      rows: [
        ['Medicine and general surgery', 'First year (2021-2022)', "Bachelor's", '5 years'],
        ['Medical laboratories', 'First year (2021-2022)', "Bachelor's with honours", '4 years'],
        ['Information technology', 'First year (2021-2022)', "Bachelor's", '4 years'],
        ['Business administration', 'First year (2021-2022)', "Bachelor's", '4 years'],
        ['Nursing bachelor', 'Third year (2023-2024)', "Bachelor's", '4 years'],
        ['Nursing diploma', 'Third year (2023-2024)', 'Diploma', '3 years'],
        ['Law', 'Third year (2023-2024)', "Bachelor's", '4 years'],
        ['Media', 'Third year (2023-2024)', "Bachelor's", '4 years'],
      ],
    },
    {
      type: 'callout',
      id: 'current-plans',
      heading: 'Durations in the current study plans',
      body: [
        'Two study plans have been revised since they were created: medicine and general surgery now takes 6 years plus an internship year, and the nursing diploma takes 2.5 years (5 semesters). The durations on the two programme pages are the ones that apply at admission.',
      ],
      actions: [
        {
          label: 'Medicine and general surgery',
          href: '/study/medicine',
          srLabel: 'Current study plan of medicine and general surgery',
        },
        {
          label: 'Nursing diploma',
          href: '/study/nursing-diploma',
          srLabel: 'Current study plan of the nursing diploma',
        },
      ],
    },
    {
      type: 'stats',
      heading: 'The college today',
      items: [
        { value: '8', label: 'academic programmes' },
        { value: '5000+', label: 'students' },
        { value: '250+', label: 'teaching staff' },
        { value: '2021', label: 'year founded' },
      ],
    },
  ],

  'about/strategy': [
    {
      type: 'facts',
      id: 'vision-mission',
      heading: 'Vision and mission',
      items: [
        {
          label: 'Vision',
          value:
            'Leadership and excellence in education, scientific research and community service.',
        },
        {
          label: 'Mission',
          value:
            "To prepare capable graduates in the health sciences, technology and the humanities and social sciences through high-quality teaching, research that answers Sudan's needs and an active partnership with society, in a not-for-profit institution open to talented students whatever their means.",
        },
        { label: 'Period', value: 'Five years: 2023-2028' },
        { label: 'Approved by', value: 'The board of trustees' },
      ],
    },
    {
      type: 'cards',
      id: 'values',
      heading: 'Six values',
      columns: 3,
      items: [
        {
          title: 'Quality and excellence',
          body: [
            'We hold every programme to evaluation and accreditation standards, and we measure and improve our performance continuously.',
          ],
        },
        {
          title: 'Integrity and transparency',
          body: [
            'We publish our regulations and our admission and scholarship criteria, report on our progress and uphold academic honesty.',
          ],
        },
        {
          title: 'Creativity and innovation',
          body: [
            'We encourage new ideas in teaching and research, and support students who turn their ideas into projects.',
          ],
        },
        {
          title: 'Teamwork',
          body: [
            'We work across disciplines and between students, teaching staff and employees, sharing responsibility and success.',
          ],
        },
        {
          title: 'Social responsibility',
          body: [
            'We put our knowledge at the service of society through mobile clinics, literacy classes and vocational training.',
          ],
        },
        {
          title: 'Diversity and inclusion',
          body: [
            'We welcome students from every state and from abroad, and support students with disabilities and those in financial difficulty.',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'goals',
      heading: 'Five strategic goals',
      intro: 'Each goal has objectives that become projects in the annual executive plans:',
      columns: 2,
      items: [
        {
          title: 'Goal 1: Develop teaching and learning',
          points: [
            'Review the study plans of all eight programmes against national and international standards by 2026.',
            'Train students in skills and simulation laboratories before clinical and field placements.',
            'Use the e-learning platform in every course.',
            'Follow the first cohort of graduates and survey their employers’ satisfaction.',
            'Prepare the programmes of the faculties of engineering and veterinary medicine for the Ministry’s approval.',
          ],
        },
        {
          title: 'Goal 2: Strengthen research and innovation',
          points: [
            'Raise published studies from 158 in 2024 to 200 a year.',
            "Fund the six research programmes and direct them to Sudan's health and technology priorities.",
            'Involve final-year students in research projects supervised by teaching staff.',
            'Protect innovations and register patents through the intellectual property unit.',
          ],
        },
        {
          title: 'Goal 3: Community service and partnership',
          points: [
            'Extend the mobile clinics to new areas every year.',
            'Offer literacy programmes and vocational training to young people and women.',
            'Increase cooperation agreements from 28 in 2024 to 40.',
          ],
        },
        {
          title: 'Goal 4: Develop human resources',
          points: [
            'Attract and retain qualified teaching staff.',
            'Sponsor teaching assistants and young lecturers for postgraduate study.',
            'Run a yearly professional development programme in teaching, assessment and research.',
            'Hold a fair annual appraisal linked to training and promotion.',
          ],
        },
        {
          title: 'Goal 5: Financial and institutional sustainability',
          points: [
            'Diversify income through the teaching hospital, the commercial complex and student housing.',
            'Reinvest any surplus in teaching and scholarships.',
            'Present audited annual accounts for approval by the board of trustees.',
            'Achieve academic accreditation for every programme.',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'initiatives',
      heading: 'Four initiatives',
      columns: 4,
      items: [
        {
          title: 'Digital transformation',
          body: [
            'The e-services portal, the e-learning platform, the digital library and the student information system.',
          ],
          link: { label: 'E-services portal', href: '/e-services/portal' },
        },
        {
          title: 'Innovation and entrepreneurship',
          body: [
            'The Innovation and Entrepreneurship Centre, the business incubator and student competitions such as the universities’ robotics competition.',
          ],
          link: { label: 'Academic centres', href: '/study/centers' },
        },
        {
          title: 'Strategic partnerships',
          body: [
            'Agreements with universities, hospitals and institutions in Sudan and abroad for training, research and the exchange of expertise.',
          ],
          link: { label: 'International cooperation', href: '/about/international-cooperation' },
        },
        {
          title: 'Sustainable development',
          body: [
            'Saving energy and water on campus, managing medical waste safely, and linking research to the development goals.',
          ],
          link: { label: 'Community services', href: '/about/community-services' },
        },
      ],
    },
    {
      type: 'steps',
      id: 'follow-up',
      heading: 'How the plan is carried out and followed up',
      items: [
        {
          title: 'Supreme follow-up committee',
          body: 'Chaired by the dean, with the vice-deans and deans as members, it meets every three months to follow the plan’s implementation.',
        },
        {
          title: 'Annual executive plans',
          body: 'Each unit prepares its executive plan for the academic year, which the college council approves before the year begins.',
        },
        {
          title: 'Key performance indicators',
          body: 'The indicators of each goal are measured at the end of every year and tracked by the planning and institutional performance unit.',
        },
        {
          title: 'Periodic review',
          body: 'The plan is fully reviewed at its midpoint, and its objectives are adjusted where needed.',
        },
        {
          title: 'Periodic progress reports',
          body: 'The supreme committee sends a progress report to the board of trustees every six months.',
        },
      ],
    },
    {
      type: 'table',
      id: 'indicators',
      heading: 'Selected performance indicators',
      caption: 'Strategic plan performance indicators: reference value and 2028 target',
      columns: ['Indicator', 'Reference value', '2028 target'],
      rows: [
        ['Studies published in the year', '158 (2024)', '200'],
        ['Research projects', '42 (2024)', '55'],
        ['Patents', '15 (2024)', '25'],
        ['Cooperation agreements', '28 (2024)', '40'],
        ['Programmes with academic accreditation', '4 of 8 (2024)', '8 of 8'],
        ['Student satisfaction in the annual survey', '78% (2024)', 'at least 85%'],
      ],
    },
  ],

  'about/org-structure': [
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

  'about/dean': [
    {
      type: 'cards',
      id: 'leaders',
      heading: 'College leadership',
      columns: 3,
      items: [
        {
          title: 'Prof. Abdalla Mohamed Elhassan',
          subtitle: 'Dean',
          body: [
            'A professor of community medicine with more than 25 years of university teaching and health programme management in Sudan, he helped found the college in 2021 and has been its dean since.',
          ],
          points: [
            'Leads academic and administrative work and chairs the college council',
            'Chairs the supreme committee that follows the strategic plan',
            'Submits the annual plans and budget to the board of trustees',
            'Represents the college before the Ministry and partners',
          ],
          link: {
            label: 'dean@alrowad.edu.sd',
            href: 'mailto:dean@alrowad.edu.sd',
            srLabel: "Write to the Dean's office: dean@alrowad.edu.sd",
          },
        },
        {
          title: 'Dr. Samia Osman Ibrahim',
          subtitle: 'Vice-Dean for Academic Affairs',
          body: [
            'An associate professor of medical microbiology who has worked on curriculum development and quality in medical education, she oversees all eight programmes.',
          ],
          points: [
            'Oversees programmes and study plans',
            'Examinations, results and the academic calendar',
            'Chairs the academic committee',
            'Oversees the Deanship of Academic Affairs',
          ],
          link: {
            label: 'vd.academic@alrowad.edu.sd',
            href: 'mailto:vd.academic@alrowad.edu.sd',
            srLabel:
              'Write to the office of the Vice-Dean for Academic Affairs: vd.academic@alrowad.edu.sd',
          },
        },
        {
          title: 'Prof. Kamaleldin Yousif Babiker',
          subtitle: 'Vice-Dean for Research and Community Service',
          body: [
            'A professor of biochemistry with more than 60 published papers, he signed the public-health training agreement on behalf of the college in 2026.',
          ],
          points: [
            'Leads research activity and the funding of research programmes',
            'Oversees the Deanship of Graduate Studies and Research',
            'Mobile clinics, literacy classes and vocational training',
            'Local and international cooperation agreements',
          ],
          link: {
            label: 'vd.research@alrowad.edu.sd',
            href: 'mailto:vd.research@alrowad.edu.sd',
            srLabel:
              'Write to the office of the Vice-Dean for Research and Community Service: vd.research@alrowad.edu.sd',
          },
        },
      ],
    },
    {
      type: 'text',
      heading: 'The rest of the leadership team',
      paragraphs: [
        'Senior management is completed by the Vice-Dean for Development and Quality, Dr. Mona Abdelrahman Elamin, who chairs the quality and accreditation committee and oversees planning, e-learning and professional development. The team works under the board of trustees, which appoints the dean and senior leaders.',
      ],
    },
    {
      type: 'contact',
      id: 'office',
      heading: "The Dean's office",
      items: [
        {
          label: 'E-mail',
          value: 'dean@alrowad.edu.sd',
          href: 'mailto:dean@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 121', href: 'tel:+249183555121' },
        { label: 'Location', value: 'Administration building, first floor' },
        { label: 'Office hours', value: 'Sunday–Thursday, 8:00 AM–4:00 PM' },
      ],
    },
  ],

  'about/agencies': [
    {
      type: 'cards',
      id: 'deanships',
      heading: 'The three deanships and their tasks',
      columns: 3,
      items: [
        {
          title: 'Deanship of Academic Affairs',
          subtitle: 'Dean: Dr. Ammar Hassan Elzubair',
          body: ["Looks after each student's academic path from admission to graduation."],
          points: [
            'Admission and registration, with the admission office',
            'Timetables and room allocation',
            'Organising examinations and recording results',
            'Preparing and publishing the academic calendar',
            'Academic advising and support for students who fall behind',
            'Transfers between majors and course equivalency',
            'Issuing transcripts and certificates',
          ],
          link: { label: 'Academic calendar', href: '/academic-calendar' },
        },
        {
          title: 'Deanship of Graduate Studies and Research',
          subtitle: 'Dean: Prof. Salwa Abdelhalim Mohamed',
          body: ['Leads postgraduate study and research at the college.'],
          points: [
            'Admission to the executive master’s and doctorate in business administration and the master’s in media',
            'Registering theses and following their supervision',
            'Receiving and reviewing research proposals',
            'Funding and following up research programmes and projects',
            'Supporting publication in peer-reviewed journals',
            'Receiving applications for international training programmes',
          ],
          link: { label: 'Scientific research', href: '/research' },
        },
        {
          title: 'Deanship of Student Affairs',
          subtitle: 'Dean: Dr. Abdelmoneim Yousif Hamdan',
          body: ['Looks after student life outside the lecture hall.'],
          points: [
            'Welcoming and orienting new students',
            'Psychological and social counselling',
            'Clubs and cultural and sports activities',
            'Allocating and running student housing',
            'Reviewing scholarship applications',
            'Supporting students with disabilities',
            'Keeping in touch with graduates',
          ],
          link: { label: 'Student services', href: '/campus-life/services' },
        },
      ],
    },
    {
      type: 'text',
      heading: 'How the deanships work together',
      paragraphs: [
        'The Deanships of Academic Affairs and of Student Affairs report to the Vice-Dean for Academic Affairs; the Deanship of Graduate Studies and Research reports to the Vice-Dean for Scientific Research. The three deans sit on the college council and on the supreme committee that follows the strategic plan.',
      ],
    },
    {
      type: 'contact',
      id: 'contacts',
      heading: 'Contacting the deanships',
      intro: 'The deanships receive students Sunday to Thursday, 8:00 AM to 4:00 PM.',
      items: [
        {
          label: 'Deanship of Academic Affairs',
          value: 'academic.affairs@alrowad.edu.sd',
          href: 'mailto:academic.affairs@alrowad.edu.sd',
        },
        {
          label: 'Deanship of Graduate Studies and Research',
          value: 'graduate.studies@alrowad.edu.sd',
          href: 'mailto:graduate.studies@alrowad.edu.sd',
        },
        {
          label: 'Deanship of Student Affairs',
          value: 'student.affairs@alrowad.edu.sd',
          href: 'mailto:student.affairs@alrowad.edu.sd',
        },
        { label: 'Deanships’ phone', value: '+249 183 555 130', href: 'tel:+249183555130' },
      ],
    },
  ],

  'about/deans': [
    {
      type: 'cards',
      id: 'faculties',
      heading: 'The six faculties and their deans',
      columns: 3,
      items: [
        {
          title: 'Faculty of Medicine',
          subtitle: 'Prof. Muawia Ahmed Elsafi',
          facts: [
            { label: 'Qualification', value: 'Doctor of Medicine (MD) in internal medicine' },
          ],
          body: [
            'Offers the bachelor of medicine and general surgery; its students complete their clinical training at the teaching hospital.',
          ],
          link: { label: 'Medicine programme', href: '/study/medicine' },
        },
        {
          title: 'Faculty of Engineering',
          subtitle: 'Dr. Eng. Hisham Abdelbagi Elnaim',
          badge: 'Being established',
          facts: [
            { label: 'Qualification', value: 'PhD in electrical and electronic engineering' },
          ],
          body: [
            'Approved by the board of trustees under Strategic Plan 2023-2028; its founding dean is preparing a biomedical engineering programme, and it will admit students only after the Ministry’s approval.',
          ],
        },
        {
          title: 'Faculty of Science',
          subtitle: 'Prof. Ikhlas Mohamed Awadalkarim',
          facts: [{ label: 'Qualification', value: 'PhD in clinical biochemistry' }],
          body: [
            'Offers the honours bachelor’s in medical laboratories and teaches chemistry, biology and physics to students of the health programmes.',
          ],
          link: { label: 'Medical laboratories programme', href: '/study/medical-labs' },
        },
        {
          title: 'Faculty of Computing',
          subtitle: 'Dr. Yasir Abdelmoneim Elsharif',
          facts: [
            { label: 'Qualification', value: 'PhD in computer science (artificial intelligence)' },
          ],
          body: [
            'Offers the bachelor’s in information technology; a team of its students won first place in the universities’ robotics competition in 2026.',
          ],
          link: { label: 'Information technology programme', href: '/study/it' },
        },
        {
          title: 'Faculty of Business',
          subtitle: 'Dr. Nagla Elsadig Bashir',
          facts: [{ label: 'Qualification', value: 'PhD in business administration (marketing)' }],
          body: [
            'Continues the work of the Business College, founded in 1995, and offers the bachelor’s, executive master’s and doctorate in business administration.',
          ],
          link: { label: 'Business administration programme', href: '/study/business' },
        },
        {
          title: 'Faculty of Veterinary Medicine',
          subtitle: 'Prof. Isameldin Omer Hamid',
          badge: 'Being established',
          facts: [{ label: 'Qualification', value: 'PhD in veterinary microbiology' }],
          body: [
            'Approved by the board of trustees under the strategic plan; its founding dean is preparing a bachelor of veterinary medicine built on a “One Health” approach, and it will admit students only after the Ministry’s approval.',
          ],
        },
      ],
    },
    {
      type: 'text',
      heading: 'Faculties and programmes',
      paragraphs: [
        'Four faculties currently house four of the college’s eight programmes. The nursing programmes (bachelor and diploma), law and media are run by academic departments whose heads report directly to the Vice-Dean for Academic Affairs. The board of trustees appoints faculty deans for four-year terms, which may be renewed.',
      ],
    },
    {
      type: 'callout',
      heading: 'Academic departments',
      body: ['Meet the six departments, their heads and their teaching staff.'],
      actions: [{ label: 'Academic departments', href: '/about/departments' }],
    },
  ],

  'about/departments': [
    {
      type: 'cards',
      id: 'departments',
      heading: 'The six departments',
      columns: 3,
      items: [
        {
          title: 'Department of Nursing',
          body: [
            'Offers the nursing bachelor (4 years plus an internship) and the nursing diploma (2.5 years), and trains its students in the clinical skills laboratory and the wards of the teaching hospital.',
          ],
          facts: [
            { label: 'Head of department', value: 'Dr. Igbal Yousif Musa' },
            { label: 'Teaching staff', value: '28' },
          ],
          link: { label: 'Nursing bachelor', href: '/study/nursing-bachelor' },
        },
        {
          title: 'Department of Law',
          body: [
            'Offers the law bachelor’s with its four tracks — civil, criminal, commercial and international — and runs the moot court and the student legal advice clinic.',
          ],
          facts: [
            { label: 'Head of department', value: 'Dr. Khalid Mahgoub Elamin' },
            { label: 'Teaching staff', value: '19' },
          ],
          link: { label: 'Law programme', href: '/study/law' },
        },
        {
          title: 'Department of Media',
          body: [
            'Offers the bachelor’s and master’s in media and runs the television studio, the radio studio and the digital media laboratory, continuing the Media College founded in 2010.',
          ],
          facts: [
            { label: 'Head of department', value: 'Dr. Rasha Eltayeb Elmubarak' },
            { label: 'Teaching staff', value: '16' },
          ],
          link: { label: 'Media programme', href: '/study/media' },
        },
        {
          title: 'Department of Basic Medical Sciences',
          body: [
            'Teaches anatomy, physiology, biochemistry, pathology and pharmacology to students of medicine, nursing and medical laboratories in the Medical Sciences Building.',
          ],
          facts: [
            { label: 'Head of department', value: 'Prof. Salaheldin Osman Karrar' },
            { label: 'Teaching staff', value: '36' },
          ],
        },
        {
          title: 'Department of Community Medicine and Public Health',
          body: [
            'Teaches epidemiology, biostatistics and community health, and supervises the mobile clinics and the community health data initiative.',
          ],
          facts: [
            { label: 'Head of department', value: 'Dr. Hala Mohamed Khair' },
            { label: 'Teaching staff', value: '12' },
          ],
          link: { label: 'Community services', href: '/about/community-services' },
        },
        {
          title: 'Department of Languages and General Studies',
          body: [
            'Teaches the college requirements common to all eight programmes: Arabic, English, Islamic culture, Sudanese studies and communication skills.',
          ],
          facts: [
            { label: 'Head of department', value: 'Dr. Munir Babiker Saeed' },
            { label: 'Teaching staff', value: '15' },
          ],
        },
      ],
    },
    {
      type: 'table',
      id: 'summary',
      heading: 'The departments at a glance',
      caption: 'Academic departments, their heads and the number of teaching staff',
      columns: ['Department', 'Head', 'Teaching staff'],
      rows: [
        ['Nursing', 'Dr. Igbal Yousif Musa', '28'],
        ['Law', 'Dr. Khalid Mahgoub Elamin', '19'],
        ['Media', 'Dr. Rasha Eltayeb Elmubarak', '16'],
        ['Basic Medical Sciences', 'Prof. Salaheldin Osman Karrar', '36'],
        ['Community Medicine and Public Health', 'Dr. Hala Mohamed Khair', '12'],
        ['Languages and General Studies', 'Dr. Munir Babiker Saeed', '15'],
      ],
    },
    {
      type: 'text',
      heading: 'How departments work',
      paragraphs: [
        "Each department council meets at least once a month to review courses, share out the teaching load and follow students' results. The head is elected by the department's members and appointed by the dean for two years, which may be renewed, and reports to the Vice-Dean for Academic Affairs.",
      ],
    },
  ],

  'about/investments': [
    {
      type: 'stats',
      id: 'figures',
      heading: 'Investments in figures',
      items: [
        { value: '500', label: 'beds in the teaching hospital' },
        { value: '10,000', label: 'square metres of commercial complex' },
        { value: '50', label: 'shops' },
        { value: '2,000', label: 'students housed' },
      ],
    },
    {
      type: 'cards',
      id: 'projects',
      heading: 'The three projects',
      columns: 3,
      items: [
        {
          title: 'Teaching hospital',
          facts: [
            { label: 'Capacity', value: '500 beds' },
            { label: 'Clinics', value: '30 outpatient clinics' },
          ],
          body: [
            'Cares for patients in internal medicine, surgery, paediatrics, obstetrics and gynaecology, emergency and intensive care; students of medicine, nursing and medical laboratories train here under the supervision of teaching staff.',
          ],
          link: { label: 'Medicine programme', href: '/study/medicine' },
        },
        {
          title: 'Commercial complex',
          facts: [
            { label: 'Area', value: '10,000 square metres' },
            { label: 'Shops', value: '50 shops' },
          ],
          body: [
            'Houses a pharmacy, a bookshop, a bank branch, restaurants and everyday services, offers part-time jobs to students, and lets its shops on yearly leases.',
          ],
        },
        {
          title: 'Student housing',
          facts: [
            { label: 'Capacity when complete', value: 'Housing for 2,000 students' },
            { label: 'First phase', value: 'Housing for 300 students and 50 family units' },
          ],
          body: [
            'The first phase holds the standard, premium and family housing described on the housing page; the second and third phases bring capacity to 2,000 students by 2028.',
          ],
          link: { label: 'Student housing', href: '/campus-life/housing' },
        },
      ],
    },
    {
      type: 'text',
      heading: 'Why the college invests',
      paragraphs: [
        'The college is not profit-oriented, so every return on its investments goes back into education: better laboratories and libraries, research funding and more scholarships for gifted students and those in financial difficulty. The investments serve the fifth goal of the strategic plan, financial and institutional sustainability.',
        'The board of trustees approves investment plans and budgets, and their accounts are audited every year as part of the college’s annual accounts.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Investment office',
      intro: 'For enquiries about leasing a shop or partnering in a college project:',
      items: [
        {
          label: 'E-mail',
          value: 'investments@alrowad.edu.sd',
          href: 'mailto:investments@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 140', href: 'tel:+249183555140' },
        { label: 'Office hours', value: 'Sunday–Thursday, 8:00 AM–4:00 PM' },
      ],
    },
  ],

  'about/community-services': [
    {
      type: 'cards',
      id: 'programmes',
      heading: 'Community programmes',
      columns: 3,
      items: [
        {
          title: 'Mobile clinics',
          body: [
            'Two mobile clinics, each with an examination room and a small laboratory, staffed by doctors, nurses and laboratory scientists from the teaching staff and accompanied by senior students.',
          ],
          facts: [
            {
              label: 'Where',
              value:
                'Villages, outlying neighbourhoods and shelters for displaced families around the college',
            },
            {
              label: 'When',
              value: 'Every Saturday, plus one extra day a month in the rainy season',
            },
            {
              label: 'Reach',
              value: '7,900 patients and 2,300 laboratory tests in the 2025-2026 academic year',
            },
          ],
          points: [
            'General check-ups, blood pressure and blood sugar',
            'Mother and child health and vaccination, with the health authorities',
            'Tests for malaria, anaemia and urine',
            'Health education and referral to the teaching hospital',
          ],
        },
        {
          title: 'Literacy programmes',
          body: [
            'Adult literacy classes taught by trained student volunteers, in coordination with the local adult education authorities.',
          ],
          facts: [
            { label: 'Where', value: 'College classrooms and four nearby community centres' },
            { label: 'When', value: '3 evenings a week, in a 9-month course' },
            {
              label: 'Reach',
              value: '310 learners, 240 of whom passed the level examination in 2025-2026',
            },
          ],
          points: [
            'Reading, writing and arithmetic',
            'Digital literacy: mobile phones and online services',
            'Classes for women',
          ],
        },
        {
          title: 'Vocational training',
          body: [
            'Free short courses taught by teaching staff to young people and women in skills the job market needs; those who complete a course receive a college certificate.',
          ],
          facts: [
            {
              label: 'Where',
              value: 'The college’s computer laboratories and clinical skills laboratory',
            },
            { label: 'When', value: 'Courses of 4 to 8 weeks, starting 3 times a year' },
            { label: 'Reach', value: '420 trainees in 18 courses in 2025-2026' },
          ],
          points: [
            'Computer skills and office applications',
            'Bookkeeping and running a small business',
            'Home nursing and first aid for carers',
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'volunteer',
      heading: 'How to volunteer',
      intro:
        'Students, teaching staff, employees and graduates of the college can volunteer in any of the three programmes:',
      items: [
        {
          title: 'Write to us',
          body: 'Send your name, your programme or job, and the programme you would like to join to community@alrowad.edu.sd.',
        },
        {
          title: 'Introductory meeting',
          body: 'The Community Service Office invites you to an introductory meeting, held on the first Sunday of every month.',
        },
        {
          title: 'Training',
          body: 'You attend a short training on safety, the ethics of community work and the skills of the programme you chose.',
        },
        {
          title: 'Join a team',
          body: 'You join a team led by a member of the teaching staff; your volunteering hours are recorded in your activity record and count towards activity-excellence scholarships.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Community Service Office',
      intro:
        'The office reports to the Vice-Dean for Research and Community Service, and also receives requests from villages and associations that would like a visit from the mobile clinics.',
      items: [
        {
          label: 'E-mail',
          value: 'community@alrowad.edu.sd',
          href: 'mailto:community@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 160', href: 'tel:+249183555160' },
        { label: 'Location', value: 'Administration building, ground floor' },
        { label: 'Office hours', value: 'Sunday–Thursday, 8:00 AM–4:00 PM' },
      ],
    },
  ],

  'about/international-cooperation': [
    {
      type: 'cards',
      id: 'partnerships',
      heading: 'Partnerships',
      columns: 3,
      items: [
        {
          title: 'Public-health training',
          badge: 'October 2026',
          body: [
            'A training agreement with a Harvard-affiliated public-health initiative: a 12-week online programme in research methods and evidence-based practice, whose first group of 30 participants from medicine, nursing and medical laboratories starts in January 2027.',
            'The agreement covers training and academic exchange only. It does not make the college a branch or partner institution of Harvard University and does not lead to a Harvard degree; participants who complete the programme receive a certificate of completion from the initiative.',
          ],
          link: { label: 'About the agreement', href: '/news/harvard-cooperation' },
        },
        {
          title: 'External examiners',
          body: [
            'Professors from universities in the region serve as external examiners for the final examinations in medicine and medical laboratories, review study plans and report their recommendations to the academic committee.',
          ],
        },
        {
          title: 'Joint research and scientific resources',
          body: [
            "The college's researchers work with colleagues outside Sudan on public health and antimicrobial resistance, and the library reaches scientific databases through international programmes that open them to institutions in low-income countries.",
          ],
          link: { label: 'Scientific research', href: '/research' },
        },
      ],
    },
    {
      type: 'cards',
      id: 'exchange',
      heading: 'Student exchange',
      columns: 3,
      items: [
        {
          title: 'Clinical electives',
          body: [
            'Final-year medical students may spend an elective of 4 to 8 weeks at a hospital abroad that accepts them, once the college has approved their training plan.',
          ],
        },
        {
          title: 'Summer schools and virtual exchange',
          body: [
            'Students of information technology, business administration and media take part in summer schools and joint online courses with students of other universities.',
          ],
        },
        {
          title: 'Incoming students',
          body: [
            'The college welcomes international students who wish to study a full programme here.',
          ],
          link: { label: 'International students', href: '/study/international-students' },
        },
      ],
    },
    {
      type: 'list',
      id: 'exchange-rules',
      heading: 'Who can take part in an exchange',
      style: 'checks',
      items: [
        'Regular enrolled students who have completed at least two academic years.',
        'A cumulative GPA of at least 3.5 out of 5.',
        'The department approves the study or training plan before departure.',
        'Applications reach the International Cooperation Office at least three months before the exchange.',
        'Courses passed with a grade of C or better are recognised under the course equivalency rules.',
      ],
    },
    {
      type: 'cards',
      id: 'conferences',
      heading: 'Conferences',
      columns: 2,
      items: [
        {
          title: 'Annual scientific conference',
          badge: '13 January 2027',
          body: [
            'Held in the college theatre, where teaching staff, postgraduate and final-year students present their research, with a poster exhibition of student projects and speakers from outside Sudan joining online.',
          ],
          link: { label: 'Events', href: '/events' },
        },
        {
          title: 'Taking part in international conferences',
          body: [
            'The Deanship of Graduate Studies and Research covers the registration and travel of a teaching staff member whose paper is accepted at a peer-reviewed international conference, for one conference a year, if the request is made eight weeks before the conference.',
          ],
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'International Cooperation Office',
      items: [
        {
          label: 'E-mail',
          value: 'international@alrowad.edu.sd',
          href: 'mailto:international@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 150', href: 'tel:+249183555150' },
        { label: 'Location', value: 'Administration building, first floor' },
        { label: 'Office hours', value: 'Sunday–Thursday, 8:00 AM–4:00 PM' },
      ],
    },
  ],
};
