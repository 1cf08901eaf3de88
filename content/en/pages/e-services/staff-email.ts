import type { PageInput } from '../../../page-schema';
import { emailSupport } from '../../common/e-services';

export const page = {
  title: 'Staff E-mail',
  description:
    'College e-mail for faculty and staff: a 100GB mailbox, 5TB of cloud storage, Office on 5 devices, department groups and Teams.',
  intro: [
    'Faculty and staff accounts include a 100GB mailbox, 5TB of cloud storage and Office on up to 5 devices.',
    'Department mail groups make it easy to reach colleagues, and integration with Teams supports meetings and online teaching.',
  ],
  sections: [
    {
      type: 'stats',
      id: 'at-a-glance',
      heading: 'Your account at a glance',
      items: [
        { value: '100GB', label: 'Mailbox' },
        { value: '5TB', label: 'Cloud storage' },
        { value: '5', label: 'Devices with Office' },
      ],
    },
    {
      type: 'cards',
      id: 'what-you-get',
      heading: 'What your account gives you',
      columns: 2,
      items: [
        {
          title: 'Mail and shared calendars',
          body: [
            'Use Outlook on your computer or phone, or in a web browser. Share your calendar with your department so that colleagues can see when you are free, and book meetings from it.',
          ],
        },
        {
          title: 'Department mail groups',
          body: [
            'Each department has a group address that reaches all its members, such as it-dept@alrowad.edu.sd for the Department of Information Technology.',
          ],
          points: [
            'Find a group in the Outlook address book under “Groups”, or type the department’s name',
            'Write to the group address like any other address',
            'Ask your head of department to add or remove members',
          ],
        },
        {
          title: 'Teams',
          body: [
            'Teams uses the same account: hold meetings with colleagues, teach online classes and record them, and plan together with shared calendars.',
          ],
          points: [
            'Meetings and video calls from your Outlook calendar',
            'Online lectures, recorded for students who miss them',
            'A team for each department and committee',
          ],
        },
        {
          title: '5TB of cloud storage and Office',
          body: [
            'Keep and share department files in your cloud storage, and install Word, Excel, PowerPoint, Outlook and Teams on up to 5 devices.',
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'first-sign-in',
      heading: 'First sign-in, Outlook and Teams',
      items: [
        {
          title: 'Collect your account details',
          body: 'Human Resources gives you your account slip on your first working day, with your address (firstname.lastname@alrowad.edu.sd) and a temporary password.',
        },
        {
          title: 'Sign in on the web',
          body: 'Use the sign-in form on this page. At the first sign-in you choose a new password and add a mobile number for password recovery.',
        },
        {
          title: 'Set up Outlook',
          body: 'On your computer, open Outlook and add your college address; on your phone, install Microsoft Outlook from Google Play or the App Store and choose “Add account”.',
        },
        {
          title: 'Install Teams',
          body: 'Install Microsoft Teams on your computer and phone and sign in with the same account; your department’s team is already there.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'questions',
      heading: 'Questions about staff e-mail',
      items: [
        {
          question: 'I forgot my password. What do I do?',
          answer:
            'Choose “Forgot password?” on the sign-in page and enter the code sent to your recovery mobile number, or bring your staff ID card to the e-services office in the Administration Building, ground floor, room G12.',
        },
        {
          question: 'My mailbox is nearly full. What can I do?',
          answer:
            'Outlook warns you when your 100GB mailbox is nearly full. Move large attachments to your 5TB cloud storage and share links to them instead of attaching files.',
        },
        {
          question: 'How do I get a mail group for a committee or a project?',
          answer:
            'Ask technical support at support@alrowad.edu.sd, naming the group, its members and the person who will manage it; requests from a head of department or a committee chair are set up within 2 working days.',
        },
        {
          question: 'What happens to my account when I leave the college?',
          answer:
            'Human Resources informs technical support, and your account is closed after your last working day. Hand over your department’s files and mail to your head of department before you leave.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'support',
      heading: 'Help with your e-mail',
      intro:
        'Technical support answers the phone from 8am to 8pm and replies to e-mail within 24 hours.',
      items: emailSupport,
    },
  ],
} satisfies PageInput;
