/**
 * Sections of the six e-services pages (below each page's intro in content/en/pages.ts): the
 * platform hub's tabs, the portal's services, student and staff e-mail, faculty personal sites
 * and the e-services guide. The platform's FAQ is content/en/platform-faq.ts; its user guide and
 * support cards, and the e-mail sign-in forms, are built by the page code. The guide page is also
 * printed into the PDF user guide, so it uses only text, list, steps, FAQ and contact blocks.
 */
import type { PageSections } from '../../sections';

/** Technical support for e-services (spec 001, section 9: phone 8am-8pm, e-mail within 24 hours). */
const supportEmail = 'support@alrowad.edu.sd';
const supportMailto = `mailto:${supportEmail}`;
const callCentre = '+249 183 555 150';
const callCentreTel = 'tel:+249183555150';
const eServicesOffice = 'E-services office, Administration Building, ground floor, room G12';
const phoneHours = '8am to 8pm';
const emailReply = 'Within 24 hours';
/** Spec 000, section 9: live support 8am-4pm, on working days. */
const liveSupportHours = 'Sunday to Thursday, 8am to 4pm';

/** The contact lines shared by the two e-mail pages. */
const emailSupport = [
  { label: 'E-mail', value: supportEmail, href: supportMailto },
  { label: 'Call centre', value: callCentre, href: callCentreTel },
  { label: 'Phone support', value: phoneHours },
  { label: 'E-mail replies', value: emailReply },
  { label: 'In person', value: `${eServicesOffice}, ${liveSupportHours}` },
];

