import type { PageInput } from '../../../page-schema';
import { officeHours } from '../../common/campus';
import { housingContact, housingGuideHref } from '../../../campus-facts';

export const page = {
  title: 'Student Housing',
  description:
    'Standard, premium, family and external housing: monthly costs from {{housing.standard}}, facilities, rules and how to apply.',
  intro: [
    'The college offers four housing options. Standard housing costs {{housing.standard}} and premium housing {{housing.premium}}, for 200 and 100 students respectively; family housing offers 50 units at {{housing.family}}.',
    'External housing within 3 km of campus costs {{housing.external}}. Applications open 2 months before each semester, and no visitors are allowed after 10 pm.',
  ],
  sections: [
    {
      type: 'tabs',
      id: 'types',
      heading: 'Types of housing and prices',
      defaultTab: 'standard',
      tabs: [
        {
          id: 'standard',
          label: 'Standard housing',
          sections: [
            {
              type: 'text',
              heading: 'Standard housing',
              paragraphs: [
                'Furnished double rooms for two students, in separate buildings for men and women on campus, with shared bathrooms and a shared kitchen on each floor.',
              ],
            },
            {
              type: 'facts',
              heading: 'At a glance',
              items: [
                { label: 'Capacity', value: '200 students' },
                { label: 'Monthly cost', value: '{{housing.standard}}' },
                {
                  label: 'Location',
                  value: 'Block A (men) and Block B (women), north of the campus on Street 17',
                },
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'A bed, desk and wardrobe for each student',
                'An evaporative air cooler in every room',
                'Wi-Fi',
                'A shared kitchen and bathrooms on each floor',
                'A resident supervisor in each building',
              ],
            },
          ],
        },
        {
          id: 'premium',
          label: 'Premium housing',
          sections: [
            {
              type: 'text',
              heading: 'Premium housing',
              paragraphs: [
                'Air-conditioned single rooms with a private bathroom, for students who prefer privacy and quiet, with weekly cleaning and a study room on each floor.',
              ],
            },
            {
              type: 'facts',
              heading: 'At a glance',
              items: [
                { label: 'Capacity', value: '100 students' },
                { label: 'Monthly cost', value: '{{housing.premium}}' },
                {
                  label: 'Location',
                  value:
                    'Block C, north of the campus on Street 17, with separate wings for men and women',
                },
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'A single room with a private bathroom',
                'Air conditioning and a small fridge in every room',
                'Weekly room cleaning',
                'A quiet study room on each floor',
                'High-speed Wi-Fi',
              ],
            },
          ],
        },
        {
          id: 'family',
          label: 'Family housing',
          sections: [
            {
              type: 'text',
              heading: 'Family housing',
              paragraphs: [
                'Self-contained flats for married students and postgraduate students with their families, in a quiet compound with its own entrance.',
              ],
            },
            {
              type: 'facts',
              heading: 'At a glance',
              items: [
                { label: 'Capacity', value: '50 units' },
                { label: 'Monthly cost', value: '{{housing.family}}' },
                {
                  label: 'Location',
                  value: 'Family housing compound, east of the campus beside Gate 2 on Street 35',
                },
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'Two bedrooms, a living room, a kitchen and a bathroom in each flat',
                'Air conditioning in every room',
                'A parking space for each unit',
                'A shaded children’s playground',
                'A guard around the clock',
              ],
            },
          ],
        },
        {
          id: 'external',
          label: 'External housing',
          sections: [
            {
              type: 'text',
              heading: 'External housing',
              paragraphs: [
                'Private flats approved by the housing office in nearby neighbourhoods, within 3 km of the campus. The office inspects them every semester and provides a standard tenancy agreement.',
              ],
            },
            {
              type: 'facts',
              heading: 'At a glance',
              items: [
                { label: 'Capacity', value: 'Depends on the flats approved each semester' },
                {
                  label: 'Monthly cost',
                  value: '{{housing.external}}, depending on the size of the flat',
                },
                {
                  label: 'Location',
                  value: 'Al-Riyadh, Al-Taif and Al-Mamoura, no more than 3 km from the campus',
                },
              ],
            },
            {
              type: 'list',
              heading: 'Features',
              style: 'checks',
              items: [
                'Flats inspected by the housing office for safety and cleanliness',
                "A standard tenancy agreement that protects the student's rights",
                'The housing office follows up any dispute with the landlord',
                'Close to the bus routes to the campus',
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'list',
      id: 'facilities',
      heading: 'Shared facilities',
      style: 'checks',
      items: [
        'Study rooms open 24 hours a day',
        'A self-service laundry in each building',
        'A prayer room in each building',
        'A backup generator and water tanks',
        'The residences cafeteria and meal plans',
        'Security around the clock, with entry by housing card',
        'Close to the medical clinic and the sports facilities',
      ],
    },
    {
      type: 'steps',
      id: 'apply',
      heading: 'How to apply',
      intro: 'Applications for housing open 2 months before each semester.',
      items: [
        {
          title: 'Submit the application',
          body: 'Fill in the housing application on the e-services portal, choosing your preferred type of housing and an alternative.',
        },
        {
          title: 'Review by the housing office',
          body: 'The housing office reviews applications by priority and the places available, and announces the result on the portal.',
        },
        {
          title: 'Pay the fees',
          body: "Pay the first month's cost and the deposit by electronic bank payment within a week of your acceptance.",
        },
        {
          title: 'Receive your room and sign the contract',
          body: 'Collect your room or unit and its keys and sign the housing contract at the housing office.',
        },
        {
          title: 'Attend the orientation',
          body: 'Attend the orientation on the housing rules, facilities and emergency services in your first week.',
        },
      ],
    },
    {
      type: 'list',
      id: 'rules',
      heading: 'Housing rules',
      style: 'numbered',
      items: [
        'No visitors after 10 pm; visitors are received in the reception lounge only.',
        'Every visitor signs in at reception with an identity card, and visitors may not stay overnight.',
        'Quiet hours are from 11 pm to 6 am.',
        'No smoking and no high-power electrical appliances; cooking only in the shared kitchens.',
        'Tell the housing supervisor if you will be away overnight.',
        'Rooms may be changed only with the approval of the housing office.',
        'The monthly cost is paid by the 5th of each month.',
        'Students pay for repairing any furniture or equipment they damage; rooms are inspected once a month.',
      ],
    },
    {
      type: 'faq',
      id: 'faq',
      heading: 'Frequently asked questions',
      items: [
        {
          question: 'When can I apply for housing?',
          answer:
            'Applications open on the e-services portal 2 months before each semester and close when the places are full.',
        },
        {
          question: 'How are places prioritised?',
          answer:
            'Priority goes to students from outside Khartoum State, first-year students and students with disabilities, then by financial need and the date of application.',
        },
        {
          question: 'Can I choose my roommate in standard housing?',
          answer:
            'Yes, if both students apply in the same period and each names the other; the office meets the request as places allow.',
        },
        {
          question: 'Does housing stay open during the holidays?',
          answer:
            'It stays open between semesters for students who ask in advance, and closes in the summer except for students on the summer semester or training.',
        },
        {
          question: 'Who is my contract with in external housing?',
          answer:
            'You sign a standard agreement with the owner of the approved flat and pay the rent to them directly; the housing office makes sure the agreement is respected and inspects the flat.',
        },
        {
          question: 'Can international students apply for housing?',
          answer:
            'Yes. Places are reserved for them in standard and premium housing, and they can apply before they arrive in Sudan.',
        },
      ],
    },
    {
      type: 'callout',
      id: 'apply-now',
      heading: 'Apply now',
      body: [
        'Apply for housing on the e-services portal while applications are open, and keep a copy of the full housing guide: the types, costs, rules and steps in a single file.',
      ],
      actions: [
        { label: 'Apply for housing', href: '/e-services/portal' },
        {
          label: 'Download the full housing guide (PDF)',
          href: housingGuideHref.en,
          srLabel: 'Download the full housing guide, PDF file',
        },
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Housing office',
      items: [
        { label: 'E-mail', value: housingContact.email, href: housingContact.question },
        { label: 'Phone', value: housingContact.phone.value, href: housingContact.phone.href },
        { label: 'Location', value: 'Student Services Building, first floor' },
        { label: 'Hours', value: officeHours },
      ],
    },
  ],
} satisfies PageInput;
