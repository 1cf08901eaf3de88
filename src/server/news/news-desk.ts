/**
 * The news desk of the staff workspace (issue #22, role editor): create and save an item, publish
 * it now or at a time, take it off the site, and put an earlier revision back (the verbs every
 * desk of items shares, desk-items.ts, made from this desk's description). Every change
 * writes the item, a revision of what was saved (for a change of the words) and an audit row in
 * one transaction.
 *
 * Saving changes what visitors see at once when the item is published (the pages read the
 * database on each request); a draft or a scheduled item is seen only in the preview.
 */
import 'server-only';
import type { SignedInStaff } from '../staff/staff-session';
import { returnItem, submitItem } from '../publishing/item-review';
import { desc, eq } from 'drizzle-orm';
import { missingToPublish, newsDraftSchema, type NewsDraft } from '@/lib/news';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import {
  mediaImages,
  newsItems,
  newsRevisions,
  type NewsRevisionRow,
  type NewsRow,
} from '../db/schema';
import { translatedFields } from '@/lib/translation-state';
import {
  itemVerbs,
  itemForStaff,
  markItemTranslated,
  revisionSteps,
  type ItemDesk,
} from '../publishing/desk-items';
import { assertUploadedImage } from '../publishing/publishing-errors';
import { rowSteps } from '../publishing/row-steps';

/** The words and picture of a row, as the editor saves them and a revision keeps them. */
export function draftOf(row: NewsRow): NewsDraft {
  return {
    slug: row.slug,
    date: row.date,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    excerptAr: row.excerptAr,
    excerptEn: row.excerptEn,
    bodyAr: row.bodyAr,
    bodyEn: row.bodyEn,
    imageId: row.imageId,
    imageAltAr: row.imageAltAr,
    imageAltEn: row.imageAltEn,
  };
}

/** The news items and their revisions, for the steps every desk shares. */
const newsDesk: ItemDesk<NewsRow, NewsDraft> = {
  audit: 'news',
  subject: 'news',
  isId: isUuid,
  unknown: 'unknown_news',
  conflict: 'news_conflict',
  incomplete: 'news_incomplete',
  ...rowSteps(newsItems, newsItems.id),
  missing: missingToPublish,
  draftOf,
  write: async (tx, id, draft, stamp) => {
    await assertUploadedImage(tx, draft.imageId, 'invalid_news');
    await tx
      .update(newsItems)
      .set({ ...draft, ...stamp })
      .where(eq(newsItems.id, id));
  },
  ...revisionSteps(newsRevisions, 'newsId'),
  translation: {
    fields: translatedFields.news,
    markCurrent: async (tx, id, times) => {
      await tx.update(newsItems).set(times).where(eq(newsItems.id, id));
    },
  },
  review: {
    section: 'news',
    set: async (tx, id, columns) => {
      await tx.update(newsItems).set(columns).where(eq(newsItems.id, id));
    },
    title: (row, locale) => (locale === 'ar' ? row.titleAr : row.titleEn) || row.titleAr,
    path: (id) => `/staff/news/${id}`,
  },
};

const newsVerbs = itemVerbs(newsDesk, {
  schema: newsDraftSchema,
  slugTaken: 'news_slug_taken',
  invalid: 'invalid_news',
  insert: async (tx, draft, actor) => {
    await assertUploadedImage(tx, draft.imageId, 'invalid_news');
    const [row] = await tx
      .insert(newsItems)
      .values({ ...draft, status: 'draft', updatedBy: actor.email })
      .returning({ id: newsItems.id });
    return row!.id;
  },
  // A revision's picture may have been removed since: the text comes back without it.
  restorable: async (db, snapshot) => {
    if (!snapshot.imageId) return snapshot;
    const [image] = await db
      .select({ id: mediaImages.id })
      .from(mediaImages)
      .where(eq(mediaImages.id, snapshot.imageId));
    return image ? snapshot : { ...snapshot, imageId: null };
  },
});

/** A new item, a draft, with its first revision. */
export const createNews = newsVerbs.create;
/** Saves the words and picture of an item (a revision is kept); a published one changes at once. */
export const saveNews = newsVerbs.save;
/**
 * Publishes an item now, at a time to come (schedule), or takes it off the site (back to a
 * draft). Publishing and scheduling need both languages complete.
 */
export const changeNewsStatus = newsVerbs.changeStatus;
/** Puts an earlier revision's words and picture back (itself kept as a new revision). */
export const restoreNewsRevision = newsVerbs.restore;

/**
 * "The translation is up to date": the language of an item that is behind the other counts as
 * brought up to date now (both languages in step), its words unchanged (audit-logged). Refused
 * when nothing is behind.
 */
export function markNewsTranslated(
  db: Db,
  actor: Parameters<typeof markItemTranslated>[1],
  id: string,
  version: string,
) {
  return markItemTranslated(db, actor, newsDesk, id, version);
}

/** Every item for the news desk's list, the latest change first. */
export async function listNewsForStaff(db: Db): Promise<NewsRow[]> {
  return db.select().from(newsItems).orderBy(desc(newsItems.updatedAt)).limit(500);
}

/** One item and its history, newest first. */
export async function getNewsForStaff(
  db: Db,
  id: string,
): Promise<{ item: NewsRow; revisions: NewsRevisionRow[] } | null> {
  return itemForStaff(db, newsItems, newsRevisions, 'newsId', id);
}

/** Submits a draft for review, where its section waits for review (item-review.ts). */
export function submitNewsForReview(db: Db, staff: SignedInStaff, id: string, version: string) {
  return submitItem(db, staff, newsDesk, id, version);
}

/** Sends a submitted one back to its author with the reviewer's comment (item-review.ts). */
export function returnNewsToAuthor(
  db: Db,
  staff: SignedInStaff,
  id: string,
  version: string,
  comment: string,
) {
  return returnItem(db, staff, newsDesk, id, version, comment);
}
