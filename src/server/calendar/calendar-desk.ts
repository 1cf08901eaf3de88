/**
 * The calendar desk of the staff workspace (issue #22, role editor), like the news desk
 * (news-desk.ts): add a year (empty, or from another year's semesters moved on), save it (a
 * revision kept each time), publish it now or at a time, take it off the site, put an earlier
 * revision back. Each change writes the year, its revision and an audit row in one transaction;
 * a change made from a copy older than the year's is refused (409).
 */
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import {
  academicYearDraftSchema,
  isAcademicYear,
  missingYearFields,
  shiftedDraft,
  type AcademicYearDraft,
} from '@/lib/academic-calendar';
import { catalogues } from '@/i18n/catalogues';
import type { Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import {
  academicYearRevisions,
  academicYears,
  type AcademicYearRevisionRow,
  type AcademicYearRow,
} from '../db/schema';
import { readYearContents, writeYearContent } from '../db/write-academic-year';
import { AppError } from '../errors';
import { itemChanges, revisionSteps, revisionsOf, type ItemDesk } from '../publishing/desk-items';
import { returnItem, submitItem } from '../publishing/item-review';
import { staffFieldMessages } from '../publishing/publishing-errors';
import { rowSteps } from '../publishing/row-steps';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

type Actor = Pick<SignedInStaff, 'id' | 'email'>;

/** The academic years and their revisions, for the steps every desk shares. */
const calendarDesk: ItemDesk<AcademicYearRow, AcademicYearDraft> = {
  audit: 'calendar',
  subject: 'academic_year',
  isId: isAcademicYear,
  unknown: 'unknown_academic_year',
  conflict: 'calendar_conflict',
  incomplete: 'calendar_incomplete',
  ...rowSteps(academicYears, academicYears.year),
  missing: missingYearFields,
  draftOf: async (row, tx) => (await readYearContents(tx, [row.year])).get(row.year)!,
  write: async (tx, year, draft, stamp) => {
    await tx.update(academicYears).set(stamp).where(eq(academicYears.year, year));
    await writeYearContent(tx, year, draft);
  },
  ...revisionSteps(academicYearRevisions, 'year'),
  review: {
    section: 'calendar',
    set: async (tx, year, columns) => {
      await tx.update(academicYears).set(columns).where(eq(academicYears.year, year));
    },
    title: (row, locale) =>
      catalogues[locale].StaffCalendar.editor.editTitle.replace('{year}', row.year),
    path: (year) => `/staff/calendar/${year}`,
  },
};

/**
 * A new year, a draft, with its first revision: empty, or the semesters and dates of `copyFrom`
 * moved on by the years between them (the usual start: last year's calendar, then its changes).
 */
export async function createAcademicYear(
  db: Db,
  actor: Actor,
  { year, copyFrom }: { year: string; copyFrom: string },
): Promise<{ year: string }> {
  if (!isAcademicYear(year)) {
    throw new AppError(
      'invalid_academic_year',
      {},
      staffFieldMessages({ year: 'calendarYearInvalid' }),
    );
  }
  try {
    return await db.transaction(async (tx) => {
      let draft: AcademicYearDraft = { semesters: [] };
      if (copyFrom) {
        const source = (await readYearContents(tx as unknown as Db, [copyFrom])).get(copyFrom);
        if (!source || source.semesters.length === 0) {
          throw new AppError('unknown_academic_year');
        }
        draft = shiftedDraft(source, Number(year.slice(0, 4)) - Number(copyFrom.slice(0, 4)));
      }
      await tx.insert(academicYears).values({ year, status: 'draft', updatedBy: actor.email });
      await writeYearContent(tx as unknown as Db, year, draft);
      await tx
        .insert(academicYearRevisions)
        .values({ year, snapshot: draft, reason: 'created', savedBy: actor.email });
      await recordAudit(
        tx as unknown as Db,
        actor,
        'calendar.create',
        { type: 'academic_year', id: year },
        copyFrom ? { from: copyFrom } : {},
      );
      return { year };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(
        'academic_year_taken',
        {},
        staffFieldMessages({ year: 'calendarYearTaken' }),
      );
    }
    throw error;
  }
}

// A year has no address of its own to be taken: a save is never refused as a slug's would be.
const yearChanges = itemChanges(calendarDesk, {
  schema: academicYearDraftSchema,
  invalid: 'invalid_academic_year',
});

/** Saves a year (a revision is kept); a published one changes at once. */
export async function saveAcademicYear(
  db: Db,
  actor: Actor,
  year: string,
  input: AcademicYearDraft,
  options?: { reason?: 'saved' | 'restored'; version?: string },
): Promise<{ year: string; version: string }> {
  const { version } = await yearChanges.save(db, actor, year, input, options);
  return { year, version };
}

/** Publishes a year now or at a time, or takes it off the site (as for the news). */
export const changeAcademicYearStatus = yearChanges.changeStatus;

/** Puts an earlier revision back (itself kept as a new revision). */
export async function restoreAcademicYearRevision(
  db: Db,
  actor: Actor,
  year: string,
  revisionId: string,
): Promise<{ year: string; version: string }> {
  const { version } = await yearChanges.restore(db, actor, year, revisionId);
  return { year, version };
}

/** Submits a draft year for review, where the calendar waits for review (item-review.ts). */
export function submitAcademicYearForReview(
  db: Db,
  staff: SignedInStaff,
  year: string,
  version: string,
) {
  return submitItem(db, staff, calendarDesk, year, version);
}

/** Sends a submitted year back to its author with the reviewer's comment (item-review.ts). */
export function returnAcademicYearToAuthor(
  db: Db,
  staff: SignedInStaff,
  year: string,
  version: string,
  comment: string,
) {
  return returnItem(db, staff, calendarDesk, year, version, comment);
}

/** Every year for the desk's list, the latest first. */
export async function listAcademicYearsForStaff(db: Db): Promise<AcademicYearRow[]> {
  return db.select().from(academicYears).orderBy(desc(academicYears.year)).limit(200);
}

/** One year with its semesters and dates, and its history, newest first. */
export async function getAcademicYearForStaff(
  db: Db,
  year: string,
): Promise<{
  row: AcademicYearRow;
  draft: AcademicYearDraft;
  revisions: AcademicYearRevisionRow[];
} | null> {
  if (!isAcademicYear(year)) return null;
  const [row] = await db.select().from(academicYears).where(eq(academicYears.year, year));
  if (!row) return null;
  const draft = (await readYearContents(db, [year])).get(year)!;
  const revisions = await revisionsOf(db, academicYearRevisions, 'year', year);
  return { row, draft, revisions };
}
