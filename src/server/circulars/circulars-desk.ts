/**
 * The notices and circulars desk of the staff workspace (issue #47, item 5, role editor, section
 * `circulars`), like the events desk: create and save a circular (a revision kept each time),
 * publish it now or at a time, take it off the site, put an earlier revision back, mark its
 * translation up to date. Each change writes the circular, its revision and an audit row in one
 * transaction; a change made from a copy older than the circular's is refused (409). An urgent
 * circular that visitors see can be made the site's banner (`showCircularAsBanner`).
 */
import 'server-only';
import { returnItem, submitItem } from '../publishing/item-review';
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import {
  circularDraftSchema,
  circularAnchor,
  isCurrentCircular,
  missingCircularFields,
  type CircularDraft,
} from '@/lib/circulars';
import { collegeToday } from '@/lib/college-time';
import { newsVisibility } from '@/lib/news';
import { translatedFields } from '@/lib/translation-state';
import { isUuid } from '@/lib/uuid';
import { localePath } from '@/i18n/routing';
import { pathOf } from '@/config/routes';
import type { Db } from '../db/db';
import {
  circularRevisions,
  circulars,
  libraryFiles,
  type CircularRevisionRow,
  type CircularRow,
} from '../db/schema';
import { AppError } from '../errors';
import { saveBanner } from '../banner/site-banner';
import {
  itemForStaff,
  itemVerbs,
  markItemTranslated,
  revisionSteps,
  type ItemDesk,
} from '../publishing/desk-items';
import { staffFieldMessages } from '../publishing/publishing-errors';
import { rowSteps } from '../publishing/row-steps';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

/** The fields of a row the editor saves and a revision keeps. */
export function circularDraftOf(row: CircularRow): CircularDraft {
  return {
    slug: row.slug,
    date: row.date,
    expiresOn: row.expiresOn ?? '',
    kind: row.kind,
    audiences: circularDraftSchema.shape.audiences.parse(row.audiences),
    urgent: row.urgent,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    bodyAr: row.bodyAr,
    bodyEn: row.bodyEn,
    fileId: row.fileId,
  };
}

/** The row's columns for a draft (one with no last day has none). */
function columnsOf(draft: CircularDraft) {
  return { ...draft, expiresOn: draft.expiresOn || null };
}

/** Whether `fileId` is one of the library's documents with content. */
async function isLibraryDocument(db: Db, fileId: string): Promise<boolean> {
  const [file] = await db
    .select({ id: libraryFiles.id })
    .from(libraryFiles)
    .where(
      and(
        eq(libraryFiles.id, fileId),
        eq(libraryFiles.kind, 'document'),
        isNotNull(libraryFiles.storageKey),
      ),
    );
  return Boolean(file);
}

/** A document joined to a circular must be one of the library's documents with content. */
async function checkFile(tx: Db, fileId: string | null): Promise<void> {
  if (fileId && !(await isLibraryDocument(tx, fileId))) {
    throw new AppError(
      'invalid_circular',
      {},
      staffFieldMessages({ fileId: 'circularFileInvalid' }),
    );
  }
}

/** The circulars and their revisions, for the steps every desk shares. */
const circularsDesk: ItemDesk<CircularRow, CircularDraft> = {
  audit: 'circular',
  subject: 'circular',
  isId: isUuid,
  unknown: 'unknown_circular',
  conflict: 'news_conflict',
  incomplete: 'news_incomplete',
  ...rowSteps(circulars, circulars.id),
  missing: missingCircularFields,
  draftOf: circularDraftOf,
  write: async (tx, id, draft, stamp) => {
    await checkFile(tx, draft.fileId);
    await tx
      .update(circulars)
      .set({ ...columnsOf(draft), ...stamp })
      .where(eq(circulars.id, id));
  },
  ...revisionSteps(circularRevisions, 'circularId'),
  translation: {
    fields: translatedFields.circulars,
    markCurrent: async (tx, id, times) => {
      await tx.update(circulars).set(times).where(eq(circulars.id, id));
    },
  },
  review: {
    section: 'circulars',
    set: async (tx, id, columns) => {
      await tx.update(circulars).set(columns).where(eq(circulars.id, id));
    },
    title: (row, locale) => (locale === 'ar' ? row.titleAr : row.titleEn) || row.titleAr,
    path: (id) => `/staff/circulars/${id}`,
  },
};

