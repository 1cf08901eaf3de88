/**
 * The academic calendar's published data (spec 000 sections 2 and 3): for each academic year,
 * its semesters, each with a type and a list of events. Dates are ISO dates here (so the
 * calendar can be exported as .ics); the page shows them formatted in its language, and the
 * editor treats them as the spec's free text.
 */
import { z } from 'zod';

const text = z.string().trim().min(1);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD');

export const academicYears = ['2023-2024', '2024-2025', '2025-2026'] as const;
export type AcademicYear = (typeof academicYears)[number];
export const defaultAcademicYear: AcademicYear = '2024-2025';

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
