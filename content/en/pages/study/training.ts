import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/study-support';

export const page = {
  title: 'Training and Short Courses',
  navLabel: 'Training',
  description:
    'Practical training programmes and short courses for students and graduates, with their dates, duration and how to register.',
  intro: [
    'The college offers training programmes and short courses that add practical skills to academic study, in areas such as first aid, laboratory safety, computer applications, research methods and English for specific purposes.',
    "The courses are open to the college's students and graduates and to professionals from outside the college, and everyone who completes a course receives a certificate of attendance.",
  ],
  sections: [
    {
      type: 'table',
      id: 'upcoming',
      heading: 'Upcoming courses',
      intro:
        'Courses from December 2026 to March 2027. They are held on campus, Sunday to Thursday; fees are in Sudanese pounds (SDG).',
      caption: 'Upcoming short courses: dates, duration, fees and who they are for',
      columns: ['Course', 'Dates', 'Duration', 'Fee', 'For'],
      rows: [
        [
          'First aid and cardiopulmonary resuscitation',
          '6-7 December 2026',
          '2 days (12 hours)',
          'Free for college students; SDG 20,000 for others',
          'All students, staff and members of the community',
        ],
        [
          'Laboratory biosafety',
          '13-15 December 2026',
          '3 days (15 hours)',
          'Free',
          'Medical laboratory, medicine and nursing students, and researchers',
        ],
        [
          'Data analysis with SPSS and R',
          '3-14 January 2027',
          '2 weeks (30 hours)',
          'SDG 25,000',
          'Final-year and postgraduate students, and researchers',
        ],
        [
          'Research methods and proposal writing',
          '17-21 January 2027',
          '5 days (20 hours)',
          'Free',
          'Final-year students and new faculty members',
        ],
        [
          'English for medical purposes',
          '24 January - 18 March 2027',
          '8 weeks (48 hours)',
          'SDG 30,000',
          'Health programme students and graduates',
        ],
        [
          'Basic computer skills',
          '7-18 February 2027',
          '2 weeks (24 hours)',
          'Free',
          'First-year students and college staff',
        ],
        [
          'Photography and editing for digital media',
          '14-25 February 2027',
          '2 weeks (30 hours)',
          'SDG 20,000',
          'Media students and anyone interested',
        ],
        [
          'From an idea to a business plan',
          '28 February - 4 March 2027',
          '5 days (20 hours)',
          'Free',
          'All students and graduates',
        ],
      ],
    },
    {
      type: 'steps',
      id: 'register',
      heading: 'How to register',
      items: [
        {
          title: 'Choose a course',
          body: 'Check the table above and make sure the course suits you and that you can attend all its sessions.',
        },
        {
          title: 'Register',
          body: 'E-mail your name, phone number and the course name to the Training Centre, or register in person at the centre, at least a week before the course starts.',
        },
        {
          title: 'Pay the fee',
          body: "Fees for paid courses are paid at the college's finance office or by bank transfer, and your place is confirmed once you have paid.",
        },
        {
          title: 'Attend and receive your certificate',
          body: 'A certificate of attendance is given to those who attend at least 80% of the hours, and a certificate of achievement for courses that end with a test.',
        },
      ],
    },
    {
      type: 'cards',
      id: 'practical-training',
      heading: 'Practical training in the programmes',
      intro:
        'Besides the short courses, every programme includes practical training that counts towards its credit hours:',
      columns: 3,
      items: [
        {
          title: 'Clinical training',
          body: [
            'Medicine and nursing students train in the wards of the teaching hospital under faculty supervision, after practising in the clinical skills laboratory.',
          ],
          link: { label: 'Medicine', href: '/study/medicine' },
        },
        {
          title: 'Laboratory training',
          body: [
            "Medical laboratory students spend placements in the teaching hospital's laboratories and blood bank, working with real patient samples.",
          ],
          link: { label: 'Medical laboratory sciences', href: '/study/medical-labs' },
        },
        {
          title: 'Workplace placements',
          body: [
            'Information technology and business students spend 8 weeks with partner companies and organisations in the summer before their final year.',
          ],
          link: { label: 'Information technology', href: '/study/it' },
        },
        {
          title: 'Moot court and law offices',
          body: [
            'Law students argue realistic cases before judges and lawyers, then train in law firms and legal departments.',
          ],
          link: { label: 'Law', href: '/study/law' },
        },
        {
          title: 'Studios',
          body: [
            "Media students produce bulletins and programmes in the television and radio studios and the digital media laboratory, and the best of their work is published on the college's channels.",
          ],
          link: { label: 'Media', href: '/study/media' },
        },
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Can people from outside the college join the courses?',
          answer:
            'Yes, the courses are open to graduates and to professionals from outside the college, unless the table says a course is for a particular group.',
        },
        {
          question: 'What if I cancel my registration?',
          answer:
            'The fee is refunded in full if you cancel at least three days before the course starts; after that it is not refunded, but it can be moved to a later course.',
        },
        {
          question: 'Can you run a course for our organisation?',
          answer:
            "Yes, the centre designs courses for hospitals, companies and organisations, held at the college or at the organisation's premises.",
        },
        {
          question: 'How many places are there on each course?',
          answer:
            "Between 20 and 30, depending on the course; the college's students have priority on free courses.",
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Training and Career Development Centre',
      items: [
        {
          label: 'E-mail',
          value: 'training@alrowad.edu.sd',
          href: 'mailto:training@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 182', href: 'tel:+249183555182' },
        { label: 'Location', value: 'Student Services Building, ground floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],
} satisfies PageInput;
