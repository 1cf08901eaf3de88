import type { PageInput } from '../../../page-schema';
import { officeHours, service } from '../../common/campus';
import { serviceContacts } from '../../../campus-facts';

export const page = {
  title: 'Student Services',
  description:
    'Services for students in five groups, with their locations, opening hours and contact details, and how to request each one.',
  intro: [
    'Student services are organised in five groups. Each service shows its location, its opening hours and its e-mail address and phone number.',
    'You can request a service from its card, and many requests can also be made online through the e-services portal.',
  ],
  sections: [
    {
      type: 'cards',
      id: 'academic',
      heading: 'Academic services',
      columns: 3,
      items: [
        service(
          'Registration and records',
          'Registering and changing courses, enrolment letters, transcripts and the student ID card.',
          'Administration Building, ground floor',
          officeHours,
          serviceContacts.registrar,
        ),
        service(
          'Academic advising',
          'An academic adviser for every student, to help with the study plan, choosing courses and following progress.',
          'Academic department offices',
          officeHours,
          serviceContacts.advising,
        ),
        service(
          'Learning support',
          'One-to-one and group tutoring, study skills workshops, and a support plan for students on academic warning.',
          'Student Services Building, first floor',
          officeHours,
          serviceContacts.learningSupport,
        ),
      ],
    },
    {
      type: 'cards',
      id: 'health',
      heading: 'Health and counselling services',
      columns: 3,
      items: [
        service(
          'Medical clinic',
          'Consultations, first aid and basic medicines free of charge for students, with referral to the teaching hospital when needed.',
          'Student Services Building, ground floor',
          'Sunday–Thursday, 8:00 AM–8:00 PM',
          serviceContacts.clinic,
        ),
        service(
          'Psychological and social counselling',
          'Confidential sessions with professional counsellors for study stress, anxiety and personal difficulties.',
          'Student Services Building, first floor',
          officeHours,
          serviceContacts.counselling,
        ),
        service(
          'Disability support',
          'Examination arrangements, assistive technology and easier access to lecture halls and laboratories.',
          'Student Services Building, ground floor',
          officeHours,
          serviceContacts.disability,
        ),
      ],
    },
    {
      type: 'cards',
      id: 'financial',
      heading: 'Financial services',
      columns: 3,
      items: [
        service(
          'Fees and payments',
          "Students' statements of account, paying fees electronically and arranging instalments.",
          'Administration Building, ground floor',
          'Sunday–Thursday, 8:00 AM–3:00 PM',
          serviceContacts.finance,
        ),
        service(
          'Scholarships',
          'Scholarships for academic excellence, financial need and excellence in activities, and the conditions for keeping them.',
          'Student Services Building, ground floor',
          officeHours,
          serviceContacts.scholarships,
        ),
        service(
          'Career guidance and part-time work',
          "Career advice, CV writing, and part-time jobs on campus and in the college's commercial complex.",
          'Student Services Building, ground floor',
          officeHours,
          serviceContacts.careers,
        ),
      ],
    },
    {
      type: 'cards',
      id: 'campus-living',
      heading: 'Campus living services',
      columns: 3,
      items: [
        service(
          'Student housing',
          'Housing applications and room allocation, approved external housing, and maintenance in the residences.',
          'Student Services Building, first floor',
          officeHours,
          serviceContacts.housing,
        ),
        service(
          'Student transport',
          'College buses on routes from Omdurman, Khartoum Bahri and central Khartoum, with a subscription each semester.',
          'Gate 2, Street 35',
          'Buses: 6:30 AM–5:00 PM; office: Sunday–Thursday, 8:00 AM–4:00 PM',
          serviceContacts.transport,
        ),
        service(
          'Catering and cafeteria',
          'Breakfast and lunch in the college cafeteria, and meal plans for students living in college housing.',
          'Main cafeteria, next to the Student Services Building',
          'Sunday–Thursday, 7:00 AM–7:00 PM',
          serviceContacts.catering,
        ),
      ],
    },
    {
      type: 'cards',
      id: 'technology',
      heading: 'Technology services',
      columns: 3,
      items: [
        service(
          'Help desk and college account',
          'Creating the college account and resetting passwords, and help with college e-mail, the learning platform and the wireless network.',
          'Information Technology Building, second floor',
          officeHours,
          serviceContacts.helpDesk,
        ),
        service(
          'Printing and copying',
          'Printing, copying and binding of assignments and projects for a small charge.',
          'Central Library, ground floor',
          'Sunday–Thursday, 8:00 AM–9:00 PM',
          serviceContacts.printing,
        ),
        service(
          'Access cards and lost property',
          'Access cards for the campus and the residences, replacement of lost cards, and lost property.',
          'Gate 1, security office',
          'Every day, 24 hours',
          serviceContacts.idCards,
        ),
      ],
    },
    {
      type: 'callout',
      id: 'portal',
      heading: 'Request your services online',
      body: [
        'Most student service requests are made on the e-services portal with your single college account, where you can follow your request until it is done. Every office also receives students during its opening hours.',
      ],
      actions: [
        { label: 'E-services portal', href: '/e-services/portal' },
        { label: 'E-services guide', href: '/e-services/guide' },
      ],
    },
  ],
} satisfies PageInput;
