/**
 * The events desk of the staff workspace (issue #22, role editor), like the news desk
 * (news-desk.ts): create and save an event (a revision kept each time), publish it now or at a
 * time, take it off the site, put an earlier revision back. Each change writes the event, its
 * revision and an audit row in one transaction; a change made from a copy older than the
 * event's is refused (409).
 */
import 'server-only';
import type { SignedInStaff } from '../staff/staff-session';
import { returnItem, submitItem } from '../publishing/item-review';
import { desc, eq } from 'drizzle-orm';
import { eventDraftSchema, missingEventFields, type EventDraft } from '@/lib/college-events';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import {
  collegeEvents,
  eventRevisions,
  type CollegeEventRow,
  type EventRevisionRow,
} from '../db/schema';
import { translatedFields } from '@/lib/translation-state';
import {
  itemVerbs,
  itemForStaff,
  markItemTranslated,
  revisionSteps,
  type ItemDesk,
} from '../publishing/desk-items';
import { rowSteps } from '../publishing/row-steps';

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

/** The events and their revisions, for the steps every desk shares. */
const eventsDesk: ItemDesk<CollegeEventRow, EventDraft> = {
  audit: 'event',
  subject: 'event',
  isId: isUuid,
  unknown: 'unknown_event_item',
  conflict: 'news_conflict',
  incomplete: 'news_incomplete',
  ...rowSteps(collegeEvents, collegeEvents.id),
  missing: missingEventFields,
  draftOf: eventDraftOf,
  write: async (tx, id, draft, stamp) => {
    await tx
      .update(collegeEvents)
      .set({ ...columnsOf(draft), ...stamp })
      .where(eq(collegeEvents.id, id));
  },
  ...revisionSteps(eventRevisions, 'eventId'),
  translation: {
    fields: translatedFields.events,
    markCurrent: async (tx, id, times) => {
      await tx.update(collegeEvents).set(times).where(eq(collegeEvents.id, id));
    },
  },
  review: {
    section: 'events',
    set: async (tx, id, columns) => {
      await tx.update(collegeEvents).set(columns).where(eq(collegeEvents.id, id));
    },
    title: (row, locale) => (locale === 'ar' ? row.titleAr : row.titleEn) || row.titleAr,
    path: (id) => `/staff/events/${id}`,
  },
};

const eventVerbs = itemVerbs(eventsDesk, {
  schema: eventDraftSchema,
  slugTaken: 'event_slug_taken',
  invalid: 'invalid_event',
  insert: async (tx, draft, actor) => {
    const [row] = await tx
      .insert(collegeEvents)
      .values({ ...columnsOf(draft), status: 'draft', updatedBy: actor.email })
      .returning({ id: collegeEvents.id });
    return row!.id;
  },
});

/** A new event, a draft, with its first revision. */
export const createEvent = eventVerbs.create;
/** Saves an event (a revision is kept); a published one changes at once. */
export const saveEvent = eventVerbs.save;
/** Publishes an event now or at a time, or takes it off the site (as for the news). */
export const changeEventStatus = eventVerbs.changeStatus;
/** Puts an earlier revision back (itself kept as a new revision). */
export const restoreEventRevision = eventVerbs.restore;

/**
 * "The translation is up to date": the language of an event that is behind the other counts as
 * brought up to date now (both languages in step), its words unchanged (audit-logged). Refused
 * when nothing is behind.
 */
export function markEventTranslated(
  db: Db,
  actor: Parameters<typeof markItemTranslated>[1],
  id: string,
  version: string,
) {
  return markItemTranslated(db, actor, eventsDesk, id, version);
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
  return itemForStaff(db, collegeEvents, eventRevisions, 'eventId', id);
}

/** Submits a draft for review, where its section waits for review (item-review.ts). */
export function submitEventForReview(db: Db, staff: SignedInStaff, id: string, version: string) {
  return submitItem(db, staff, eventsDesk, id, version);
}

/** Sends a submitted one back to its author with the reviewer's comment (item-review.ts). */
export function returnEventToAuthor(
  db: Db,
  staff: SignedInStaff,
  id: string,
  version: string,
  comment: string,
) {
  return returnItem(db, staff, eventsDesk, id, version, comment);
}
