import type { PageInput } from '../../../page-schema';
import { emailSupport } from '../../common/e-services';

export const page = {
  title: 'Student E-mail',
  description:
    'College e-mail for students: a 50GB mailbox, 1TB of cloud storage and Office on 5 devices, through Outlook or the web.',
  intro: [
    'Every student receives a college e-mail account with a 50GB mailbox, 1TB of cloud storage and Office on up to 5 devices.',
    'Use it through Outlook or in a web browser, with the same username and password as your college account.',
  ],
  sections: [
    {
      type: 'stats',
      id: 'at-a-glance',
      heading: 'Your account at a glance',
      items: [
        { value: '50GB', label: 'Mailbox' },
        { value: '1TB', label: 'Cloud storage' },
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
          title: 'Mail and calendar',
          body: [
            'Read your mail in Outlook on a computer, in the Outlook app on your phone, or in any web browser. Lecturers, the Admission and Registration Office and the college send their notices to this address only.',
          ],
        },
        {
          title: '1TB of cloud storage',
          body: [
            'Keep your coursework, reports and project files in your cloud storage: they are backed up, you can open them from any device, and you can share a folder with your project group.',
          ],
        },
        {
          title: 'Office on 5 devices',
          body: [
            'Install Word, Excel, PowerPoint and Outlook on up to 5 devices — computers, tablets and phones — by signing in with your college account.',
          ],
        },
        {
          title: 'Rules for using it',
          body: [
            'Your college e-mail is for your studies and is covered by the college’s IT rules.',
          ],
          points: [
            'Use it for all mail with the college and your lecturers',
            'Do not forward college mail to a personal address',
            'Check it at least once a day',
          ],
        },
      ],
    },
    {
      type: 'steps',
      id: 'first-sign-in',
      heading: 'First sign-in and Outlook on your phone',
      items: [
        {
          title: 'Activate your college account',
          body: 'Your username and temporary password are on the account slip you receive when you register. If you have not activated your account yet, follow the e-services guide.',
        },
        {
          title: 'Sign in on the web',
          body: 'Use the sign-in form on this page with your address, for example s20241037@std.alrowad.edu.sd, and your password. At the first sign-in you choose a new password and add a mobile number for password recovery.',
        },
        {
          title: 'Install Outlook on your phone',
          body: 'Download Microsoft Outlook from Google Play or the App Store. It is free, and it works on slow connections better than the browser.',
        },
        {
          title: 'Add your college account',
          body: 'Open Outlook, choose “Add account”, type your college e-mail address and sign in on the college page that opens. Allow notifications so that you do not miss messages from your lecturers.',
        },
      ],
    },
    {
      type: 'faq',
      id: 'questions',
      heading: 'Questions about student e-mail',
      items: [
        {
          question: 'I forgot my password. What do I do?',
          answer:
            'Choose “Forgot password?” on the sign-in page and enter the code sent to your recovery mobile number. If you did not add one, bring your student ID card to the e-services office in the Administration Building, ground floor, room G12.',
        },
        {
          question: 'My mailbox is full. How do I make space?',
          answer:
            'A full 50GB mailbox stops receiving mail. Delete old messages with large attachments, empty the Deleted Items folder, and keep files in your 1TB cloud storage instead of sending them as attachments.',
        },
        {
          question: 'What happens to my account after I graduate?',
          answer:
            'Your account stays open for 6 months after graduation, then it is closed with its mail and files. Copy what you want to keep to a personal address or device before then; we remind you by e-mail a month before.',
        },
        {
          question: 'Do graduates get an alumni e-mail address?',
          answer:
            'No, the college does not issue separate addresses to graduates. To keep receiving news and job opportunities, register a personal e-mail address with the Training and Career Development Centre before your account closes.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'support',
      heading: 'Help with your e-mail',
      intro:
        'Technical support answers the phone from 8am to 8pm and replies to e-mail within 24 hours. Write from your college address if you can, and give your student number.',
      items: emailSupport,
    },
  ],
} satisfies PageInput;
