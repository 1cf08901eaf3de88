/**
 * The news desk of the staff workspace (issue #22, role editor): create and save an item, publish
 * it now or at a time, take it off the site, and put an earlier revision back. Every change
 * writes the item, a revision of what was saved (for a change of the words) and an audit row in
 * one transaction.
 *
 * Saving changes what visitors see at once when the item is published (the pages read the
 * database on each request); a draft or a scheduled item is seen only in the preview.
 */
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import {
  missingToPublish,
  newsDraftSchema,
  newsVisibility,
  type NewsDraft,
  type NewsStatusChange,
} from '@/lib/news';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import {
  mediaImages,
  newsItems,
  newsRevisions,
  type NewsRevisionRow,
  type NewsRow,
} from '../db/schema';
import { AppError } from '../errors';
import { checkedSnapshot, slugChecked, staffFieldMessages } from '../publishing/publishing-errors';
import { publicationAnswer, publicationTime } from '../publishing/publication';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

type Actor = Pick<SignedInStaff, 'id' | 'email'>;

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

/**
 * The item, locked until the transaction ends; refused when `version` (the `updatedAt` the
 * editor's copy was read with) is given and the item has changed since.
 */
async function lockItem(tx: Db, id: string, version?: string): Promise<NewsRow> {
  if (!isUuid(id)) throw new AppError('unknown_news');
  const [row] = await tx.select().from(newsItems).where(eq(newsItems.id, id)).for('update');
  if (!row) throw new AppError('unknown_news');
  if (version !== undefined && new Date(version).getTime() !== row.updatedAt.getTime()) {
    throw new AppError('news_conflict');
  }
  return row;
}

async function assertImage(tx: Db, imageId: string | null) {
  if (!imageId) return;
  const [image] = await tx
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(eq(mediaImages.id, imageId));
  if (!image)
    throw new AppError('invalid_news', {}, staffFieldMessages({ imageId: 'imageInvalid' }));
}

/** A published item must stay complete: an edit that empties a field is refused. */
function assertComplete(draft: NewsDraft) {
  const missing = missingToPublish(draft);
  if (Object.keys(missing).length > 0) {
    throw new AppError('news_incomplete', {}, staffFieldMessages(missing));
  }
}

/** A new item, a draft, with its first revision. */
export async function createNews(db: Db, actor: Actor, input: NewsDraft): Promise<{ id: string }> {
  const draft = newsDraftSchema.parse(input);
  return slugChecked(
    () =>
      db.transaction(async (tx) => {
        await assertImage(tx as unknown as Db, draft.imageId);
        const [row] = await tx
          .insert(newsItems)
          .values({ ...draft, status: 'draft', updatedBy: actor.email })
          .returning({ id: newsItems.id });
        const id = row!.id;
        await tx
          .insert(newsRevisions)
          .values({ newsId: id, snapshot: draft, reason: 'created', savedBy: actor.email });
        await recordAudit(tx as unknown as Db, actor, 'news.create', { type: 'news', id });
        return { id };
      }),
    'news_slug_taken',
  );
}

/** Saves the words and picture of an item (a revision is kept); a published one changes at once. */
export async function saveNews(
  db: Db,
  actor: Actor,
  id: string,
  input: NewsDraft,
  { reason = 'saved', version }: { reason?: 'saved' | 'restored'; version?: string } = {},
): Promise<{ id: string; version: string }> {
  const draft = newsDraftSchema.parse(input);
  const savedAt = new Date();
  return slugChecked(
    () =>
      db.transaction(async (tx) => {
        const row = await lockItem(tx as unknown as Db, id, version);
        if (row.status === 'published') assertComplete(draft);
        await assertImage(tx as unknown as Db, draft.imageId);
        await tx
          .update(newsItems)
          .set({ ...draft, updatedAt: savedAt, updatedBy: actor.email })
          .where(eq(newsItems.id, id));
        await tx
          .insert(newsRevisions)
          .values({ newsId: id, snapshot: draft, reason, savedBy: actor.email });
        await recordAudit(
          tx as unknown as Db,
          actor,
          reason === 'saved' ? 'news.save' : 'news.restore',
          {
            type: 'news',
            id,
          },
        );
        return { id, version: savedAt.toISOString() };
      }),
    'news_slug_taken',
  );
}

/**
 * Publishes an item now, at a time to come (schedule), or takes it off the site (back to a
 * draft). Publishing and scheduling need both languages complete.
 */
export async function changeNewsStatus(
  db: Db,
  actor: Actor,
  id: string,
  change: NewsStatusChange,
  now: Date = new Date(),
): Promise<{ visibility: 'draft' | 'scheduled' | 'published'; publishAt: string | null }> {
  return db.transaction(async (tx) => {
    const row = await lockItem(tx as unknown as Db, id, change.version);
    const current = newsVisibility(row, now);
    const publishAt = publicationTime(current, change, now, () => assertComplete(draftOf(row)));
    const status: NewsRow['status'] = publishAt ? 'published' : 'draft';
    await tx
      .update(newsItems)
      .set({ status, publishAt, updatedAt: now, updatedBy: actor.email })
      .where(eq(newsItems.id, id));
    await recordAudit(
      tx as unknown as Db,
      actor,
      change.action === 'publish'
        ? 'news.publish'
        : change.action === 'schedule'
          ? 'news.schedule'
          : 'news.unpublish',
      { type: 'news', id },
      { from: current, ...(publishAt ? { at: publishAt.toISOString() } : {}) },
    );
    return publicationAnswer(publishAt, now);
  });
}

/** Puts an earlier revision's words and picture back (itself kept as a new revision). */
export async function restoreNewsRevision(
  db: Db,
  actor: Actor,
  id: string,
  revisionId: string,
): Promise<{ id: string; version: string }> {
  if (!isUuid(id)) throw new AppError('unknown_news');
  const [revision] = await db
    .select()
    .from(newsRevisions)
    .where(eq(newsRevisions.id, revisionId))
    .limit(1);
  if (!revision || revision.newsId !== id) throw new AppError('unknown_revision');
  // A revision's picture may have been removed since: the text comes back without it.
  const snapshot = { ...revision.snapshot };
  if (snapshot.imageId) {
    const [image] = await db
      .select({ id: mediaImages.id })
      .from(mediaImages)
      .where(eq(mediaImages.id, snapshot.imageId));
    if (!image) snapshot.imageId = null;
  }
  // A revision saved under older rules may not pass today's: said like any refused save.
  return saveNews(db, actor, id, checkedSnapshot(newsDraftSchema, snapshot, 'invalid_news'), {
    reason: 'restored',
  });
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
  if (!isUuid(id)) return null;
  const [item] = await db.select().from(newsItems).where(eq(newsItems.id, id));
  if (!item) return null;
  const revisions = await db
    .select()
    .from(newsRevisions)
    .where(eq(newsRevisions.newsId, id))
    .orderBy(desc(newsRevisions.savedAt), desc(newsRevisions.id))
    .limit(100);
  return { item, revisions };
}
