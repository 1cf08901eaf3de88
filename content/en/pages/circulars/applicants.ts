import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Notices for Applicants',
  navLabel: 'For applicants',
  description:
    "The college's notices for applicants: application dates, interviews and admission results, current ones and the archive.",
  intro: [
    'The notices and circulars for those applying to the college: the current ones first, then the archive of those that have ended, newest first.',
  ],
  sections: [],
} satisfies PageInput;
