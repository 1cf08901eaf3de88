import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Investments',
  description:
    "The college's investment projects: a 500-bed teaching hospital, a commercial complex with 50 shops and housing for 2,000 students.",
  intro: [
    "The college's investments support its financial stability and give students real places to train and live. The teaching hospital has 500 beds and 30 clinics, where students of medicine, nursing and medical laboratories complete their clinical training.",
    'The commercial complex covers 10,000 square metres with 50 shops, and the student housing project accommodates 2,000 students.',
  ],
  sections: [
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
} satisfies PageInput;
