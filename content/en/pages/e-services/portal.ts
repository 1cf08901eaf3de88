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
  title: 'E-Services Portal',
  description:
    'The e-services portal for students, faculty and staff: registration, results, payments, grade entry, HR and maintenance requests.',
  intro: [
    "The portal brings the college's online services together. Students register for courses, view their results and transcripts, submit academic requests such as apology, deferral and re-enrolment, and pay fees.",
    'Faculty members manage their courses, enter grades and view their teaching schedules, and staff handle HR, hall booking, maintenance requests and logistics. Live support is available from 8am to 4pm.',
  ],
  sections: [
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
} satisfies PageInput;
