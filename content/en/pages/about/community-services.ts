import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Community Services',
  description:
    'How the college serves surrounding communities through mobile clinics, literacy programmes and vocational training.',
  intro: [
    "Service to society is part of the college's mission. Faculty members and students run mobile clinics that offer check-ups, health education and basic laboratory tests in underserved areas.",
    'The college also organises adult literacy programmes and vocational training courses that help young people and women gain skills for work.',
  ],
  sections: [
    {
      type: 'cards',
      id: 'programmes',
      heading: 'Community programmes',
      columns: 3,
      items: [
        {
          title: 'Mobile clinics',
          body: [
            'Two mobile clinics, each with an examination room and a small laboratory, staffed by doctors, nurses and laboratory scientists from the teaching staff and accompanied by senior students.',
          ],
          facts: [
            {
              label: 'Where',
              value:
                'Villages, outlying neighbourhoods and shelters for displaced families around the college',
            },
            {
              label: 'When',
              value: 'Every Saturday, plus one extra day a month in the rainy season',
            },
            {
              label: 'Reach',
              value: '7,900 patients and 2,300 laboratory tests in the 2025-2026 academic year',
            },
          ],
          points: [
            'General check-ups, blood pressure and blood sugar',
            'Mother and child health and vaccination, with the health authorities',
            'Tests for malaria, anaemia and urine',
            'Health education and referral to the teaching hospital',
          ],
        },
        {
          title: 'Literacy programmes',
          body: [
            'Adult literacy classes taught by trained student volunteers, in coordination with the local adult education authorities.',
          ],
          facts: [
            { label: 'Where', value: 'College classrooms and four nearby community centres' },
            { label: 'When', value: '3 evenings a week, in a 9-month course' },
            {
              label: 'Reach',
              value: '310 learners, 240 of whom passed the level examination in 2025-2026',
            },
          ],
          points: [
            'Reading, writing and arithmetic',
            'Digital literacy: mobile phones and online services',
            'Classes for women',
          ],
        },
        {
          title: 'Vocational training',
          body: [
            'Free short courses taught by teaching staff to young people and women in skills the job market needs; those who complete a course receive a college certificate.',
          ],
          facts: [
            {
              label: 'Where',
              value: 'The college’s computer laboratories and clinical skills laboratory',
            },
            { label: 'When', value: 'Courses of 4 to 8 weeks, starting 3 times a year' },
            { label: 'Reach', value: '420 trainees in 18 courses in 2025-2026' },
          ],
          points: [
            'Computer skills and office applications',
            'Bookkeeping and running a small business',
            'Home nursing and first aid for carers',
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'volunteer',
      heading: 'How to volunteer',
      intro:
        'Students, teaching staff, employees and graduates of the college can volunteer in any of the three programmes:',
      items: [
        {
          title: 'Write to us',
          body: 'Send your name, your programme or job, and the programme you would like to join to community@alrowad.edu.sd.',
        },
        {
          title: 'Introductory meeting',
          body: 'The Community Service Office invites you to an introductory meeting, held on the first Sunday of every month.',
        },
        {
          title: 'Training',
          body: 'You attend a short training on safety, the ethics of community work and the skills of the programme you chose.',
        },
        {
          title: 'Join a team',
          body: 'You join a team led by a member of the teaching staff; your volunteering hours are recorded in your activity record and count towards activity-excellence scholarships.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Community Service Office',
      intro:
        'The office reports to the Vice-Dean for Research and Community Service, and also receives requests from villages and associations that would like a visit from the mobile clinics.',
      items: [
        {
          label: 'E-mail',
          value: 'community@alrowad.edu.sd',
          href: 'mailto:community@alrowad.edu.sd',
        },
        { label: 'Phone', value: '+249 183 555 160', href: 'tel:+249183555160' },
        { label: 'Location', value: 'Administration building, ground floor' },
        { label: 'Office hours', value: 'Sunday–Thursday, 8:00 AM–4:00 PM' },
      ],
    },
  ],
} satisfies PageInput;
