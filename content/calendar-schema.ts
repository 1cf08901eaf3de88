/**
 * The academic calendar's published data (spec 000 sections 2 and 3): for each academic year,
 * its semesters, each with a type and a list of events. Dates are ISO dates here (so the
 * calendar can be exported as .ics); the page shows them formatted in its language, and the
 * editor treats them as the spec's free text.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

/**
 * The spec's three years, and 2026-2027 in the same shape (example dates for the college to
 * confirm, README) until staff publish calendars.
 */
export const academicYears = ['2023-2024', '2024-2025', '2025-2026', '2026-2027'] as const;
export type AcademicYear = (typeof academicYears)[number];
/** The spec's default, shown when no year of the calendar contains today's date. */
export const defaultAcademicYear: AcademicYear = '2024-2025';

/** The month (1-12) an academic year starts in: registration for its first semester, 1 August. */
export const ACADEMIC_YEAR_START_MONTH = 8;

/**
 * The academic year containing a date ('2026-2027' from 1 August 2026 to 31 July 2027), when
 * the calendar has it; otherwise the spec's default year.
 */
export function academicYearOf(date: Date): AcademicYear {
  const year = date.getUTCFullYear();
  const first = date.getUTCMonth() + 1 >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
  const label = `${first}-${first + 1}`;
  return (academicYears as readonly string[]).includes(label)
    ? (label as AcademicYear)
    : defaultAcademicYear;
}

/** regular is shown as First Semester, second as Second Semester, summer as Summer Semester. */
export const semesterTypes = ['regular', 'second', 'summer'] as const;
export type SemesterType = (typeof semesterTypes)[number];

export const calendarEventSchema = z.object({
  event: text,
  /** First day. */
  start: isoDate,
  /** Last day, inclusive, for a period. */
  end: isoDate.optional(),
  notes: text,
});

export const semesterSchema = z.object({
  /** Stable id, e.g. '2024-2025-first'. */
  id: z.string().regex(/^[a-z0-9-]+$/),
  name: text,
  type: z.enum(semesterTypes),
  events: z.array(calendarEventSchema).min(1),
});

export const calendarSchema = z.object({
  years: z.object(
    Object.fromEntries(academicYears.map((year) => [year, z.array(semesterSchema).min(1)])) as {
      [Y in AcademicYear]: z.ZodArray<typeof semesterSchema>;
    },
  ),
  /** The general notes under the calendar (spec: may change; holidays; official announcements). */
  generalNotes: z.array(text).length(3),
});
export type CalendarContent = z.infer<typeof calendarSchema>;
export type SemesterContent = z.infer<typeof semesterSchema>;
