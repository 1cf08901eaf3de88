import type { PageInput } from '../../../page-schema';

export const page = {
  title: 'Notices for Students',
  navLabel: 'For students',
  description:
    "The college's notices and circulars for students: exam timetables, results, closures and holidays, current ones and the archive.",
  intro: [
    "The notices and circulars for the college's students: the current ones first, then the archive of those that have ended, newest first.",
  ],
  sections: [],
} satisfies PageInput;
