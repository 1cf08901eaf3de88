/**
 * The one-time seed of the academic calendar (issue #22): the years of
 * seeds/academic-calendar-seed.ts, each with its semesters, dates and a first revision, into a
 * fresh database; like the news's (seed-news.ts), recorded once in `seeds`, and never written to
 * a calendar that already has years.
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import { count } from 'drizzle-orm';
import type { Db } from './db';
import { academicYearRevisions, academicYears, seeds } from './schema';
import { SEED_AUTHOR } from './seed-news';
import { academicCalendarSeed, academicYearSeedDraft } from './seeds/academic-calendar-seed';
import { writeYearContent } from './write-academic-year';

/** When the seeded years count as published: before the site moved them here, once and for all. */
export const CALENDAR_SEED_PUBLISHED_AT = new Date('2026-11-01T00:00:00+02:00');

/** Seeds the calendar if this database never was and has no year; returns the years seeded. */
export async function seedAcademicCalendar(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seeds)
      .values({ name: 'academic-calendar' })
      .onConflictDoNothing()
      .returning({ name: seeds.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ rows: count() }).from(academicYears);
    if ((existing?.rows ?? 0) > 0) return 0;
    for (const seed of academicCalendarSeed) {
      const draft = academicYearSeedDraft(seed);
      await tx.insert(academicYears).values({
        year: seed.year,
        status: seed.published ? 'published' : 'draft',
        publishAt: seed.published ? CALENDAR_SEED_PUBLISHED_AT : null,
        updatedBy: SEED_AUTHOR,
      });
      await writeYearContent(tx as unknown as Db, seed.year, draft);
      await tx
        .insert(academicYearRevisions)
        .values({ year: seed.year, snapshot: draft, reason: 'seeded', savedBy: SEED_AUTHOR });
    }
    return academicCalendarSeed.length;
  });
}
