import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Biography of Dr. Hassan Abdelrahim Eltayeb',
  navLabel: 'Biography',
  description:
    'The education, professional experience, awards, publications and skills of Dr. Hassan Abdelrahim Eltayeb, and how to contact him.',
  intro: [
    'Dr. Hassan Abdelrahim Eltayeb teaches mathematics, statistics, information technology, artificial intelligence and geographic information systems.',
    'His biography sets out his education, professional experience, awards, publications and skills, with a contact card for sending messages and booking appointments.',
  ],
  sections: [],
} satisfies PageInput;
