import type { PageInput } from '../../page-schema';

export const page = {
  title: 'Notices and Circulars',
  navLabel: 'Notices and circulars',
  description:
    "The college's current notices and circulars for students, staff and applicants: exam timetables, results, closures and holidays, each with its attached file.",
  intro: [
    'These are the notices and circulars in force today, the urgent ones first, then the newest. Each audience has its own page with its current notices and the archive of those that have ended.',
  ],
  sections: [],
} satisfies PageInput;
