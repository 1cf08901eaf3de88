/**
 * The academic calendar page's fixed words (spec 000 section 2): the general notes under the
 * calendar. The years, semesters and dates are published by staff from the database (issue #22,
 * src/lib/academic-calendar.ts).
 */
import { z } from 'zod';

const text = z.string().trim().min(1);

export const calendarSchema = z.object({
  /** The general notes under the calendar (spec: may change; holidays; official announcements). */
  generalNotes: z.array(text).length(3),
});
export type CalendarContent = z.infer<typeof calendarSchema>;
