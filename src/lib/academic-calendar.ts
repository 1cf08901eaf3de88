/**
 * The academic calendar as staff publish it (issue #22; spec 000 sections 2 and 3): an academic
 * year ("2026-2027") holds semesters, each with a type (regular, second, summer), a name in both
 * languages and its dates (a first day, an optional last day, what happens and notes, both
 * languages). Shared by the calendar desk's form, its endpoints and the public pages. Error
 * codes are keys of `Staff.fieldErrors`.
 *
 * Loaded by the database schema outside the Next.js bundler: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { isCalendarDate } from './college-time';
import { calendarDay } from './record-fields';
import { singleLine } from './single-line';
import { optionalText } from './text-field';

/** regular is shown as First Semester, second as Second Semester, summer as Summer Semester. */
export const semesterTypes = ['regular', 'second', 'summer'] as const;
export type SemesterType = (typeof semesterTypes)[number];

/** The spec's years (spec 000 section 6): seeded published, and never taken off by the seed. */
export const specAcademicYears = ['2023-2024', '2024-2025', '2025-2026'] as const;
/** The spec's default year (2024-2025); the page now opens on today's year when published. */
export const SPEC_DEFAULT_YEAR = '2024-2025';

/** The month (1-12) an academic year starts in: registration for its first semester, 1 August. */
export const ACADEMIC_YEAR_START_MONTH = 8;

export const MAX_SEMESTERS = 6;
export const MAX_DATES_PER_SEMESTER = 20;
export const MAX_SEMESTER_NAME = 120;
export const MAX_DATE_EVENT = 160;
export const MAX_DATE_NOTES = 400;

/** "2026-2027": two consecutive years, from 2000 on. */
export function isAcademicYear(value: string): boolean {
  const match = /^(\d{4})-(\d{4})$/.exec(value);
  if (!match) return false;
  const first = Number(match[1]);
  return first >= 2000 && first <= 2200 && Number(match[2]) === first + 1;
}

/**
 * The academic year containing a day (YYYY-MM-DD, the college's date): "2026-2027" from 1 August
 * 2026 to 31 July 2027.
 */
export function academicYearOfDay(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const first = month >= ACADEMIC_YEAR_START_MONTH ? year : year - 1;
  return `${first}-${first + 1}`;
}

/**
 * The year the calendar opens on: the one containing today when it is published, else the
 * latest published one (issue #22).
 */
export function defaultCalendarYear(published: readonly string[], today: string): string | null {
  const current = academicYearOfDay(today);
  if (published.includes(current)) return current;
  return published.toSorted().at(-1) ?? null;
}

const line = (max: number, tooLong: string) => optionalText(singleLine, max, tooLong);

/** One date of a semester: one day, or a period when it has a last day. */
export const calendarDateSchema = z
  .object({
    start: calendarDay('dateInvalid'),
    /** The last day, inclusive; empty for a single day. */
    end: z.union([z.literal(''), calendarDay('dateInvalid')]),
    eventAr: line(MAX_DATE_EVENT, 'titleTooLong'),
    eventEn: line(MAX_DATE_EVENT, 'titleTooLong'),
    notesAr: line(MAX_DATE_NOTES, 'calendarNotesTooLong'),
    notesEn: line(MAX_DATE_NOTES, 'calendarNotesTooLong'),
  })
  .strict()
  .superRefine(({ start, end }, context) => {
    if (end && end < start) {
      context.addIssue({ code: 'custom', path: ['end'], message: 'calendarEndBeforeStart' });
    }
  });
export type CalendarDateDraft = z.output<typeof calendarDateSchema>;

export const semesterDraftSchema = z
  .object({
    type: z.enum(semesterTypes, { error: 'invalid' }),
    nameAr: line(MAX_SEMESTER_NAME, 'titleTooLong'),
    nameEn: line(MAX_SEMESTER_NAME, 'titleTooLong'),
    dates: z
      .array(calendarDateSchema, { error: 'invalid' })
      .max(MAX_DATES_PER_SEMESTER, { error: 'calendarTooManyDates' }),
  })
  .strict();
export type SemesterDraft = z.output<typeof semesterDraftSchema>;

