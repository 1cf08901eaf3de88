/**
 * The academic calendar as visitors see it (issue #22): the years published and due, with their
 * semesters and dates, read from the database on each request (a few small queries), so a year
 * an editor publishes, changes or withdraws shows at once.
 */
import 'server-only';
import { asc } from 'drizzle-orm';
import {
  defaultCalendarYear,
  yearView,
  type AcademicYearDraft,
  type AcademicYearView,
} from '@/lib/academic-calendar';
import { collegeToday } from '@/lib/college-time';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { academicYears } from '../db/schema';
import { readYearContents } from '../db/write-academic-year';
import { publishedAndDue } from '../publishing/publication';
import { readPublished } from '../publishing/read-published';

/** The published years with their contents, as listPublishedYears reads them. */
export type PublishedYears = { year: string; draft: AcademicYearDraft }[];

/** The published years, oldest first, each in both languages. */
export async function listPublishedYears(db: Db, now: Date = new Date()): Promise<PublishedYears> {
  const rows = await db
    .select({ year: academicYears.year })
    .from(academicYears)
    .where(publishedAndDue(academicYears, now))
    .orderBy(asc(academicYears.year));
  const years = rows.map((row) => row.year);
  const contents = await readYearContents(db, years);
  return years.map((year) => ({ year, draft: contents.get(year)! }));
}

/**
 * The published years for a page (the calendar, the key dates, the application form's
 * intakes): listPublishedYears on the site's database, or the years last read when the database
 * fails (read-published.ts).
 */
export function readPublishedYears(now: Date = new Date()): Promise<PublishedYears> {
  return readPublished('calendar-years', (db) => listPublishedYears(db, now));
}

/** The published calendar in one language, and the year it opens on. */
export async function publishedCalendar(
  db: Db,
  locale: Locale,
  now: Date = new Date(),
): Promise<{ years: AcademicYearView[]; defaultYear: string | null }> {
  return calendarOf(await listPublishedYears(db, now), locale, now);
}

/** Published years in one language, and the year the calendar opens on. */
export function calendarOf(
  published: PublishedYears,
  locale: Locale,
  now: Date = new Date(),
): { years: AcademicYearView[]; defaultYear: string | null } {
  return {
    years: published.map(({ year, draft }) => yearView(year, draft, locale)),
    defaultYear: defaultCalendarYear(
      published.map(({ year }) => year),
      collegeToday(now),
    ),
  };
}

/** One published year in one language, or null when it is not (or not yet) published. */
export async function publishedYear(
  db: Db,
  locale: Locale,
  year: string,
  now: Date = new Date(),
): Promise<AcademicYearView | null> {
  const published = await listPublishedYears(db, now);
  const found = published.find((entry) => entry.year === year);
  return found ? yearView(year, found.draft, locale) : null;
}
