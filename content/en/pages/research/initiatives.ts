import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/research';
import { researchOffice } from '../../../research-facts';

export const page = {
  title: 'Research Initiatives',
  description:
    "Initiatives that build research skills among students and young faculty and link the college's research to community needs.",
  intro: [
    'Research initiatives complement the funded programmes. The student research initiative pairs final-year students with faculty supervisors, and a series of writing and publication workshops supports young researchers.',
    "The community health data initiative studies common diseases in the areas served by the college's mobile clinics. Each initiative has a faculty lead and an annual plan, and its results are presented at the college's scientific conference.",
  ],
  sections: [
    {
      type: 'cards',
      id: 'initiatives',
      heading: 'The initiatives',
      columns: 2,
      items: [
        {
          title: 'Student Research Initiative',
          subtitle: 'Lead: Dr. Eiman Abdelmagid Suleiman',
          body: [
            'Pairs final-year students in all eight programmes with faculty supervisors, so that their graduation projects become real, publishable research.',
          ],
          points: [
            'One supervisor for each student or group of at most three',
            'A small grant for laboratory supplies or a field survey',
            'Prizes for the three best studies at the annual scientific conference',
          ],
          facts: [{ label: 'In 2024', value: '64 students, 23 supervisors, 9 published studies' }],
        },
        {
          title: 'Scientific Writing and Publication Workshops',
          subtitle: 'Lead: Dr. Munir Babiker Saeed',
          body: [
            'A monthly hands-on workshop for young researchers and postgraduate students, who leave each session with a written part of their own paper.',
          ],
          points: [
            'Writing the abstract, introduction and methods',
            'Choosing a journal and avoiding predatory journals',
            "Responding to reviewers' comments",
            'Referencing with reference-management software',
          ],
          facts: [{ label: 'In 2024', value: '10 workshops, 186 participants' }],
        },
        {
          title: 'Community Health Data Initiative',
          subtitle: 'Lead: Dr. Omer Elfarouq Hamid',
          body: [
            "Turns the records of the college's mobile clinics into an anonymised database that shows the most common diseases in the villages they visit and how these change from season to season.",
          ],
          points: [
            'A quarterly report for local health authorities',
            'Open data for postgraduate students after ethics approval',
            'Training student volunteers to collect data on tablets',
          ],
          facts: [{ label: 'In 2024', value: '11,400 recorded visits in 18 villages' }],
        },
        {
          title: 'Young Researcher Initiative',
          subtitle: 'Lead: Prof. Salwa Abdelhalim Mohamed',
          body: [
            'Supports new faculty members in their first three years by pairing each with an experienced researcher who mentors them until they submit their first funded proposal.',
          ],
          points: [
            'A monthly mentoring meeting with the experienced researcher',
            'Seed funding for a pilot study before applying to the larger programmes',
            'Priority places in writing workshops and conferences',
          ],
          facts: [{ label: 'In 2024', value: '17 new faculty members' }],
        },
        {
          title: 'Open Science and Digital Repository Initiative',
          subtitle: 'Lead: Ms. Nagwa Ibrahim Abdalla',
          body: [
            "Gathers the college's research, postgraduate theses and outstanding graduation projects in a digital repository run by the library, so that researchers in Sudan and abroad can find them.",
          ],
          points: [
            'Deposit of the permitted version of every published study',
            'A permanent identifier for every work, with read and download counts',
            'Guidance on copyright and open-access licences',
          ],
          facts: [{ label: 'In the repository', value: '412 works by the end of 2024' }],
        },
      ],
    },
    {
      type: 'steps',
      id: 'join',
      heading: 'How to take part',
      items: [
        {
          title: 'Choose an initiative',
          body: 'Read the aims of the initiatives above and choose the one that fits your stage: students in the Student Research Initiative, new faculty in the Young Researcher Initiative, and everyone in the workshops.',
        },
        {
          title: 'Register your interest',
          body: 'E-mail the Research Office with your name, your programme and the initiative you want, or register in person at the office in the Administration Building.',
        },
        {
          title: 'Attend the introductory meeting',
          body: 'Each initiative holds an introductory meeting at the start of every semester, where participants meet its leads and agree on a work plan.',
        },
        {
          title: 'Present your results',
          body: "Participants present their work at the college's annual scientific conference, as a poster or a talk.",
        },
      ],
    },
    {
      type: 'table',
      id: 'calendar',
      heading: 'Coming up',
      caption: 'Upcoming dates of the research initiatives',
      columns: ['Activity', 'Date', 'Initiative'],
      rows: [
        [
          'Workshop: writing the methods section',
          '9 December 2026',
          'Writing and publication workshops',
        ],
        ['Deadline for graduation research proposals', '15 December 2026', 'Student research'],
        [
          'Deadline for abstracts for the annual scientific conference',
          '20 December 2026',
          'All initiatives',
        ],
        ['Annual scientific conference', '13 January 2027', 'All initiatives'],
        [
          "Workshop: responding to reviewers' comments",
          '10 February 2027',
          'Writing and publication workshops',
        ],
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Contact',
      items: [
        {
          label: 'Research Office',
          value: researchOffice.email,
          href: `mailto:${researchOffice.email}`,
        },
        { label: 'Phone', value: researchOffice.phone, href: researchOffice.tel },
        { label: 'Location', value: 'Administration Building, second floor' },
        { label: 'Office hours', value: officeHours },
      ],
    },
  ],
} satisfies PageInput;
