import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Faculty Deans',
  description:
    'The deans of the six faculties: medicine, engineering, science, computing, business and veterinary medicine.',
  intro: [
    'Each faculty is led by a dean responsible for its programmes, its teaching staff and its students. This page introduces the deans of six faculties: medicine, engineering, science, computing, business and veterinary medicine.',
  ],
  sections: [
    {
      type: 'cards',
      id: 'faculties',
      heading: 'The six faculties and their deans',
      columns: 3,
      items: [
        {
          title: '{{programme.medicine.faculty}}',
          subtitle: '{{programme.medicine.dean}}',
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
          title: '{{programme.medical-labs.faculty}}',
          subtitle: '{{programme.medical-labs.dean}}',
          facts: [{ label: 'Qualification', value: 'PhD in clinical biochemistry' }],
          body: [
            'Offers the honours bachelor’s in medical laboratories and teaches chemistry, biology and physics to students of the health programmes.',
          ],
          link: { label: 'Medical laboratories programme', href: '/study/medical-labs' },
        },
        {
          title: '{{programme.it.faculty}}',
          subtitle: '{{programme.it.dean}}',
          facts: [
            { label: 'Qualification', value: 'PhD in computer science (artificial intelligence)' },
          ],
          body: [
            'Offers the bachelor’s in information technology; a team of its students won first place in the universities’ robotics competition in 2026.',
          ],
          link: { label: 'Information technology programme', href: '/study/it' },
        },
        {
          title: '{{programme.business.faculty}}',
          subtitle: '{{programme.business.dean}}',
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
        'Four faculties currently house four of the college’s eight programmes. The nursing programmes (bachelor and diploma), law and media are run by academic departments whose heads report directly to the Vice-Dean for Academic Affairs. The board of trustees appoints faculty deans for four-year terms, which may be renewed. The eight “colleges” in the college’s figures on the home page are its eight undergraduate specialisations, whichever faculty or department runs them.',
      ],
    },
    {
      type: 'callout',
      heading: 'Academic departments',
      body: ['Meet the six departments, their heads and their teaching staff.'],
      actions: [{ label: 'Academic departments', href: '/about/departments' }],
    },
  ],
} satisfies PageInput;
