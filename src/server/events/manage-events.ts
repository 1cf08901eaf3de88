/**
 * The events desk of the staff workspace (issue #22, role editor), like the news desk
 * (manage-news.ts): create and save an event (a revision kept each time), publish it now or at a
 * time, take it off the site, put an earlier revision back. Each change writes the event, its
 * revision and an audit row in one transaction; a change made from a copy older than the
 * event's is refused (409).
 */
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { eventDraftSchema, missingEventFields, type EventDraft } from '@/lib/college-events';
import { newsVisibility, type NewsStatusChange } from '@/lib/news';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import {
  collegeEvents,
  eventRevisions,
  type CollegeEventRow,
  type EventRevisionRow,
} from '../db/schema';
import { AppError } from '../errors';
import { checkedSnapshot, slugChecked, staffFieldMessages } from '../publishing/publishing-errors';
import { publicationAnswer, publicationTime } from '../publishing/publication';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

type Actor = Pick<SignedInStaff, 'id' | 'email'>;

/** The fields of a row the editor saves and a revision keeps. */
export function eventDraftOf(row: CollegeEventRow): EventDraft {
  return {
    slug: row.slug,
    date: row.date,
    endDate: row.endDate ?? '',
    time: row.time,
    durationMinutes: row.durationMinutes,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    locationAr: row.locationAr,
    locationEn: row.locationEn,
    descriptionAr: row.descriptionAr,
    descriptionEn: row.descriptionEn,
  };
}

/** The row's columns for a draft (an event of one day has no last day). */
function columnsOf(draft: EventDraft) {
  return { ...draft, endDate: draft.endDate || null };
}

async function lockEvent(tx: Db, id: string, version?: string): Promise<CollegeEventRow> {
  if (!isUuid(id)) throw new AppError('unknown_event_item');
  const [row] = await tx.select().from(collegeEvents).where(eq(collegeEvents.id, id)).for('update');
  if (!row) throw new AppError('unknown_event_item');
  if (version !== undefined && new Date(version).getTime() !== row.updatedAt.getTime()) {
    throw new AppError('news_conflict');
  }
  return row;
}

function assertComplete(draft: EventDraft) {
  const missing = missingEventFields(draft);
  if (Object.keys(missing).length > 0) {
    throw new AppError('news_incomplete', {}, staffFieldMessages(missing));
  }
}

/** A new event, a draft, with its first revision. */
export async function createEvent(
  db: Db,
  actor: Actor,
  input: EventDraft,
): Promise<{ id: string }> {
  const draft = eventDraftSchema.parse(input);
  return slugChecked(
    () =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .insert(collegeEvents)
          .values({ ...columnsOf(draft), status: 'draft', updatedBy: actor.email })
          .returning({ id: collegeEvents.id });
        const id = row!.id;
        await tx
          .insert(eventRevisions)
          .values({ eventId: id, snapshot: draft, reason: 'created', savedBy: actor.email });
        await recordAudit(tx as unknown as Db, actor, 'event.create', { type: 'event', id });
        return { id };
      }),
    'event_slug_taken',
  );
}

/** Saves an event (a revision is kept); a published one changes at once. */
export async function saveEvent(
  db: Db,
  actor: Actor,
  id: string,
  input: EventDraft,
  { reason = 'saved', version }: { reason?: 'saved' | 'restored'; version?: string } = {},
): Promise<{ id: string; version: string }> {
  const draft = eventDraftSchema.parse(input);
  const savedAt = new Date();
  return slugChecked(
    () =>
      db.transaction(async (tx) => {
        const row = await lockEvent(tx as unknown as Db, id, version);
        if (row.status === 'published') assertComplete(draft);
        await tx
          .update(collegeEvents)
          .set({ ...columnsOf(draft), updatedAt: savedAt, updatedBy: actor.email })
          .where(eq(collegeEvents.id, id));
        await tx
          .insert(eventRevisions)
          .values({ eventId: id, snapshot: draft, reason, savedBy: actor.email });
        await recordAudit(
          tx as unknown as Db,
          actor,
          reason === 'saved' ? 'event.save' : 'event.restore',
          { type: 'event', id },
        );
        return { id, version: savedAt.toISOString() };
      }),
    'event_slug_taken',
  );
}

/** Publishes an event now or at a time, or takes it off the site (as for the news). */
export async function changeEventStatus(
  db: Db,
  actor: Actor,
  id: string,
  change: NewsStatusChange,
  now: Date = new Date(),
): Promise<{ visibility: 'draft' | 'scheduled' | 'published'; publishAt: string | null }> {
  return db.transaction(async (tx) => {
    const row = await lockEvent(tx as unknown as Db, id, change.version);
    const current = newsVisibility(row, now);
    const publishAt = publicationTime(current, change, now, () =>
      assertComplete(eventDraftOf(row)),
    );
    const status = publishAt ? 'published' : 'draft';
    await tx
      .update(collegeEvents)
      .set({ status, publishAt, updatedAt: now, updatedBy: actor.email })
      .where(eq(collegeEvents.id, id));
    await recordAudit(
      tx as unknown as Db,
      actor,
      `event.${change.action}`,
      { type: 'event', id },
      { from: current, ...(publishAt ? { at: publishAt.toISOString() } : {}) },
    );
    return publicationAnswer(publishAt, now);
  });
}

/** Puts an earlier revision back (itself kept as a new revision). */
export async function restoreEventRevision(
  db: Db,
  actor: Actor,
  id: string,
  revisionId: string,
): Promise<{ id: string; version: string }> {
  if (!isUuid(id)) throw new AppError('unknown_event_item');
  const [revision] = await db
    .select()
    .from(eventRevisions)
    .where(eq(eventRevisions.id, revisionId))
    .limit(1);
  if (!revision || revision.eventId !== id) throw new AppError('unknown_revision');
  return saveEvent(
    db,
    actor,
    id,
    checkedSnapshot(eventDraftSchema, revision.snapshot, 'invalid_event'),
    {
      reason: 'restored',
    },
  );
}

/** Every event for the desk's list, the soonest last change first. */
export async function listEventsForStaff(db: Db): Promise<CollegeEventRow[]> {
  return db.select().from(collegeEvents).orderBy(desc(collegeEvents.date)).limit(500);
}

/** One event and its history, newest first. */
export async function getEventForStaff(
  db: Db,
  id: string,
): Promise<{ item: CollegeEventRow; revisions: EventRevisionRow[] } | null> {
  if (!isUuid(id)) return null;
  const [item] = await db.select().from(collegeEvents).where(eq(collegeEvents.id, id));
  if (!item) return null;
  const revisions = await db
    .select()
    .from(eventRevisions)
    .where(eq(eventRevisions.eventId, id))
    .orderBy(desc(eventRevisions.savedAt))
    .limit(100);
  return { item, revisions };
}
