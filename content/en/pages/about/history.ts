import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Our History',
  description:
    'How Al-Rowad College grew from four programmes at its founding in May 2021 to eight programmes in health, technology, law, business and media.',
  intro: [
    'From four programmes at its founding in May 2021 to eight today: the story of Al-Rowad College, the two colleges whose experience it inherited, and the milestones along the way.',
  ],
  sections: [
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
        { value: '8', label: 'undergraduate specialisations' },
        { value: '5000+', label: 'students' },
        { value: '250+', label: 'teaching staff' },
        { value: '2021', label: 'year founded' },
      ],
    },
  ],
} satisfies PageInput;
