/**
 * The steps the news, events and calendar desks share for an item with a status, a publication
 * time and a table of its revisions: lock it against a stale copy, create and save it (a revision
 * kept each time), publish it or take it off the site, find a revision to put back. Each change
 * writes the item, its revision and an audit row in one transaction. What differs from desk to
 * desk (the tables, the columns a draft fills, the error codes) comes in the desk's `ItemDesk`;
 * the desk's own module keeps its public functions and their answers.
 */
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import { isUuid } from '@/lib/uuid';
import { newsVisibility, type NewsStatus, type NewsStatusChange } from '@/lib/news';
import {
  changedLanguages,
  laggingLanguage,
  savedLanguageTimes,
  type LanguageTimes,
  type TranslatedLanguage,
} from '@/lib/translation-state';
import type { Db } from '../db/db';
import type { StoredRevisionReason } from '../db/revision-columns';
import { AppError, type ErrorCode } from '../errors';
import { recordAudit, type AuditSubject } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import type { EditorSection } from '@/config/editor-sections';
import type { SitePath } from '@/config/site-paths';
import type { Locale } from '@/i18n/routing';
import { mustSubmitIn, tellReviewAuthor, type ReviewColumns } from './review-gate';
import { publicationAnswer, publicationTime, refuseStale } from './publication';
import { checkedSnapshot, slugChecked, staffFieldMessages } from './publishing-errors';

/**
 * Who changes an item: a signed-in account (its roles and sections decide whether it must
 * submit for review: review-gate.ts), or a script or test without them.
 */
export type Actor = Pick<SignedInStaff, 'id' | 'email'> &
  Partial<Pick<SignedInStaff, 'name' | 'roles' | 'sections'>>;

/** Why a desk keeps a revision ('seeded' is the seed's own). */
export type RevisionReason = Exclude<StoredRevisionReason, 'seeded'>;

/** Who last changed an item, and when: set by every change. */
export interface ItemStamp {
  updatedAt: Date;
  updatedBy: string;
  /** When each language's fields last changed: set only for a language the save changes. */
  arChangedAt?: Date;
  enChangedAt?: Date;
}

/** What the shared steps read of an item's row. */
export interface ItemRow {
  status: NewsStatus;
  publishAt: Date | null;
  updatedAt: Date;
  /** When each language last changed (the items whose translation state is kept). */
  arChangedAt?: Date;
  enChangedAt?: Date;
  /** Where a submission for review stands, and its author (the desks with review). */
  reviewState?: 'submitted' | 'returned' | null;
  reviewAuthorId?: string | null;
}

/** One desk's items (`Row`) and the drafts its editor saves (`Draft`), as the steps reach them. */
export interface ItemDesk<Row extends ItemRow, Draft> {
  /** The prefix of the desk's audit actions ('news.save'…) and the type of their subject. */
  audit: 'news' | 'event' | 'circular' | 'calendar';
  subject: AuditSubject['type'];
  /** Whether `id` can name an item at all (asked before the database is). */
  isId: (id: string) => boolean;
  /** An unknown item (404); a change from a stale copy and an incomplete item (409). */
  unknown: ErrorCode;
  conflict: ErrorCode;
  incomplete: ErrorCode;
  /** The item, locked until the transaction ends, or undefined. */
  lock: (tx: Db, id: string) => Promise<Row | undefined>;
  /** What publishing needs that `draft` lacks, by field (`Staff.fieldErrors` codes). */
  missing: (draft: Draft) => Record<string, string>;
  /** The item's saved draft, checked before it is published. */
  draftOf: (row: Row, tx: Db) => Draft | Promise<Draft>;
  /** Writes a saved draft over the item's. */
  write: (tx: Db, id: string, draft: Draft, stamp: ItemStamp) => Promise<void>;
  /** Writes the item's publication. */
  publish: (
    tx: Db,
    id: string,
    columns: ItemStamp & { status: NewsStatus; publishAt: Date | null },
  ) => Promise<void>;
  /** Keeps `snapshot` in the desk's table of revisions. */
  keepRevision: (
    tx: Db,
    id: string,
    snapshot: Draft,
    reason: RevisionReason,
    savedBy: string,
  ) => Promise<void>;
  /** A revision by its id: the item it belongs to and what it kept. */
  findRevision: (
    db: Db,
    revisionId: string,
  ) => Promise<{ itemId: string; snapshot: Draft } | undefined>;
  /**
   * The items whose translation state is kept (news, events; issue #47): the stems of the
   * fields written in each language (`title` → titleAr, titleEn), and how to write the
   * languages' times alone.
   */
  translation?: {
    fields: readonly string[];
    markCurrent: (tx: Db, id: string, times: Partial<LanguageTimes>) => Promise<void>;
  };
  /**
   * The desks whose section may wait for review (news, events, circulars; issue #47): the
   * section, how to write an item's review columns, and its title in a language and place in
   * the workspace (the author's e-mail names them).
   */
  review?: {
    section: EditorSection;
    set: (tx: Db, id: string, columns: ReviewColumns) => Promise<void>;
    title: (row: Row, locale: Locale) => string;
    path: (id: string) => SitePath;
  };
}