export const eServicesSections: PageSections = {
  'e-services/platform': [
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

  'e-services/portal': [
    {
      type: 'callout',
      id: 'sign-in',
      heading: 'Sign in to the portal',
      body: [
        'Choose your group and sign in with your college account: students with their student e-mail address (for example s20241037@std.alrowad.edu.sd), faculty and staff with their college e-mail address (firstname.lastname@alrowad.edu.sd).',
        'Signing in for the first time? Activate your account and change your temporary password first, as the e-services guide explains.',
      ],
      actions: [
        {
          label: 'Students',
          href: 'config:portalStudents',
          srLabel: 'Sign in to the portal as a student',
        },
        {
          label: 'Faculty',
          href: 'config:portalFaculty',
          srLabel: 'Sign in to the portal as a faculty member',
        },
        {
          label: 'Staff',
          href: 'config:portalStaff',
          srLabel: 'Sign in to the portal as a staff member',
        },
      ],
    },
    {
      type: 'cards',
      id: 'student-services',
      heading: 'Student services',
      columns: 2,
      items: [
        {
          title: 'E-registration',
          body: [
            'Register for your courses in the registration period of each semester shown in the academic calendar, add or drop courses within the published dates, and print your registration form.',
          ],
          points: [
            'Registration for the first, second and summer semesters',
            'Adding and dropping courses',
            'Your timetable and registration form',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalStudents',
            srLabel: 'Open e-registration',
          },
        },
        {
          title: 'Results and transcript',
          body: [
            'See your mark in each course as soon as the faculty board approves it, with your semester and cumulative grade point average, and order an official transcript.',
          ],
          points: [
            'Semester results and cumulative GPA',
            'An unofficial transcript to download',
            'Orders for stamped official transcripts',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalStudents',
            srLabel: 'Open results and transcript',
          },
        },
        {
          title: 'Academic requests',
          body: [
            'Submit an academic request with its supporting documents and follow it until the decision, which is also sent to your student e-mail.',
          ],
          points: [
            'Apology for an exam or a course',
            'Deferral of study for a semester or a year',
            'Re-enrolment after a deferral or an interruption',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalStudents',
            srLabel: 'Open academic requests',
          },
        },
        {
          title: 'Payments',
          body: [
            'See what you owe for tuition and other fees, pay online or print a payment slip for the bank, and download a receipt for every payment.',
          ],
          points: [
            'Statement of fees and payments',
            'Online payment or a bank payment slip',
            'Receipts to download',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalStudents',
            srLabel: 'Open payments',
          },
        },
      ],
    },
    {
      type: 'cards',
      id: 'faculty-services',
      heading: 'Faculty services',
      columns: 2,
      items: [
        {
          title: 'Course management',
          body: [
            'Manage the courses you teach: class lists, attendance and the course file, and messages to all the students of a section.',
          ],
          points: [
            'Class lists with student photos',
            'Attendance records for lectures and laboratories',
            'The course description and file for quality review',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalFaculty',
            srLabel: 'Open course management',
          },
        },
        {
          title: 'Grade entry',
          body: [
            'Enter coursework and final exam marks for each section, check the totals, and send them to the head of department for approval.',
          ],
          points: [
            'Coursework and final exam marks',
            'Import from the spreadsheet template',
            'Approval by the head of department and the faculty board',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalFaculty',
            srLabel: 'Open grade entry',
          },
        },
        {
          title: 'Teaching schedule',
          body: [
            'See your lectures, laboratory sessions and exam invigilation duties with their times and rooms, and your teaching load for the semester.',
          ],
          points: [
            'Weekly timetable with rooms',
            'Exam invigilation duties',
            'Teaching load by semester',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalFaculty',
            srLabel: 'Open teaching schedule',
          },
        },
        {
          title: 'Research and grants',
          body: [
            'Apply to the college’s research programmes, report the progress of a funded project and keep your list of publications up to date.',
          ],
          points: [
            'Applications for research funding',
            'Progress and financial reports',
            'Your record of publications',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalFaculty',
            srLabel: 'Open research and grants',
          },
        },
      ],
    },
    {
      type: 'cards',
      id: 'administrative-services',
      heading: 'Administrative services',
      columns: 2,
      items: [
        {
          title: 'Human resources',
          body: [
            'See your personnel file and leave balance, request leave, download your salary slips and ask Human Resources for a letter.',
          ],
          points: [
            'Annual and sick leave requests',
            'Monthly salary slips',
            'Employment and salary certificates',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalStaff',
            srLabel: 'Open human resources',
          },
        },
        {
          title: 'Hall booking',
          body: [
            'Book a lecture hall, a meeting room or the theatre for a class, a meeting or an event, after checking which rooms are free at that time.',
          ],
          points: [
            'Availability of halls and rooms',
            'Equipment: projector, sound system, video conferencing',
            'Confirmation by e-mail',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalStaff',
            srLabel: 'Open hall booking',
          },
        },
        {
          title: 'Maintenance requests',
          body: [
            'Report a fault in a building, a classroom, a laboratory or a piece of equipment, and follow the request until it is fixed.',
          ],
          points: [
            'Electrical, plumbing, air-conditioning and furniture faults',
            'A photo of the fault attached to the request',
            'Progress updates by e-mail',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalStaff',
            srLabel: 'Open maintenance requests',
          },
        },
        {
          title: 'Logistics',
          body: [
            'Request transport, supplies from the stores, and the setting up of a venue for your department’s activities and events.',
          ],
          points: [
            'Vehicles for field visits and official trips',
            'Stationery and consumables',
            'Seating, stages and equipment for events',
          ],
          link: {
            label: 'Open service',
            href: 'config:portalStaff',
            srLabel: 'Open logistics',
          },
        },
      ],
    },
    {
      type: 'cards',
      id: 'help',
      heading: 'Help with the portal',
      intro:
        'E-services technical support answers the phone from 8am to 8pm and replies to e-mail within 24 hours. Many answers are already in the e-services guide.',
      columns: 3,
      items: [
        {
          title: 'Call centre',
          body: [
            'Call or write to technical support about signing in, a service that does not open, or an error message.',
          ],
          facts: [
            { label: 'Phone', value: callCentre, href: callCentreTel },
            { label: 'Phone support', value: phoneHours },
            { label: 'E-mail', value: supportEmail, href: supportMailto },
            { label: 'E-mail replies', value: emailReply },
          ],
          link: {
            label: 'E-services guide',
            href: '/e-services/guide',
            srLabel: 'Read the e-services guide',
          },
        },
        {
          title: 'Live support',
          body: [
            'Talk to an e-services officer in person at the e-services office, or in the chat on the portal once you have signed in.',
          ],
          facts: [
            { label: 'Hours', value: liveSupportHours },
            { label: 'Office', value: eServicesOffice },
            { label: 'Online', value: 'The chat on the portal' },
          ],
        },
        {
          title: 'Guide videos',
          body: [
            'Short videos show each step on screen. They are in the “E-services help” course on the learning platform, open to everyone with a college account.',
          ],
          points: [
            'Activating your account',
            'Registering for courses',
            'Submitting and tracking a request',
            'Paying fees',
          ],
          link: {
            label: 'Watch the videos',
            href: 'config:learningPlatform',
            srLabel: 'Watch the guide videos on the learning platform',
          },
        },
      ],
    },
  ],

  'e-services/student-email': [
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

  'e-services/staff-email': [
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

  'e-services/faculty-sites': [
    {
      type: 'cards',
      id: 'faculty',
      heading: 'Faculty members’ sites',
      columns: 3,
      items: [
        {
          title: 'Dr Amal Eltayeb Ahmed',
          subtitle: 'Associate Professor',
          body: [
            'Notes and clinical skills videos for the surgery course, and her research on surgical site infections.',
          ],
          facts: [
            { label: 'Specialisation', value: 'General surgery' },
            {
              label: 'E-mail',
              value: 'amal.ahmed@alrowad.edu.sd',
              href: 'mailto:amal.ahmed@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Medical Sciences Building, second floor, room 214' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/amal-ahmed',
            srLabel: 'Personal site of Dr Amal Eltayeb Ahmed',
          },
        },
        {
          title: 'Dr Suad Hassan Ali',
          subtitle: 'Assistant Professor',
          body: [
            'Community health nursing courses, field training guides for primary health care centres, and her office hours.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Community health nursing' },
            {
              label: 'E-mail',
              value: 'suad.ali@alrowad.edu.sd',
              href: 'mailto:suad.ali@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Medical Sciences Building, first floor, room 108' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/suad-ali',
            srLabel: 'Personal site of Dr Suad Hassan Ali',
          },
        },
        {
          title: 'Dr Mustafa Adam Yousif',
          subtitle: 'Assistant Professor',
          body: [
            'Practical manuals for the microbiology laboratory and his research on antibiotic resistance in Khartoum hospitals.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Medical microbiology' },
            {
              label: 'E-mail',
              value: 'mustafa.yousif@alrowad.edu.sd',
              href: 'mailto:mustafa.yousif@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Medical Sciences Building, first floor, room 126' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/mustafa-yousif',
            srLabel: 'Personal site of Dr Mustafa Adam Yousif',
          },
        },
        {
          title: 'Prof. Abdelaziz Elnour Hamid',
          subtitle: 'Professor',
          body: [
            'Courses in computer networks and cyber security, his publications, and projects open to final-year students.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Computer networks and information security' },
            {
              label: 'E-mail',
              value: 'abdelaziz.hamid@alrowad.edu.sd',
              href: 'mailto:abdelaziz.hamid@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Information Technology Building, first floor, room 118' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/abdelaziz-hamid',
            srLabel: 'Personal site of Prof. Abdelaziz Elnour Hamid',
          },
        },
        {
          title: 'Dr Reem Abdelgadir Musa',
          subtitle: 'Lecturer',
          body: [
            'Lecture notes and case studies in commercial law, and the moot court calendar of the Department of Law.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Commercial law' },
            {
              label: 'E-mail',
              value: 'reem.musa@alrowad.edu.sd',
              href: 'mailto:reem.musa@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Law and Business Building, first floor, room 105' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/reem-musa',
            srLabel: 'Personal site of Dr Reem Abdelgadir Musa',
          },
        },
        {
          title: 'Dr Sawsan Mirghani Elkhidir',
          subtitle: 'Associate Professor',
          body: [
            'Accounting and auditing courses, exercises with accounting software, and her research on small businesses in Sudan.',
          ],
          facts: [
            { label: 'Specialisation', value: 'Accounting and auditing' },
            {
              label: 'E-mail',
              value: 'sawsan.elkhidir@alrowad.edu.sd',
              href: 'mailto:sawsan.elkhidir@alrowad.edu.sd',
            },
            { label: 'Office', value: 'Law and Business Building, second floor, room 203' },
          ],
          link: {
            label: 'Personal site',
            href: 'https://faculty.alrowad.edu.sd/sawsan-elkhidir',
            srLabel: 'Personal site of Dr Sawsan Mirghani Elkhidir',
          },
        },
      ],
    },
    {
      type: 'steps',
      id: 'request-a-site',
      heading: 'Request or update your personal site',
      intro:
        'Every faculty member can have a personal site at faculty.alrowad.edu.sd. The e-services office sets it up and trains you to keep it up to date.',
      items: [
        {
          title: 'Prepare your content',
          body: 'A short biography, a recent photo, your academic title and specialisation, your office and office hours, the courses you teach, your publications and your CV as a PDF file.',
        },
        {
          title: 'Send your request',
          body: 'E-mail support@alrowad.edu.sd from your college address with the subject “Personal site” and your content attached, or bring it to the e-services office in the Administration Building, ground floor, room G12.',
        },
        {
          title: 'Check your site',
          body: 'The office publishes your site within 5 working days and sends you its address and an editing account. Check it and ask for any correction.',
        },
        {
          title: 'Keep it up to date',
          body: 'Update your courses and office hours at the start of each semester. If you change office or title, or leave the college, tell the e-services office so that this page stays correct.',
        },
      ],
    },
  ],

  'e-services/guide': [
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
};