/** A year as the desk saves it: texts may still be empty in one language while a draft. */
export const academicYearDraftSchema = z
  .object({
    semesters: z
      .array(semesterDraftSchema, { error: 'invalid' })
      .max(MAX_SEMESTERS, { error: 'calendarTooManySemesters' }),
  })
  .strict();
export type AcademicYearDraft = z.output<typeof academicYearDraftSchema>;
export type AcademicYearDraftInput = z.input<typeof academicYearDraftSchema>;

/** A save, with the version the editor read (see `newsSaveSchema`). */
export const academicYearSaveSchema = academicYearDraftSchema.safeExtend({
  version: z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
});

/** A new year: its label, and the year whose semesters and dates it starts from (moved on). */
export const newAcademicYearSchema = z
  .object({
    year: z
      .string({ error: 'calendarYearInvalid' })
      .trim()
      .refine(isAcademicYear, { error: 'calendarYearInvalid' }),
    copyFrom: z
      .string({ error: 'invalid' })
      .refine((value) => value === '' || isAcademicYear(value), { error: 'invalid' }),
  })
  .strict();

/**
 * What is missing before a year can be published, by the field's path
 * (`semesters.0.dates.1.eventEn`) → error code: at least one semester, each named in both
 * languages with at least one date, each date named in both languages.
 */
export function missingYearFields(draft: AcademicYearDraft): Record<string, string> {
  const missing: Record<string, string> = {};
  if (draft.semesters.length === 0) missing.semesters = 'calendarNoSemester';
  draft.semesters.forEach((semester, s) => {
    for (const field of ['nameAr', 'nameEn'] as const) {
      if (!semester[field].trim()) missing[`semesters.${s}.${field}`] = 'requiredToPublish';
    }
    if (semester.dates.length === 0) missing[`semesters.${s}.dates`] = 'calendarNoDate';
    semester.dates.forEach((date, d) => {
      for (const field of ['eventAr', 'eventEn'] as const) {
        if (!date[field].trim())
          missing[`semesters.${s}.dates.${d}.${field}`] = 'requiredToPublish';
      }
    });
  });
  return missing;
}

/** A day a number of years later (29 February becomes 28 February in a common year). */
export function shiftDay(day: string, years: number): string {
  const year = Number(day.slice(0, 4)) + years;
  const shifted = `${String(year).padStart(4, '0')}${day.slice(4)}`;
  return isCalendarDate(shifted) ? shifted : `${shifted.slice(0, 8)}28`;
}

/** A year's semesters and dates moved on by whole years: the start of a new year's calendar. */
export function shiftedDraft(draft: AcademicYearDraft, years: number): AcademicYearDraft {
  return {
    semesters: draft.semesters.map((semester) => ({
      ...semester,
      dates: semester.dates.map((date) => ({
        ...date,
        start: shiftDay(date.start, years),
        end: date.end ? shiftDay(date.end, years) : '',
      })),
    })),
  };
}

/** One date of the calendar in one language, as the page, the files and the search use it. */
export interface CalendarDateView {
  event: string;
  start: string;
  end?: string;
  notes: string;
}

/** One semester in one language. */
export interface SemesterView {
  /** Stable within the year: "2025-2026-1" for its first semester. */
  id: string;
  name: string;
  type: SemesterType;
  events: CalendarDateView[];
}

/** A published year in one language. */
export interface AcademicYearView {
  year: string;
  semesters: SemesterView[];
}

/** A year of both languages in one of them. */
export function yearView(
  year: string,
  draft: AcademicYearDraft,
  locale: 'ar' | 'en',
): AcademicYearView {
  const ar = locale === 'ar';
  return {
    year,
    semesters: draft.semesters.map((semester, s) => ({
      id: `${year}-${s + 1}`,
      name: ar ? semester.nameAr : semester.nameEn,
      type: semester.type,
      events: semester.dates.map((date) => ({
        event: ar ? date.eventAr : date.eventEn,
        start: date.start,
        ...(date.end ? { end: date.end } : {}),
        notes: ar ? date.notesAr : date.notesEn,
      })),
    })),
  };
}