/**
 * The two steps of an ItemDesk on its table of revisions (made by revisionsTable: news_revisions,
 * event_revisions, academic_year_revisions): keep a revision of an item, and find one by its id.
 * `itemKey` is the table's column that names the item.
 */
export function revisionSteps<
  Table extends PgTable & { id: AnyPgColumn; $inferSelect: { snapshot: Draft } },
  Draft,
>(
  revisions: Table,
  itemKey: keyof Table['$inferSelect'] & keyof Table['$inferInsert'] & string,
): Pick<ItemDesk<ItemRow, Draft>, 'keepRevision' | 'findRevision'> {
  return {
    keepRevision: async (tx, id, snapshot, reason, savedBy) => {
      const revision = { [itemKey]: id, snapshot, reason, savedBy };
      await tx.insert(revisions).values(revision as Table['$inferInsert']);
    },
    findRevision: async (db, revisionId) => {
      const [revision] = (await db
        .select()
        .from(revisions as PgTable)
        .where(eq(revisions.id, revisionId))
        .limit(1)) as Table['$inferSelect'][];
      return revision && { itemId: String(revision[itemKey]), snapshot: revision.snapshot };
    },
  };
}

/**
 * One item of a desk (its table `items`, keyed by a uuid) with its revisions, newest first (at
 * most 100), for the desk's page; null when `id` names none. Revisions kept in one transaction
 * share their time, and are then in no particular order.
 */
export async function itemForStaff<
  Items extends PgTable & { id: AnyPgColumn },
  Revisions extends PgTable & { id: AnyPgColumn; savedAt: AnyPgColumn },
>(
  db: Db,
  items: Items,
  revisions: Revisions,
  itemKey: keyof Revisions & string,
  id: string,
): Promise<{ item: Items['$inferSelect']; revisions: Revisions['$inferSelect'][] } | null> {
  if (!isUuid(id)) return null;
  const [item] = (await db
    .select()
    .from(items as PgTable)
    .where(eq(items.id, id))) as Items['$inferSelect'][];
  if (!item) return null;
  return { item, revisions: await revisionsOf(db, revisions, itemKey, id) };
}

/** An item's revisions on the desk's page, newest first (at most 100). */
export async function revisionsOf<
  Table extends PgTable & { id: AnyPgColumn; savedAt: AnyPgColumn },
>(
  db: Db,
  revisions: Table,
  itemKey: keyof Table & string,
  id: string,
): Promise<Table['$inferSelect'][]> {
  return (await db
    .select()
    .from(revisions as PgTable)
    .where(eq(revisions[itemKey] as AnyPgColumn, id))
    .orderBy(desc(revisions.savedAt), desc(revisions.id))
    .limit(100)) as Table['$inferSelect'][];
}

