/**
 * The academic calendar page's general notes and the staff directory of both languages,
 * validated with their Zod schemas when first imported (so the build fails on a malformed
 * record). The calendar's years are published from the database (src/server/calendar).
 */
import type { Locale } from '../src/i18n/routing';
import { academicCalendar as arCalendar } from './ar/academic-calendar';
import { staff as arStaff } from './ar/staff';
import { calendarSchema, type CalendarContent } from './calendar-schema';
import { academicCalendar as enCalendar } from './en/academic-calendar';
import { staff as enStaff } from './en/staff';
import { staffSchema, type StaffContent } from './staff-schema';
import { parseContent } from './parse';

const calendars: Record<Locale, CalendarContent> = {
  ar: parseContent(calendarSchema, arCalendar, 'ar/academic-calendar.ts'),
  en: parseContent(calendarSchema, enCalendar, 'en/academic-calendar.ts'),
};
const directories: Record<Locale, StaffContent> = {
  ar: parseContent(staffSchema, arStaff, 'ar/staff.ts'),
  en: parseContent(staffSchema, enStaff, 'en/staff.ts'),
};

/** The academic calendar page's fixed words in one language. */
export function getAcademicCalendar(locale: Locale): CalendarContent {
  return calendars[locale];
}

/** The published staff directory in one language. */
export function getStaffDirectory(locale: Locale): StaffContent {
  return directories[locale];
}
