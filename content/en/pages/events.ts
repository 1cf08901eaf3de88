import type { PageInput } from '../../page-schema';

export const page = {
  title: 'Upcoming Events',
  navLabel: 'Events',
  description:
    "Upcoming events at the college: open days, conferences, graduation ceremonies and students' activities, with the date and place of each.",
  intro: [
    'See what is coming up at the college, with the date, time and venue of each event.',
    'Add any event to your calendar with its calendar file or in Google Calendar or Outlook, download every event in one file, or subscribe to the events calendar so that new ones reach you by themselves.',
  ],
  sections: [],
} satisfies PageInput;