const auditVerb = { created: 'create', saved: 'save', restored: 'restore' } as const;

/**
 * The item, locked until the transaction ends; refused when `version` (the `updatedAt` the
 * editor's copy was read with) is given and the item has changed since.
 */
export async function lockItem<Row extends ItemRow, Draft>(
  tx: Db,
  desk: ItemDesk<Row, Draft>,
  id: string,
  version?: string,
): Promise<Row> {
  if (!desk.isId(id)) throw new AppError(desk.unknown);
  const row = await desk.lock(tx, id);
  if (!row) throw new AppError(desk.unknown);
  refuseStale(row.updatedAt, version, desk.conflict);
  return row;
}

/** A published item must stay complete: refuses a draft that lacks what publishing needs. */
export function assertComplete<Row extends ItemRow, Draft>(
  desk: ItemDesk<Row, Draft>,
  draft: Draft,
): void {
  const missing = desk.missing(draft);
  if (Object.keys(missing).length > 0) {
    throw new AppError(desk.incomplete, {}, staffFieldMessages(missing));
  }
}

/** Keeps the draft as a revision of the item, with the audit row of the change. */
async function keepRevision<Row extends ItemRow, Draft>(
  tx: Db,
  actor: Actor,
  desk: ItemDesk<Row, Draft>,
  id: string,
  draft: Draft,
  reason: RevisionReason,
): Promise<void> {
  await desk.keepRevision(tx, id, draft, reason, actor.email);
  await recordAudit(tx, actor, `${desk.audit}.${auditVerb[reason]}`, { type: desk.subject, id });
}

/** A new item, written by `insert` (which answers its id), with its first revision. */
export async function createItem<Row extends ItemRow, Draft>(
  db: Db,
  actor: Actor,
  desk: ItemDesk<Row, Draft>,
  draft: Draft,
  insert: (tx: Db) => Promise<string>,
): Promise<{ id: string }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const id = await insert(tx);
    await keepRevision(tx, actor, desk, id, draft, 'created');
    return { id };
  });
}

/**
 * Saves an item's draft (a revision is kept); a published item must stay complete. Answers the
 * item's new version, for the editor's next change.
 */
export async function saveItem<Row extends ItemRow, Draft>(
  db: Db,
  actor: Actor,
  desk: ItemDesk<Row, Draft>,
  id: string,
  draft: Draft,
  {
    reason,
    version,
    restricted = false,
  }: { reason: 'saved' | 'restored'; version?: string; restricted?: boolean },
): Promise<{ version: string }> {
  const savedAt = new Date();
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockItem(tx, desk, id, version);
    // Where the section waits for review, an account that must submit changes drafts only:
    // what visitors see (or will at a set time) changes through a reviewer.
    if (restricted && row.status === 'published') throw new AppError('review_required');
    if (row.status === 'published') assertComplete(desk, draft);
    const stamp: ItemStamp = { updatedAt: savedAt, updatedBy: actor.email };
    if (desk.translation && row.arChangedAt && row.enChangedAt) {
      const stored = (await desk.draftOf(row, tx)) as Record<string, unknown>;
      const changed = changedLanguages(
        stored,
        draft as Record<string, unknown>,
        desk.translation.fields,
      );
      const times = { arChangedAt: row.arChangedAt, enChangedAt: row.enChangedAt };
      Object.assign(stamp, savedLanguageTimes(times, changed, savedAt));
    }
    await desk.write(tx, id, draft, stamp);
    // A submitted draft changed by an editor who must submit is theirs to submit again: the
    // reviewer never approves, in one author's name, words they did not submit.
    if (restricted && row.reviewState === 'submitted' && desk.review) {
      await desk.review.set(tx, id, { reviewState: null });
    }
    await keepRevision(tx, actor, desk, id, draft, reason);
    return { version: savedAt.toISOString() };
  });
}

/**
 * Publishes an item now, at a time to come (schedule), or takes it off the site (back to a
 * draft). Publishing and scheduling need the item complete.
 */
