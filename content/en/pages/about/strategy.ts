import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Strategic Plan 2023-2028',
  navLabel: 'Strategy',
  description:
    "The college's strategy for 2023-2028: vision, mission, six core values, five goals, four initiatives and how progress is followed up.",
  intro: [
    "The strategic plan for 2023-2028 sets out the college's vision of leadership and excellence in education, scientific research and community service, the values, goals and initiatives that serve it, and how progress is followed up.",
  ],
  sections: [
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
} satisfies PageInput;
