import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'International Cooperation',
  description:
    "The college's partnerships with universities and institutions abroad, its student exchange opportunities and the conferences it takes part in.",
  intro: [
    'The college builds partnerships with universities, research institutions and international organisations to enrich its programmes and open new opportunities for its students and staff.',
    'This page covers current partnerships, student exchange opportunities and the scientific conferences the college hosts or attends.',
  ],
  sections: [
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
} satisfies PageInput;
