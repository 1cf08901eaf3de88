import type { PageInput } from '../../../page-schema';
import { intake, officeHours } from '../../common/programmes';

export const page = {
  title: 'Business Administration',
  description:
    "Business administration: a 4-year bachelor's with 5 specialisations, a 2-year executive master's and a 3-year doctorate.",
  intro: [
    "Business administration from bachelor's to doctorate: the five specialisations, the study plan, the executive master's, the business simulation laboratory and the business incubator.",
  ],
  sections: [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'The business administration programme continues the work of the Business College, founded in 1995, which joined Al-Rowad with its programmes and teaching staff when Al-Rowad was established in May 2021, as the college history page explains.',
        'Today it is taught by the {{programme.business.faculty}} under its dean, {{programme.business.dean}}, at three levels: the bachelor’s degree with its five specialisations, the executive master’s for working professionals, and the doctorate. Students learn by doing in the business simulation laboratory and the business incubator, and train with partner organisations.',
      ],
    },
    {
      type: 'table',
      id: 'programmes',
      heading: 'The three programmes',
      caption: 'Business administration programmes: duration and number of semesters',
      columns: ['Programme', 'Duration', 'Semesters'],
      rows: [
        ['Bachelor of Business Administration', '4 years', '8 semesters'],
        ['Executive Master of Business Administration', '2 years', '4 semesters'],
        ['Doctor of Philosophy in Business Administration', '3 years', '6 semesters'],
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: "Key facts about the bachelor's degree",
      items: [
        { label: 'Degree', value: '{{programme.business.degree}}' },
        { label: 'Offered by', value: '{{programme.business.faculty}}' },
        { label: 'Duration', value: '{{programme.business.duration}}' },
        { label: 'Credit hours', value: '132 credit hours' },
        { label: 'Language of instruction', value: 'Arabic and English' },
        { label: 'Intake', value: intake },
        {
          label: 'Specialisations',
          value: '5 specialisations; students choose one at the start of year 3',
        },
      ],
    },
    {
      type: 'cards',
      id: 'specialisations',
      heading: 'The five specialisations',
      columns: 3,
      items: [
        {
          title: 'Accounting',
          body: [
            'Financial and management accounting, costing, auditing and taxation, with accounting software.',
          ],
        },
        {
          title: 'Finance and Banking',
          body: [
            'Financial management, investment, financial markets and banking, including Islamic banking.',
          ],
        },
        {
          title: 'Marketing',
          body: [
            'Consumer behaviour, marketing research, digital marketing, brand management and sales.',
          ],
        },
        {
          title: 'Human Resource Management',
          body: [
            'Recruitment, training, performance appraisal, pay and employment relations under Sudanese labour law.',
          ],
        },
        {
          title: 'Management Information Systems',
          body: [
            'Systems analysis, databases, enterprise resource planning, business analytics and digital transformation in organisations.',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'study-plan',
      heading: "Bachelor's study plan",
      columns: 2,
      items: [
        {
          title: 'Year 1',
          subtitle: 'Semesters 1 and 2 — 33 credit hours',
          points: [
            'Principles of management and principles of accounting',
            'Microeconomics and macroeconomics',
            'Business mathematics',
            'English, Arabic and Islamic culture',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Semesters 3 and 4 — 33 credit hours',
          points: [
            'Organisational behaviour',
            'Principles of marketing and financial management',
            'Applied statistics',
            'Business law',
            'Management information systems',
          ],
        },
        {
          title: 'Year 3',
          subtitle: 'Semesters 5 and 6 — 33 credit hours',
          points: [
            'Operations management and operations research',
            'Entrepreneurship',
            'Specialisation courses',
            'Workplace placement: 8 weeks in the summer',
          ],
        },
        {
          title: 'Year 4',
          subtitle: 'Semesters 7 and 8 — 33 credit hours',
          points: [
            'Strategic management',
            'Business ethics and governance',
            'Advanced specialisation courses',
            'Business simulation',
            'Graduation project',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'postgraduate',
      heading: 'Postgraduate study',
      columns: 2,
      items: [
        {
          title: 'Executive Master of Business Administration',
          subtitle: '2 years (4 semesters)',
          body: [
            "A programme for managers and working professionals, taught in the evenings and at weekends, ending with an applied project that tackles a real problem in the student's own organisation.",
          ],
          points: [
            'Leadership and change management',
            'Financial analysis and decision-making',
            'Strategic marketing',
            'Project management',
            'The applied project',
          ],
          facts: [
            {
              label: 'Admission',
              value: "A bachelor's degree and at least 3 years' work experience",
            },
          ],
        },
        {
          title: 'Doctor of Philosophy in Business Administration',
          subtitle: '3 years (6 semesters)',
          body: [
            'In the first two semesters students take advanced courses in research methods and quantitative and qualitative analysis; they then write a thesis supervised by a professor of the faculty and defend it before a committee that includes an external examiner.',
          ],
          points: [
            'Semesters 1 and 2: courses and the comprehensive examination',
            'Semester 3: approval of the research proposal',
            'Semesters 4 to 6: the thesis and its defence',
          ],
          facts: [
            {
              label: 'Admission',
              value: "A master's in business administration or a related field",
            },
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'facilities',
      heading: 'Facilities',
      columns: 2,
      items: [
        {
          title: 'Business simulation laboratory',
          body: [
            'A laboratory of 40 workstations where teams of students run virtual companies, making production, marketing and finance decisions and competing in a simulated market, and learn accounting software and enterprise resource planning systems.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
        {
          title: 'Business incubator',
          body: [
            'Hosts start-ups of students and graduates in the Innovation and Entrepreneurship Centre: workspace, mentoring by entrepreneurs, and help with business plans and finding funding.',
          ],
          link: { label: 'Academic centres', href: '/study/centers' },
        },
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: "Admission to the bachelor's degree",
      style: 'checks',
      items: [
        'A secondary school certificate in any track with at least {{minimum.business}}.',
        'Applying online, with your documents, within the admission period announced by the Admission Office.',
        "Master's and doctoral applicants apply through the Deanship of Graduate Studies and Scientific Research.",
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      style: 'bullets',
      items: [
        'Accountant or auditor in companies, audit firms and government bodies.',
        'Banking, insurance and investment.',
        'Marketing, sales or human resources specialist.',
        'Systems and business information analyst.',
        'Founding and running your own business.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the Faculty of Business',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'business@alrowad.edu.sd',
          href: 'mailto:business@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 260', href: 'tel:+249183555260' },
        { label: 'Dean', value: '{{programme.business.dean}}' },
        { label: 'Location', value: 'Law and Business Building, second floor' },
        { label: 'Office hours', value: officeHours },
        {
          label: 'Postgraduate studies',
          value: 'graduate.studies@alrowad.edu.sd',
          href: 'mailto:graduate.studies@alrowad.edu.sd',
        },
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to business administration',
      body: [
        "Read the admission steps for the bachelor's and postgraduate programmes and the documents you need, then apply and upload your documents online.",
      ],
      actions: [
        {
          label: 'Apply now',
          href: '/admission',
          srLabel: 'Apply now to the business administration programmes',
        },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
        { label: 'Fees and costs', href: '/admission/fees' },
      ],
    },
  ],
} satisfies PageInput;
