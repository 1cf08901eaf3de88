/**
 * The one-time seed of the academic calendar (issue #22): the years of
 * seeds/academic-calendar-seed.ts, each with its semesters, dates and a first revision, into a
 * fresh database, once, and never into a calendar that already has years (seed-once.ts).
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import type { Db } from './db';
import { academicYearRevisions, academicYears } from './schema';
import { SEED_AUTHOR, seedOnce } from './seed-once';
import { academicCalendarSeed, academicYearSeedDraft } from './seeds/academic-calendar-seed';
import { writeYearContent } from './write-academic-year';

/** When the seeded years count as published: before the site moved them here, once and for all. */
export const CALENDAR_SEED_PUBLISHED_AT = new Date('2026-11-01T00:00:00+02:00');

/** Seeds the calendar if this database never was and has no year; returns the years seeded. */
export async function seedAcademicCalendar(db: Db): Promise<number> {
  return seedOnce(db, 'academic-calendar', academicYears, async (tx) => {
    for (const seed of academicCalendarSeed) {
      const draft = academicYearSeedDraft(seed);
      await tx.insert(academicYears).values({
        year: seed.year,
        status: seed.published ? 'published' : 'draft',
        publishAt: seed.published ? CALENDAR_SEED_PUBLISHED_AT : null,
        updatedBy: SEED_AUTHOR,
      });
      await writeYearContent(tx, seed.year, draft);
      await tx
        .insert(academicYearRevisions)
        .values({ year: seed.year, snapshot: draft, reason: 'seeded', savedBy: SEED_AUTHOR });
    }
    return academicCalendarSeed.length;
  });
}