export async function changeItemPublication<Row extends ItemRow, Draft>(
  db: Db,
  actor: Actor,
  desk: ItemDesk<Row, Draft>,
  id: string,
  change: NewsStatusChange,
  now: Date,
): Promise<ReturnType<typeof publicationAnswer>> {
  const review = desk.review;
  if (review && (await mustSubmitIn(db, actor, review.section))) {
    throw new AppError('review_required');
  }
  const done = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockItem(tx, desk, id, change.version);
    const current = newsVisibility(row, now);
    const draft = await desk.draftOf(row, tx);
    const publishAt = publicationTime(current, change, now, () => assertComplete(desk, draft));
    await desk.publish(tx, id, {
      status: publishAt ? 'published' : 'draft',
      publishAt,
      updatedAt: now,
      updatedBy: actor.email,
    });
    await recordAudit(
      tx,
      actor,
      `${desk.audit}.${change.action}`,
      { type: desk.subject, id },
      { from: current, ...(publishAt ? { at: publishAt.toISOString() } : {}) },
    );
    // A reviewer's publication or schedule of a submitted item approves it; one sent back
    // and published all the same leaves its review behind too.
    const approved = Boolean(review && publishAt && row.reviewState === 'submitted');
    if (review && publishAt && row.reviewState) {
      await review.set(tx, id, { reviewState: null, reviewComment: null, reviewAt: now });
    }
    if (approved) {
      await recordAudit(tx, actor, `${desk.audit as ReviewedAudit}.approve`, {
        type: desk.subject,
        id,
      });
    }
    return {
      answer: publicationAnswer(publishAt, now),
      author: approved ? (row.reviewAuthorId ?? null) : null,
      row,
      publishAt,
    };
  });
  if (review && done.author) {
    await tellReviewAuthor(
      db,
      done.author,
      {
        title: (locale) => review.title(done.row, locale),
        path: () => review.path(id),
        relatedId: id,
      },
      {
        kind: 'approved',
        reviewer: actor.name ?? actor.email,
        at: done.publishAt && done.publishAt > now ? done.publishAt : null,
      },
    );
  }
  return done.answer;
}

/** The audit prefixes of the desks with review. */
type ReviewedAudit = 'news' | 'event' | 'circular' | 'calendar';

/**
 * "The translation is up to date" (issue #47): the language that is behind the other is counted
 * as brought up to date now, without a change of its words (for a change that needs no
 * translation): both languages' times become now, in step (as after a save of its
 * translation, savedLanguageTimes), with the audit row. Refused when the item changed since
 * `version` (409 `conflict`) and when no language is behind (409 `translation_current`).
 * Answers the language marked.
 */
export async function markItemTranslated<Row extends ItemRow, Draft>(
  db: Db,
  actor: Actor,
  desk: ItemDesk<Row, Draft>,
  id: string,
  version: string,
  now: Date = new Date(),
): Promise<{ language: TranslatedLanguage }> {
  const translation = desk.translation;
  if (!translation) throw new AppError(desk.unknown);
  const restricted = desk.review ? await mustSubmitIn(db, actor, desk.review.section) : false;
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockItem(tx, desk, id, version);
    // The mark a reviewer goes by: an account that must submit sets it on drafts only.
    if (restricted && row.status === 'published') throw new AppError('review_required');
    const language =
      row.arChangedAt && row.enChangedAt
        ? laggingLanguage({ arChangedAt: row.arChangedAt, enChangedAt: row.enChangedAt })
        : null;
    if (!language) throw new AppError('translation_current');
    await translation.markCurrent(tx, id, { arChangedAt: now, enChangedAt: now });
    await recordAudit(
      tx,
      actor,
      `${desk.audit as 'news' | 'event' | 'circular'}.translated`,
      { type: desk.subject, id },
      { language },
    );
    return { language };
  });
}

