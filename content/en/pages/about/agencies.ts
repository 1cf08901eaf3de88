import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Agencies and Deanships',
  description:
    'The deanships of academic affairs, graduate studies and research, and student affairs, and the tasks each one carries out.',
  intro: [
    'Three deanships carry out the day-to-day work of the college: the Deanship of Academic Affairs, the Deanship of Graduate Studies and Research, and the Deanship of Student Affairs.',
    'This page sets out the tasks of each, from admission, registration and examinations to postgraduate supervision and research funding, and from student activities to counselling and housing.',
  ],
  sections: [
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
} satisfies PageInput;
