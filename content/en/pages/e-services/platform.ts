import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'E-Learning Platform',
  description:
    'The e-learning platform for learning, research, administration and community, with a user guide, FAQ and technical support.',
  intro: [
    'The e-learning platform supports four areas: learning, research, administration and community. Each tab describes what the platform offers in that area and links to the sign-in page.',
    'From this page you can download the user guide, read answers to frequently asked questions and send a technical support request.',
  ],
  sections: [
    {
      type: 'tabs',
      id: 'areas',
      heading: 'What the platform offers',
      defaultTab: 'learn',
      tabs: [
        {
          id: 'learn',
          label: 'Learning',
          sections: [
            {
              type: 'text',
              heading: 'Learning',
              paragraphs: [
                'Every course you are registered for has its own page on the platform, organised week by week: the lecture slides and notes, recorded lectures, readings and the course announcements. Your lecturers set assignments and quizzes there, and you see your marks and their comments as soon as they are released.',
                'The platform does not replace lectures and laboratories: it keeps everything about a course in one place, so that a student who misses a lecture, or studies far from the campus, can catch up.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'A page for each course with lectures, slides and recorded videos, week by week',
                'Online submission of assignments, with a receipt and your lecturer’s feedback',
                'Timed quizzes and practice tests, many marked instantly',
                'A forum and announcements for each course, with notifications by e-mail',
              ],
            },
            {
              type: 'callout',
              heading: 'Open your courses',
              body: [
                'Sign in with your college account to see the courses you are registered for.',
              ],
              actions: [
                {
                  label: 'Go to the platform',
                  href: 'config:learningPlatform',
                  srLabel: 'Sign in to the platform for learning',
                },
              ],
            },
          ],
        },
        {
          id: 'research',
          label: 'Research',
          sections: [
            {
              type: 'text',
              heading: 'Research',
              paragraphs: [
                'The research area serves graduate students, researchers and their supervisors. Research groups share drafts, data and references in private workspaces, and each thesis is followed through its milestones, from the proposal to the final submission, with the supervisor’s comments kept beside each draft.',
                'Graduate students and staff can also take short online courses in research methods, statistical analysis and academic writing, and check a draft for similarity before submitting it to a supervisor or a journal.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'Private workspaces where a research group shares files, data and references',
                'Thesis supervision: milestones, drafts and the supervisor’s comments in one place',
                'A similarity check for drafts, theses and papers before submission',
                'Short courses in research methods, statistics and academic writing',
              ],
            },
            {
              type: 'callout',
              heading: 'Open your research spaces',
              body: [
                'Sign in with your college account; your supervisor or group leader adds you to the group’s workspace.',
              ],
              actions: [
                {
                  label: 'Go to the platform',
                  href: 'config:learningPlatform',
                  srLabel: 'Sign in to the platform for research',
                },
              ],
            },
          ],
        },
        {
          id: 'admin',
          label: 'Administration',
          sections: [
            {
              type: 'text',
              heading: 'Administration',
              paragraphs: [
                'The administration area is where faculty and staff learn the college’s procedures and share the work of its committees. New staff take their induction course here at their own pace, and each department publishes its policies, procedures and forms in one place.',
                'Committees keep their papers, minutes and decisions in shared spaces, and at the end of each semester students and staff answer the course evaluation and service satisfaction surveys here.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'Induction and professional development courses for faculty and staff',
                'The policies, procedures and forms of each department',
                'Committee spaces for papers, minutes and decisions',
                'Course evaluation and service satisfaction surveys each semester',
              ],
            },
            {
              type: 'callout',
              heading: 'Open the administration area',
              body: [
                'Sign in with your college account; the spaces of your department and committees appear on your dashboard.',
              ],
              actions: [
                {
                  label: 'Go to the platform',
                  href: 'config:learningPlatform',
                  srLabel: 'Sign in to the platform for administration',
                },
              ],
            },
          ],
        },
        {
          id: 'community',
          label: 'Community',
          sections: [
            {
              type: 'text',
              heading: 'Community',
              paragraphs: [
                'The community area opens the platform beyond the lecture hall. The college offers short online courses to the public and to its graduates, such as digital skills, health awareness and English, and student clubs run their own spaces for their members and activities.',
                'Participants from outside the college receive a guest account when they enrol in a community course, and a certificate of completion when they finish it.',
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'Short courses open to the public, with a certificate of completion',
                'A space for each student club to organise its members and activities',
                'A graduates’ space with news and continuing-education courses',
                'Awareness campaigns run with the college’s community partners',
              ],
            },
            {
              type: 'callout',
              heading: 'Join a community course',
              body: [
                'Students and staff sign in with their college account; guests sign in with the account they receive when they enrol.',
              ],
              actions: [
                {
                  label: 'Go to the platform',
                  href: 'config:learningPlatform',
                  srLabel: 'Sign in to the platform for the community',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
} satisfies PageInput;
