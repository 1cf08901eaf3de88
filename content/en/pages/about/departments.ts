import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Academic Departments',
  description:
    'The six academic departments of the college, with a description of each, its head and the number of its faculty members.',
  intro: [
    'Academic departments are where courses are planned and teaching is delivered. This page describes the six departments of the college, the head of each and the number of faculty members who teach in it.',
  ],
  sections: [
    {
      type: 'cards',
      id: 'departments',
      heading: 'The six departments',
      columns: 3,
      items: [
        {
          title: '{{programme.nursing-bachelor.faculty}}',
          body: [
            'Offers the nursing bachelor (4 years plus an internship) and the nursing diploma (2.5 years), and trains its students in the clinical skills laboratory and the wards of the teaching hospital.',
          ],
          facts: [
            { label: 'Head of department', value: '{{programme.nursing-bachelor.dean}}' },
            { label: 'Teaching staff', value: '28' },
          ],
          link: { label: 'Nursing bachelor', href: '/study/nursing-bachelor' },
        },
        {
          title: '{{programme.law.faculty}}',
          body: [
            'Offers the law bachelor’s with its four tracks — civil, criminal, commercial and international — and runs the moot court and the student legal advice clinic.',
          ],
          facts: [
            { label: 'Head of department', value: '{{programme.law.dean}}' },
            { label: 'Teaching staff', value: '19' },
          ],
          link: { label: 'Law programme', href: '/study/law' },
        },
        {
          title: '{{programme.media.faculty}}',
          body: [
            'Offers the bachelor’s and master’s in media and runs the television studio, the radio studio and the digital media laboratory, continuing the Media College founded in 2010.',
          ],
          facts: [
            { label: 'Head of department', value: '{{programme.media.dean}}' },
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
        ['Nursing', '{{programme.nursing-bachelor.dean}}', '28'],
        ['Law', '{{programme.law.dean}}', '19'],
        ['Media', '{{programme.media.dean}}', '16'],
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
} satisfies PageInput;
