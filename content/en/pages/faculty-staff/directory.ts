import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Staff Directory',
  description:
    'Find faculty members and staff by name, department or title, with their e-mail addresses and phone numbers.',
  intro: [
    'Search the directory by name, department or job title, or choose a department filter, to find the e-mail address and phone number of a faculty or staff member.',
    'The directory lists each department’s office holders and contacts, not all of the college’s 250+ teaching staff; to reach someone who is not listed, write to their department.',
    'Changes made on this page stay only while it is open and are not saved when it is reloaded.',
  ],
  sections: [],
} satisfies PageInput;
