import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/study-support';

export const page = {
  title: 'Transfer Between Majors',
  navLabel: 'Transfer',
  description:
    'Who may transfer to another major, the conditions and procedure, and how completed courses count toward the new programme.',
  intro: [
    'Enrolled, regular students who have completed at least one semester may apply to transfer to another major, provided they have not transferred more than once before. Transfer to the health colleges also requires a cumulative GPA of at least 3.5 out of 5.',
    'Courses passed with a grade of C or better within the last 5 years can be counted toward the new major, up to 50% of its credit hours.',
  ],
  sections: [
    {
      type: 'cards',
      id: 'types',
      heading: 'Types of transfer',
      columns: 2,
      items: [
        {
          title: "Between the college's programmes",
          body: [
            'The student moves from one programme to another within the college, for example from information technology to business administration; the general conditions below apply.',
          ],
        },
        {
          title: 'Into the health programmes',
          body: [
            'Transfer to medicine and general surgery, nursing or medical laboratories; both the general conditions and the additional conditions for the health colleges apply.',
          ],
        },
        {
          title: 'From another university',
          body: [
            'A regular student at a recognised university or college joins a programme at the college, and their courses are assessed under the course equivalency rules.',
          ],
        },
        {
          title: 'To another university',
          body: [
            'The college gives the departing student a certified academic record and descriptions of the courses they studied, once they have been cleared by the relevant offices.',
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'conditions',
      heading: 'General conditions',
      style: 'checks',
      items: [
        'The student is enrolled and a regular student.',
        'The student has completed at least one semester.',
        'The student has transferred no more than once before.',
        'The student meets the admission conditions of the target major.',
        'The student is not facing academic dismissal.',
      ],
    },
    {
      type: 'list',
      id: 'health-conditions',
      heading: 'Additional conditions for transfer to the health colleges',
      style: 'checks',
      items: [
        'A cumulative GPA of at least 3.5 out of 5.',
        'At least a very good grade in the core science courses (biology, chemistry and physics).',
        'Passing an aptitude test and an interview.',
        'Vacant seats in the target programme.',
      ],
    },
    {
      type: 'steps',
      id: 'procedure',
      heading: 'Transfer procedure',
      items: [
        {
          title: 'Apply through the portal',
          body: 'The student submits a transfer request through the e-services portal (academic requests), giving the target major and the reasons for the transfer.',
        },
        {
          title: 'Attach the academic record',
          body: 'The student attaches a certified transcript; students from another university also attach course descriptions stamped by their university.',
        },
        {
          title: 'Committee review',
          body: 'The Transfer and Equivalency Committee of the Deanship of Academic Affairs reviews the request with representatives of the current and target programmes, and checks the conditions and available seats.',
        },
        {
          title: 'Interview if needed',
          body: 'Applicants to the health programmes are invited to the aptitude test and interview; the committee may also invite others to an interview if it needs clarification.',
        },
        {
          title: 'Results on the portal',
          body: 'The result is announced on the e-services portal before registration for the semester opens, and the student is told by university e-mail.',
        },
        {
          title: 'Course equivalency',
          body: "If the request is approved, the committee assesses the courses already passed under the rules below, and the student registers in the new programme with their academic adviser's guidance.",
        },
      ],
    },
    {
      type: 'table',
      id: 'dates',
      heading: 'Application dates',
      caption: 'When transfer requests are submitted and results announced each semester',
      columns: ['Semester', 'Applications', 'Results'],
      rows: [
        ['First semester', '1-20 July', 'By 31 July'],
        ['Second semester', '1-20 December', 'By 25 January'],
      ],
    },
    {
      type: 'list',
      id: 'equivalency',
      heading: 'Course equivalency rules',
      intro:
        'A course the student has passed counts for a course in the new programme when all of the following hold:',
      style: 'numbered',
      items: [
        'Its content is equivalent to that of the matching course in the new programme.',
        'Its credit hours are equal to or greater than those of the matching course.',
        "The student's grade in it is at least C.",
        'It was studied within the last 5 years.',
        'The equivalent hours together make up at most 50% of the hours of the new programme.',
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'Does my cumulative GPA carry over to the new programme?',
          answer:
            'The equivalent courses carry over with their grades, and your GPA in the new programme is calculated only from those courses and the courses you take after the transfer.',
        },
        {
          question: 'Can I go back to my previous programme?',
          answer:
            'Going back counts as a new transfer, so it is only possible if you have not transferred before, under the same conditions and dates.',
        },
        {
          question: 'Will my fees change?',
          answer:
            'The fees of the new programme apply from the semester in which you transfer, and the Scholarships Office reviews your scholarship if you hold one.',
        },
        {
          question: 'What if my request is refused?',
          answer:
            'You continue in your current programme with no mark on your record, and you may apply again at a later date if you meet the conditions.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Questions',
      intro:
        'Transfer requests are handled by the Transfer and Equivalency Committee of the Deanship of Academic Affairs.',
      items: [
        {
          label: 'Deanship of Academic Affairs',
          value: 'academic.affairs@alrowad.edu.sd',
          href: 'mailto:academic.affairs@alrowad.edu.sd',
        },
        {
          label: 'Registry',
          value: 'registrar@alrowad.edu.sd',
          href: 'mailto:registrar@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 131', href: 'tel:+249183555131' },
        {
          label: 'Submit a request',
          value: 'E-services portal',
          href: '/e-services/portal',
        },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],
} satisfies PageInput;
