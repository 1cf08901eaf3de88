import type { CalendarContent } from '../calendar-schema';

/**
 * The words under the academic calendar. Its years, semesters and dates are published by staff
 * from the database (/staff/calendar); the ones the site started with are in
 * src/server/db/seeds/academic-calendar-seed.ts.
 */
export const academicCalendar: CalendarContent = {
  generalNotes: [
    'The academic calendar may change according to educational needs; any change is announced in good time.',
    'Holidays follow official, religious and national occasions and are announced when their dates are set.',
    "Please follow the college's official announcements on this website and the notice boards.",
  ],
};
