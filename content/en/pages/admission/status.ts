import type { PageInput } from '../../../page-schema';
import { admissionOfficeContacts } from '../../common/admission';

export const page = {
  title: 'Application Status',
  navLabel: 'Application status',
  description:
    'Check where your application is with the admission office: enter its reference number and the e-mail address you applied with.',
  intro: [
    'Enter the reference number from your confirmation e-mail (RWD-YYYY-XXXXXX) and the e-mail address you applied with. The page shows where your application is with the admission office and when that last changed, never its documents or your details.',
  ],
  sections: [
    {
      type: 'text',
      id: 'reference',
      heading: 'Where to find your reference number',
      paragraphs: [
        'Your reference number is in the confirmation e-mail sent once your three documents were uploaded, and on the confirmation shown at the end of the application. An application appears here only once its three documents are uploaded.',
        'If you cannot find it, write to the admission office from the e-mail address you applied with, giving your full name and the programme you applied to.',
      ],
    },
    {
      type: 'contact',
      id: 'contact',
      heading: 'Questions about your application',
      items: [...admissionOfficeContacts],
    },
  ],
} satisfies PageInput;
