import type { PageInput } from '../../../page-schema';
import { admissionOfficeContacts } from '../../common/admission';

export const page = {
  title: 'Fees and Costs',
  navLabel: 'Fees and costs',
  description:
    'Every amount the college publishes in one place: the application fee, tuition, housing, scholarships and how to pay.',
  intro: [
    'The application fee is {{fee.application}}. Below are the tuition of each programme, the cost of housing and the scholarships, each amount in the currency the college states it in.',
    'Where a programme’s tuition is set each year, ask the Admission and Registration Office for it before you apply.',
  ],
  sections: [
    {
      type: 'table',
      id: 'application',
      heading: 'Applying',
      caption: 'Application fee',
      columns: ['Item', 'Amount', 'Notes'],
      rows: [
        [
          'Application fee',
          '{{fee.application}}',
          'Non-refundable, paid once for each application; six passport photos are also needed.',
        ],
      ],
    },
    {
      type: 'table',
      id: 'tuition',
      heading: 'Tuition',
      intro:
        'Where a programme sets its tuition each year, the office gives the current amount on request.',
      caption: 'Tuition of each programme',
      columns: ['Programme', 'Tuition', 'Length of study'],
      rows: [
        ['Medicine and General Surgery', '{{tuition.medicine}}', '6 years plus an internship year'],
        ['Bachelor of Nursing', '{{tuition.nursing-bachelor}}', '4 years'],
        ['Diploma in Nursing', '{{tuition.nursing-diploma}}', '2.5 years'],
        ['Medical Laboratory Sciences', '{{tuition.medical-labs}}', '4 years'],
        ['Information Technology', '{{tuition.it}}', '4 years'],
        ['Law', '{{tuition.law}}', '4 years'],
        ['Business Administration', '{{tuition.business}}', '4 years'],
        ['Media', '{{tuition.media}}', '4 years'],
      ],
    },
    {
      type: 'table',
      id: 'housing',
      heading: 'Housing',
      intro:
        'Student housing is optional and paid monthly. Applications open two months before each semester.',
      caption: 'Monthly cost of each type of housing',
      columns: ['Housing', 'Monthly cost', 'Places'],
      rows: [
        ['Standard housing', '{{housing.standard}}', '200 students'],
        ['Premium housing', '{{housing.premium}}', '100 students'],
        ['Family housing', '{{housing.family}}', '50 units'],
        ['External housing', '{{housing.external}}', 'Within 3 km of the campus'],
      ],
    },
    {
      type: 'list',
      id: 'reductions',
      heading: 'Scholarships that reduce fees',
      style: 'checks',
      items: [
        'Academic excellence: 25% to 100% of fees (gold 100% for an average of 95% or more, silver 75% for 90% to 94.9%, bronze 50% for 85% to 89.9%).',
        'Financial need: 25% to 100% of fees.',
        'Excellence in activities: 25% to 50% of fees.',
        'International students’ excellence: 50% to 100% of fees.',
        'A scholarship combining need and excellence covers at most 100% of fees.',
      ],
    },
    {
      type: 'text',
      id: 'currencies',
      heading: 'Why two currencies',
      paragraphs: [
        'The college states the application fee in Sudanese pounds, and tuition and housing in riyals. This page keeps each amount exactly as the college states it and converts nothing: ask the office which currency and exchange rate apply on the day you pay.',
      ],
    },
    {
      type: 'contact',
      id: 'pay',
      heading: 'How to pay, and whom to ask',
      items: [
        { label: 'How to pay', value: '{{paymentMethod}}' },
        { label: 'Bank', value: '{{bankName}}' },
        { label: 'Account name', value: '{{accountName}}' },
        { label: 'Account number', value: '{{accountNumber}}' },
        { label: 'Branch', value: '{{branch}}' },
        { label: 'Mobile payment', value: '{{mobilePayment}}' },
        ...admissionOfficeContacts,
      ],
    },
    {
      type: 'callout',
      id: 'next',
      heading: 'Ready to apply?',
      body: ['Read the admission requirements, then apply and upload your documents online.'],
      actions: [
        { label: 'Admission requirements', href: '/admission' },
        { label: 'Scholarships', href: '/study/scholarships' },
        { label: 'Student housing', href: '/campus-life/housing' },
      ],
    },
  ],
} satisfies PageInput;
