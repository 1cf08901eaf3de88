import type { PageInput } from '../../../page-schema';
import { admissionEmail, intake, officeHours } from '../../common/programmes';

export const page = {
  title: 'Information Technology',
  description:
    'The Bachelor of Information Technology: 4 years (8 semesters) of programming, networks, databases, security and artificial intelligence.',
  intro: [
    'The Bachelor of Information Technology: the study plan and focus areas, the workplace placement and graduation project, admission requirements and careers.',
  ],
  sections: [
    {
      type: 'text',
      id: 'overview',
      heading: 'About the programme',
      paragraphs: [
        'Information technology is one of the four programmes with which the college opened in 2021, and is taught by the {{programme.it.faculty}} under its dean, {{programme.it.dean}}. It prepares graduates who design systems and applications, run and protect networks and databases, and use artificial intelligence to solve problems for organisations and the community.',
        'Students learn by doing: practical projects in the computer laboratories every semester, a placement with a company or organisation in the summer before the final year, and a graduation project over two semesters. In 2026 a team of the programme’s students won first place in the universities robotics competition.',
      ],
    },
    {
      type: 'facts',
      id: 'key-facts',
      heading: 'Key facts',
      items: [
        { label: 'Degree', value: '{{programme.it.degree}}' },
        { label: 'Offered by', value: '{{programme.it.faculty}}' },
        { label: 'Duration', value: '{{programme.it.duration}}' },
        { label: 'Credit hours', value: '138 credit hours' },
        {
          label: 'Language of instruction',
          value: "English; Arabic for the college's general requirement courses",
        },
        { label: 'Intake', value: intake },
        { label: 'Workplace placement', value: '8 weeks in the summer before year 4' },
      ],
    },
    {
      type: 'cards',
      id: 'study-plan',
      heading: 'Study plan',
      columns: 2,
      items: [
        {
          title: 'Year 1',
          subtitle: 'Semesters 1 and 2 — 34 credit hours',
          points: [
            'Programming fundamentals (in Python)',
            'Discrete mathematics and calculus',
            'Introduction to IT and computer organisation',
            'English, Arabic and Islamic culture',
          ],
        },
        {
          title: 'Year 2',
          subtitle: 'Semesters 3 and 4 — 36 credit hours',
          points: [
            'Object-oriented programming, data structures and algorithms',
            'Databases',
            'Operating systems',
            'Networking fundamentals',
            'Web development and statistics',
          ],
        },
        {
          title: 'Year 3',
          subtitle: 'Semesters 5 and 6 — 36 credit hours',
          points: [
            'Software engineering',
            'Network administration and information security',
            'Artificial intelligence',
            'Mobile development and cloud computing',
            'Human-computer interaction',
          ],
        },
        {
          title: 'Year 4',
          subtitle: 'Semesters 7 and 8 — 32 credit hours',
          points: [
            'Machine learning',
            'IT project management',
            'Professional ethics and law',
            'Electives in the chosen focus area',
            'Graduation project (two semesters)',
          ],
        },
      ],
    },
    {
      type: 'cards',
      id: 'focus-areas',
      heading: 'Focus areas',
      intro:
        'In the fourth year, students choose their electives and graduation project in one of three areas:',
      columns: 3,
      items: [
        {
          title: 'Software engineering',
          points: [
            'Software design and testing',
            'Advanced web development',
            'Software quality assurance',
          ],
        },
        {
          title: 'Networks and cyber security',
          points: ['Network security', 'Digital forensics', 'Data centre management'],
        },
        {
          title: 'Data science and artificial intelligence',
          points: ['Data mining', 'Computer vision', 'Natural language processing'],
        },
      ],
    },
    {
      type: 'list',
      id: 'admission',
      heading: 'Admission requirements',
      style: 'checks',
      items: [
        'A secondary school certificate with at least {{minimum.it}}, with a pass in mathematics.',
        'Holders of the natural sciences and engineering sciences certificates are admitted, and holders of other tracks if they studied specialised mathematics.',
        'Applying online, with your documents, within the admission period announced by the Admission Office.',
      ],
    },
    {
      type: 'cards',
      id: 'facilities',
      heading: 'Facilities and training',
      columns: 3,
      items: [
        {
          title: 'Computer laboratories',
          body: [
            'Programming, networking and database laboratories in the Information Technology Building, plus the Computing and IT Centre’s open laboratories with 120 computers.',
          ],
          link: { label: 'College laboratories', href: '/campus-life/labs' },
        },
        {
          title: 'Innovation and Entrepreneurship Centre',
          body: [
            'A makerspace with 3D printers and electronics tools, where the robot that won first place in the universities robotics competition was built.',
          ],
          link: { label: 'The competition win', href: '/news/robotics-competition-win' },
        },
        {
          title: 'Workplace placement',
          body: [
            'Students spend 8 weeks in the summer before their final year with partner companies and organisations in telecoms, banking, software and government.',
          ],
          link: { label: 'Training in the programmes', href: '/study/training' },
        },
      ],
    },
    {
      type: 'list',
      id: 'careers',
      heading: 'After graduation',
      style: 'bullets',
      items: [
        'Software, web and mobile application developer.',
        'Network and systems administrator, or information security specialist.',
        'Database administrator or data analyst.',
        'IT support and information systems specialist in banks, telecoms companies and government.',
        'Founding a technology start-up, and postgraduate study.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact the Faculty of Computing',
      items: [
        {
          label: 'Programme office e-mail',
          value: 'it@alrowad.edu.sd',
          href: 'mailto:it@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 240', href: 'tel:+249183555240' },
        { label: 'Dean', value: '{{programme.it.dean}}' },
        { label: 'Location', value: 'Information Technology Building, first floor' },
        { label: 'Office hours', value: officeHours },
        admissionEmail,
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply to information technology',
      body: [
        'Read the admission steps and the documents you need, then apply and upload your documents online.',
      ],
      actions: [
        {
          label: 'Apply now',
          href: '/admission',
          srLabel: 'Apply now to information technology',
        },
        { label: 'Online application form', href: '/admission/application' },
        { label: 'Scholarships', href: '/study/scholarships' },
        { label: 'Fees and costs', href: '/admission/fees' },
      ],
    },
  ],
} satisfies PageInput;