/** What revision `revisionId` of item `id` kept; refused when unknown or another item's. */
export async function revisionToRestore<Row extends ItemRow, Draft>(
  db: Db,
  desk: ItemDesk<Row, Draft>,
  id: string,
  revisionId: string,
): Promise<Draft> {
  if (!desk.isId(id)) throw new AppError(desk.unknown);
  const revision = await desk.findRevision(db, revisionId);
  if (!revision || revision.itemId !== id) throw new AppError('unknown_revision');
  return revision.snapshot;
}

/** What a desk of items adds to its ItemDesk for the verbs on an item that exists. */
export interface ItemChangesOf<Draft> {
  /** The draft's schema, which every save and restore passes through. */
  schema: z.ZodType<Draft>;
  /** The refusal of a save whose address (slug) another item has (none: items without one). */
  slugTaken?: ErrorCode;
  /** The refusal of a revision that today's rules no longer accept. */
  invalid: ErrorCode;
  /** A revision's draft as it can come back today (a removed picture left out, say). */
  restorable?: (db: Db, snapshot: Draft) => Promise<Draft>;
}

/** What a desk of items adds to its ItemDesk for the four verbs every such desk has. */
export interface ItemVerbsOf<Draft> extends ItemChangesOf<Draft> {
  slugTaken: ErrorCode;
  /** Inserts a new item, a draft, and answers its id (inside createItem's transaction). */
  insert: (tx: Db, draft: Draft, actor: Actor) => Promise<string>;
}

/**
 * The verbs on an item that exists, written once (issue #43): save (a revision kept; a
 * published item changes at once), publish now or at a time or take off the site, and put an
 * earlier revision back (itself kept as a new revision). The calendar's desk, whose years are
 * created its own way, uses these alone; the news and events desks through itemVerbs.
 */
export function itemChanges<Row extends ItemRow, Draft>(
  desk: ItemDesk<Row, Draft>,
  verbs: ItemChangesOf<Draft>,
) {
  async function save(
    db: Db,
    actor: Actor,
    id: string,
    input: Draft,
    { reason = 'saved', version }: { reason?: 'saved' | 'restored'; version?: string } = {},
  ): Promise<{ id: string; version: string }> {
    const draft = verbs.schema.parse(input);
    const restricted = desk.review ? await mustSubmitIn(db, actor, desk.review.section) : false;
    const work = () => saveItem(db, actor, desk, id, draft, { reason, version, restricted });
    const saved = await (verbs.slugTaken ? slugChecked(work, verbs.slugTaken) : work());
    return { id, ...saved };
  }
  return {
    save,
    changeStatus(
      db: Db,
      actor: Actor,
      id: string,
      change: NewsStatusChange,
      now: Date = new Date(),
    ): Promise<{ visibility: 'draft' | 'scheduled' | 'published'; publishAt: string | null }> {
      return changeItemPublication(db, actor, desk, id, change, now);
    },
    async restore(
      db: Db,
      actor: Actor,
      id: string,
      revisionId: string,
    ): Promise<{ id: string; version: string }> {
      const snapshot = await revisionToRestore(db, desk, id, revisionId);
      const today = verbs.restorable ? await verbs.restorable(db, snapshot) : snapshot;
      // A revision saved under older rules may not pass today's: said like any refused save.
      return save(db, actor, id, checkedSnapshot(verbs.schema, today, verbs.invalid), {
        reason: 'restored',
      });
    },
  };
}

/**
 * The verbs of a desk of items, written once (issue #43): create a draft, and the verbs on an
 * item that exists (itemChanges).
 */
export function itemVerbs<Row extends ItemRow, Draft>(
  desk: ItemDesk<Row, Draft>,
  verbs: ItemVerbsOf<Draft>,
) {
  return {
    async create(db: Db, actor: Actor, input: Draft): Promise<{ id: string }> {
      const draft = verbs.schema.parse(input);
      return slugChecked(
        () => createItem(db, actor, desk, draft, (tx) => verbs.insert(tx, draft, actor)),
        verbs.slugTaken,
      );
    },
    ...itemChanges(desk, verbs),
  };
}
