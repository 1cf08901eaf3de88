import type { PageInput } from '../../../page-schema';
import {
  callCentre,
  callCentreTel,
  eServicesOffice,
  emailReply,
  liveSupportHours,
  phoneHours,
  supportEmail,
  supportMailto,
} from '../../common/e-services';

export const page = {
  title: 'E-Services Guide',
  description:
    "A guide to the college's e-services: the unified account, the portal, e-mail and the learning platform, and where to get help.",
  intro: [
    'One college account gives students, faculty and staff access to the e-services portal, college e-mail and the learning platform. This guide explains what each service does and how to sign in.',
    'Technical support answers by phone from 8am to 8pm and replies to e-mail within 24 hours.',
  ],
  sections: [
    {
      type: 'list',
      id: 'college-account',
      heading: 'Your college account',
      intro:
        'One college account — one username and one password — opens the e-services portal, college e-mail, the learning platform, the digital library and the campus wireless network.',
      style: 'bullets',
      items: [
        'Who gets one: every registered student, and every faculty and staff member. The Computing and IT Centre creates the account when a student completes registration or when a new employee joins.',
        'Your username: students use the letter s followed by their student number at std.alrowad.edu.sd, for example s20241037@std.alrowad.edu.sd; faculty and staff use firstname.lastname@alrowad.edu.sd, for example amal.ahmed@alrowad.edu.sd. Your username is also your college e-mail address.',
        'Activation: students receive an account slip with their username and a temporary password from the Admission and Registration Office, and new staff from Human Resources. The account is active as soon as you sign in for the first time with the temporary password.',
        'First sign-in: you must change the temporary password and add a mobile number and a personal e-mail address, which are used to recover your password if you forget it.',
        'Password rules: at least 10 characters, with capital and small letters, a number and a symbol; not your name or your student number; not one of your last 5 passwords. Use Latin letters, which every keyboard can type.',
        'Forgotten password: choose “Forgot password?” on any sign-in page and enter the code sent to your recovery mobile number or e-mail. If that does not work, bring your college ID card to the e-services office in the Administration Building, ground floor, room G12.',
      ],
    },
    {
      type: 'steps',
      id: 'first-sign-in',
      heading: 'Signing in for the first time',
      items: [
        {
          title: 'Have your account slip at hand',
          body: 'It shows your username and your temporary password. If you have lost it, bring your college ID card to the e-services office.',
        },
        {
          title: 'Open a sign-in page',
          body: 'Any service will do: the sign-in form on the student or staff e-mail page of this site is the simplest.',
        },
        {
          title: 'Enter your username and temporary password',
          body: 'Type your full username, including the part after @. Passwords are case-sensitive: check that Caps Lock is off and that the keyboard is set to English.',
        },
        {
          title: 'Choose your new password',
          body: 'Follow the password rules above. Do not reuse a password you use on another site.',
        },
        {
          title: 'Add your recovery details',
          body: 'Enter a mobile number and a personal e-mail address and confirm them with the codes you receive. Without them, only the e-services office can reset your password.',
        },
        {
          title: 'Open your other services',
          body: 'Sign in to the portal and the learning platform with the same username and new password.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'portal',
      heading: 'Using the e-services portal',
      items: [
        {
          title: 'Sign in',
          body: 'On the portal page, choose your group — students, faculty or staff — and sign in with your college account.',
        },
        {
          title: 'Find a service',
          body: 'Services are grouped in the menu: registration, results, academic requests and payments for students; courses, grades, schedule and research for faculty; human resources, halls, maintenance and logistics for staff. You can also type the service’s name in the search box.',
        },
        {
          title: 'Submit a request',
          body: 'Fill in the form, attach any supporting document as a PDF or a photo, and check the summary before you choose “Submit”. The portal gives your request a reference number.',
        },
        {
          title: 'Track it',
          body: 'Open “My requests” to see where each request is: submitted, under review, approved or rejected. You also receive an e-mail at each change, and the decision with its reasons.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'email',
      heading: 'Using college e-mail',
      items: [
        {
          title: 'Read mail in a browser',
          body: 'Use the sign-in form on the student or staff e-mail page; it takes you to the college webmail, where you sign in with your college account. Sign out when you finish on a shared computer.',
        },
        {
          title: 'Set up Outlook on a computer',
          body: 'Install Office with your college account (up to 5 devices), open Outlook and enter your college e-mail address; the college sign-in page opens for your password.',
        },
        {
          title: 'Set up Outlook on a phone',
          body: 'Install Microsoft Outlook from Google Play or the App Store, choose “Add account” and sign in with your college address and password.',
        },
        {
          title: 'Keep your mailbox tidy',
          body: 'Save attachments to your cloud storage rather than keeping them in the mailbox, and empty the Deleted Items folder from time to time.',
        },
      ],
    },
    {
      type: 'steps',
      id: 'platform',
      heading: 'Using the learning platform',
      items: [
        {
          title: 'Sign in',
          body: 'Open the e-learning platform page of this site, choose “Go to the platform” and sign in with your college account.',
        },
        {
          title: 'Find your courses',
          body: 'Your courses are listed on your dashboard under “My courses”, within one working day of your registration being confirmed on the portal.',
        },
        {
          title: 'Submit an assignment',
          body: 'Open the assignment, choose “Add submission”, upload your file (PDF, Word, PowerPoint, JPG or PNG, up to 20MB unless your lecturer says otherwise) and choose “Submit”. You receive a receipt by e-mail.',
        },
        {
          title: 'Take a quiz',
          body: 'Check the time the quiz closes and its time limit, then start it on a stable connection. Your answers are saved each time you move to the next page, and the timer keeps running if your connection drops.',
        },
      ],
    },
    {
      type: 'list',
      id: 'security',
      heading: 'Keeping your account safe',
      style: 'checks',
      items: [
        'Never share your password. Technical support and your lecturers will never ask for it, by phone or by e-mail.',
        'Before you type your password, check that the address in the browser ends in alrowad.edu.sd or is the college’s Microsoft sign-in page.',
        'Be wary of messages that threaten to close your account or ask you to “confirm” your password, and forward them to support@alrowad.edu.sd.',
        'Sign out and close the browser when you use a computer in a laboratory or the library.',
        'Keep your phone and computer updated, and lock them with a PIN or a password.',
        'If you think someone knows your password, change it at once and call the call centre on +249 183 555 150.',
      ],
    },
    {
      type: 'faq',
      id: 'troubleshooting',
      heading: 'Troubleshooting',
      items: [
        {
          question: 'My password is not accepted.',
          answer:
            'Check that you typed your full username with the part after @, that Caps Lock is off and that the keyboard is set to English. After 5 wrong attempts the account locks for 15 minutes; wait, or reset your password with “Forgot password?”.',
        },
        {
          question: 'A course I registered for is missing on the learning platform.',
          answer:
            'Courses appear within one working day of your registration being confirmed. If it is still missing after that, check your registration on the portal, then write to support@alrowad.edu.sd with your student number and the course code.',
        },
        {
          question: 'The portal says that my session has expired.',
          answer:
            'For your security the portal signs you out after 30 minutes without activity. Sign in again; a request you had not submitted is kept as a draft under “My requests”.',
        },
        {
          question: 'Outlook on my phone keeps asking for my password.',
          answer:
            'This happens after you change your password. Remove the college account from the Outlook app, add it again and sign in with your new password.',
        },
        {
          question: 'A page of the portal or the platform does not load.',
          answer:
            'Refresh the page, then try another browser or a private window. If it still fails, note the error message or take a screenshot and send it to support@alrowad.edu.sd.',
        },
      ],
    },
    {
      type: 'contact',
      id: 'help',
      heading: 'Getting help',
      intro:
        'When you contact us, give your username or student number, the service you were using and the error message you saw.',
      items: [
        { label: 'Call centre', value: callCentre, href: callCentreTel },
        { label: 'Support e-mail', value: supportEmail, href: supportMailto },
        { label: 'Office', value: eServicesOffice },
        { label: 'Phone support', value: phoneHours },
        { label: 'E-mail replies', value: emailReply },
        {
          label: 'Live support',
          value: `${liveSupportHours}, at the e-services office and in the chat on the portal`,
        },
      ],
    },
  ],
} satisfies PageInput;
