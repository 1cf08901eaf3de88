/**
 * The admission dates a visitor asks first, computed from today's date: the medicine programme's
 * application window (1 Rajab to 15 Shaban each year, spec 001 section 9) with its Gregorian
 * dates, and the next intake from the academic calendar.
 *
 * Hijri dates follow the Umm al-Qura calendar of the ICU data in Node.js (Intl); where the month
 * starts by moon sighting the dates may differ by a day, which the page says.
 */
import type { AcademicYearDraft } from './academic-calendar';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface HijriDate {
  year: number;
  month: number;
  day: number;
}

const hijriParts = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  day: 'numeric',
  month: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** The Hijri (Umm al-Qura) date of a UTC day. */
export function hijriOf(date: Date): HijriDate {
  const parts = Object.fromEntries(hijriParts.formatToParts(date).map((p) => [p.type, p.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
}

/** Midnight UTC of a date's day. */
export function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

/** The day as YYYY-MM-DD. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const RAJAB = 7;
const SHABAN = 8;

export interface HijriWindow {
  /** First and last day, YYYY-MM-DD (Gregorian). */
  start: string;
  end: string;
  hijriYear: number;
  /** Today falls inside the window. */
  open: boolean;
}

/**
 * The medicine application window that is open today or comes next: 1 Rajab to 15 Shaban of
 * the Hijri year, found day by day (a Hijri year is about 354 days).
 */
export function medicineWindow(today: Date): HijriWindow {
  const day = utcDay(today);
  let end = day;
  for (let i = 0; i < 400; i++) {
    const hijri = hijriOf(end);
    if (hijri.month === SHABAN && hijri.day === 15) break;
    end = new Date(end.getTime() + DAY_MS);
  }
  let start = end;
  while (!(hijriOf(start).month === RAJAB && hijriOf(start).day === 1)) {
    start = new Date(start.getTime() - DAY_MS);
  }
  return {
    start: isoDay(start),
    end: isoDay(end),
    hijriYear: hijriOf(end).year,
    open: start.getTime() <= day.getTime(),
  };
}

/** A first semester of the published calendar: its academic year and its dates. */
export interface FirstSemester {
  year: string;
  registrationStart: string;
  registrationEnd?: string;
  classesStart: string;
}

/**
 * The first semesters of the published calendar (src/server/calendar/published-calendar.ts),
 * with their registration and class dates: a first semester's first date is its registration,
 * its second the start of classes.
 */
export function publishedFirstSemesters(
  years: readonly { year: string; draft: AcademicYearDraft }[],
): FirstSemester[] {
  return years.flatMap(({ year, draft }) =>
    draft.semesters
      .filter((semester) => semester.type === 'regular' && semester.dates.length > 0)
      .map((semester) => {
        const [registration, classes] = semester.dates;
        return {
          year,
          registrationStart: registration!.start,
          ...(registration!.end ? { registrationEnd: registration!.end } : {}),
          classesStart: (classes ?? registration)!.start,
        };
      }),
  );
}

export type Intake =
  /** The calendar has it: exact dates. */
  | { kind: 'published'; semester: FirstSemester }
  /** Not published yet: the academic year, and the month its classes start every year. */
  | { kind: 'expected'; year: string; month: string };

/**
 * The next intake: the first first-semester of the calendar whose classes have not started;
 * after the last published one, the following academic year, expected in the month the
 * published first semesters start (the same every year).
 */
export function nextIntake(today: Date, semesters: FirstSemester[]): Intake {
  const day = isoDay(utcDay(today));
  const sorted = semesters.toSorted((a, b) => a.classesStart.localeCompare(b.classesStart));
  const next = sorted.find((semester) => semester.classesStart >= day);
  if (next) return { kind: 'published', semester: next };
  const last = sorted.at(-1);
  const lastStart = last ? new Date(`${last.classesStart}T00:00:00Z`) : utcDay(today);
  // The next year after today's academic year (or after the last published one).
  let yearStart = Math.max(lastStart.getUTCFullYear() + 1, utcDay(today).getUTCFullYear());
  const month = lastStart.getUTCMonth() + 1;
  if (`${yearStart}-${String(month).padStart(2, '0')}-31` < day) yearStart += 1;
  return {
    kind: 'expected',
    year: `${yearStart}-${yearStart + 1}`,
    month: `${yearStart}-${String(month).padStart(2, '0')}`,
  };
}

/**
 * The intakes an applicant may choose on the application form: the next one and the one after
 * (academic years, "2027-2028"). The server checks a submitted intake against the same list.
 */
export function offeredIntakes(today: Date, semesters: FirstSemester[]): string[] {
  const next = nextIntake(today, semesters);
  const year = next.kind === 'published' ? next.semester.year : next.year;
  const start = Number(year.slice(0, 4));
  return [year, `${start + 1}-${start + 2}`];
}
