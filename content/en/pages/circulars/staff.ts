import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Notices for Staff',
  navLabel: 'For staff',
  description:
    "The college's notices and circulars for its faculty and staff: dates, closures, holidays and work matters, current ones and the archive.",
  intro: [
    "The notices and circulars for the college's faculty and staff: the current ones first, then the archive of those that have ended, newest first.",
  ],
  sections: [],
} satisfies PageInput;