const circularVerbs = itemVerbs(circularsDesk, {
  schema: circularDraftSchema,
  slugTaken: 'circular_slug_taken',
  invalid: 'invalid_circular',
  // A revision's document may have been taken out of the library since: it comes back without.
  restorable: async (db, snapshot) => {
    if (!snapshot.fileId || (await isLibraryDocument(db, snapshot.fileId))) return snapshot;
    return { ...snapshot, fileId: null };
  },
  insert: async (tx, draft, actor) => {
    await checkFile(tx, draft.fileId);
    const [row] = await tx
      .insert(circulars)
      .values({ ...columnsOf(draft), status: 'draft', updatedBy: actor.email })
      .returning({ id: circulars.id });
    return row!.id;
  },
});

/** A new circular, a draft, with its first revision. */
export const createCircular = circularVerbs.create;
/** Saves a circular (a revision is kept); a published one changes at once. */
export const saveCircular = circularVerbs.save;
/** Publishes a circular now or at a time, or takes it off the site (as for the news). */
export const changeCircularStatus = circularVerbs.changeStatus;
/** Puts an earlier revision back (itself kept as a new revision). */
export const restoreCircularRevision = circularVerbs.restore;

/** "The translation is up to date" for a circular (as for the news and the events). */
export function markCircularTranslated(
  db: Db,
  actor: Parameters<typeof markItemTranslated>[1],
  id: string,
  version: string,
) {
  return markItemTranslated(db, actor, circularsDesk, id, version);
}

/** Every circular for the desk's list, the latest date first. */
export async function listCircularsForStaff(db: Db): Promise<CircularRow[]> {
  return db
    .select()
    .from(circulars)
    .orderBy(desc(circulars.date), desc(circulars.createdAt))
    .limit(500);
}

/** One circular and its history, newest first. */
export async function getCircularForStaff(
  db: Db,
  id: string,
): Promise<{ item: CircularRow; revisions: CircularRevisionRow[] } | null> {
  return itemForStaff(db, circulars, circularRevisions, 'circularId', id);
}

/** Where a circular is read on the site: its anchor on the page of every current circular. */
export function circularAddress(slug: string): `/circulars#${string}` {
  return `${pathOf('circulars')}#${circularAnchor(slug)}`;
}

/** The banner's link words, in both languages. */
export interface BannerLinkWords {
  ar: string;
  en: string;
}

/**
 * Shows an urgent circular that visitors see now on every page, as the site's banner: its title
 * in both languages, a link to it, severity urgent, until the end of its last day (or until an
 * editor changes the banner). The banner's own revision and audit row are written as for a save
 * of the banner, with the circular's audit row, in one transaction. Refused when the circular
 * is not urgent, not published and due, or no longer current (409), or changed since
 * `version` (409).
 */
export async function showCircularAsBanner(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
  version: string,
  words: BannerLinkWords,
  now: Date = new Date(),
): Promise<void> {
  if (!isUuid(id)) throw new AppError('unknown_circular');
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(circulars).where(eq(circulars.id, id)).for('update');
    if (!row) throw new AppError('unknown_circular');
    if (row.updatedAt.toISOString() !== version) throw new AppError('news_conflict');
    const live = newsVisibility(row, now) === 'published';
    if (!row.urgent || !live || !isCurrentCircular(row, collegeToday(now))) {
      throw new AppError('circular_not_bannerable');
    }
    await saveBanner(
      tx,
      actor,
      {
        messageAr: row.titleAr,
        messageEn: row.titleEn,
        // The page's address without its language: the banner's link is localised per page.
        linkHref: localePath('ar', circularAddress(row.slug)),
        linkLabelAr: words.ar,
        linkLabelEn: words.en,
        severity: 'urgent',
        shownFrom: null,
        // The end of its last day in Khartoum (UTC+2).
        shownUntil: row.expiresOn ? new Date(`${row.expiresOn}T23:59:00+02:00`) : null,
        enabled: true,
      },
      now,
    );
    await recordAudit(tx, actor, 'circular.banner', { type: 'circular', id });
  });
}

/** Submits a draft for review, where its section waits for review (item-review.ts). */
export function submitCircularForReview(db: Db, staff: SignedInStaff, id: string, version: string) {
  return submitItem(db, staff, circularsDesk, id, version);
}

/** Sends a submitted one back to its author with the reviewer's comment (item-review.ts). */
export function returnCircularToAuthor(
  db: Db,
  staff: SignedInStaff,
  id: string,
  version: string,
  comment: string,
) {
  return returnItem(db, staff, circularsDesk, id, version, comment);
}
