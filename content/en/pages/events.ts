import type { PageInput } from '../../page-schema';

export const page = {
  title: 'Upcoming Events',
  navLabel: 'Events',
  description:
    'Upcoming events at the college: the open day, the scientific conference, the first graduation ceremony and the sports day.',
  intro: [
    "See what is coming up at the college, from the applicants' open day and the annual scientific conference to the graduation of the first cohort and the sports day, with the date, time and venue of each.",
    'Add any event to your calendar with its calendar file or in Google Calendar or Outlook, or download every event in one file.',
  ],
  sections: [],
} satisfies PageInput;
