/**
 * Writes a year's semesters and dates in place of those it had (in the caller's transaction),
 * and reads them back as a draft: shared by the seed and the calendar desk.
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { AcademicYearDraft } from '../../lib/academic-calendar';
import type { Db } from './db';
import { academicDates, academicSemesters, type AcademicDateRow } from './schema';

/** Replaces the year's semesters and dates with the draft's (the caller holds the year's row). */
export async function writeYearContent(
  tx: Db,
  year: string,
  draft: AcademicYearDraft,
): Promise<void> {
  // The dates go with their semesters (on delete cascade).
  await tx.delete(academicSemesters).where(eq(academicSemesters.year, year));
  for (const [position, semester] of draft.semesters.entries()) {
    const [row] = await tx
      .insert(academicSemesters)
      .values({
        year,
        position,
        type: semester.type,
        nameAr: semester.nameAr,
        nameEn: semester.nameEn,
      })
      .returning({ id: academicSemesters.id });
    if (semester.dates.length === 0) continue;
    await tx.insert(academicDates).values(
      semester.dates.map((date, index) => ({
        semesterId: row!.id,
        position: index,
        startDate: date.start,
        endDate: date.end || null,
        eventAr: date.eventAr,
        eventEn: date.eventEn,
        notesAr: date.notesAr,
        notesEn: date.notesEn,
      })),
    );
  }
}

/** The semesters and dates of some years, each year as a draft (years without any: none). */
export async function readYearContents(
  db: Db,
  years: string[],
): Promise<Map<string, AcademicYearDraft>> {
  const drafts = new Map<string, AcademicYearDraft>(years.map((year) => [year, { semesters: [] }]));
  if (years.length === 0) return drafts;
  const semesters = await db
    .select()
    .from(academicSemesters)
    .where(inArray(academicSemesters.year, years))
    .orderBy(asc(academicSemesters.year), asc(academicSemesters.position));
  const dates = semesters.length
    ? await db
        .select()
        .from(academicDates)
        .where(
          inArray(
            academicDates.semesterId,
            semesters.map((semester) => semester.id),
          ),
        )
        .orderBy(asc(academicDates.position))
    : [];
  const bySemester = Map.groupBy(dates, (date: AcademicDateRow) => date.semesterId);
  for (const semester of semesters) {
    drafts.get(semester.year)!.semesters.push({
      type: semester.type,
      nameAr: semester.nameAr,
      nameEn: semester.nameEn,
      dates: (bySemester.get(semester.id) ?? []).map((date) => ({
        start: date.startDate,
        end: date.endDate ?? '',
        eventAr: date.eventAr,
        eventEn: date.eventEn,
        notesAr: date.notesAr,
        notesEn: date.notesEn,
      })),
    });
  }
  return drafts;
}
