/**
 * The verbs of a desk of records (a board member, a directory record), written once (issue #43):
 * add a record as a draft, save it, publish it now or at a time or take it off the site, put an
 * earlier revision back, remove it. Where the desk's section waits for review (issue #47), an
 * account that must submit changes drafts only (record-review.ts submits them). Each change, its revision and its audit row are one
 * transaction; what differs from desk to desk (the table, the columns an input fills, the words
 * of the audit log) comes in the desk's `RecordDesk`.
 */
import 'server-only';
import { eq, isNotNull } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { EditorSection } from '@/config/editor-sections';
import type { SitePath } from '@/config/site-paths';
import type { Locale } from '@/i18n/routing';
import type { NewsStatusChange } from '@/lib/news';
import type { Db } from '../db/db';
import { board, directoryMembers, type RevisionKind } from '../db/schema';
import { AppError, type ErrorCode } from '../errors';
import { recordAudit, type AuditSubject } from '../staff/record-audit';
import { changeRecordPublication, refuseStale, removeRecord } from './publication';
import { checkedSnapshot } from './publishing-errors';
import { findRevision, keepRevision } from './record-revisions';
import { isReviewer, mustSubmitIn, tellReviewAuthor, type ReviewColumns } from './review-gate';
import type { Actor } from './desk-items';
import type { SignedInStaff } from '../staff/staff-session';

/** What a desk's rows have in common: a numeric key, a publication time and a last change. */
export interface RecordRow {
  id: number;
  publishAt: Date | null;
  updatedAt: Date;
  /** Where a submission for review stands, and its author (issue #47). */
  reviewState?: 'submitted' | 'returned' | null;
  reviewAuthorId?: string | null;
}

export interface RecordDesk<Row extends RecordRow, Input> {
  /** The revisions' kind and the audit actions' prefix ('board.save', …). */
  kind: RevisionKind & ('board' | 'directory');
  /** The audit rows' target type. */
  target: AuditSubject['type'];
  /** The input's schema, which every save and restore passes through. */
  schema: z.ZodType<Input>;
  /** The refusal of a revision today's rules no longer accept. */
  invalid: ErrorCode;
  /** What the editor saves, as a row holds it (and a revision keeps it). */
  inputOf: (row: Row) => Input;
  /** Inserts a new record, a draft (no publication time), and answers its row. */
  insert: (tx: Db, input: Input, actor: Actor) => Promise<Row>;
  /** Writes the editor's input over record `key` and answers its row. */
  update: (tx: Db, key: number, input: Input, actor: Actor) => Promise<Row>;
  /** Reads record `key` for update (undefined when unknown). */
  lock: (tx: Db, key: number) => Promise<Row | undefined>;
  /** Writes record `key`'s publication columns. */
  publish: (
    tx: Db,
    key: number,
    columns: { publishAt: Date | null; updatedAt: Date; updatedBy: string },
  ) => Promise<void>;
  /** Deletes record `key` and names it for the audit. */
  remove: (tx: Db, key: number) => Promise<{ name: string }>;
  /** A revision's snapshot as today's input would have it (fields since dropped, say). */
  restorable?: (snapshot: Record<string, unknown>) => Record<string, unknown>;
  /** Writes record `key`'s review columns (record-review.ts). */
  setReview: (tx: Db, key: number, columns: ReviewColumns) => Promise<void>;
  /**
   * Where the desk's section may wait for review (issue #47, item 2): the section, and the
   * record's name in a language and its place in the workspace (the author's e-mail names them).
   */
  review: {
    section: EditorSection;
    title: (row: Row, locale: Locale) => string;
    path: (key: number) => SitePath;
  };
}

/** A record's address (`/staff/board/12`): its key, a positive integer. */
const RECORD_ADDRESS = /^[1-9]\d{0,9}$/;

/** The largest key the column holds (a PostgreSQL integer): past it the database refuses the query. */
const MAX_RECORD_KEY = 2_147_483_647;

function isRecordAddress(id: string): boolean {
  return RECORD_ADDRESS.test(id) && Number(id) <= MAX_RECORD_KEY;
}

/** A record's key from its address: a positive integer, else an unknown member. */
export function recordKey(id: string): number {
  if (!isRecordAddress(id)) throw new AppError('unknown_member');
  return Number(id);
}

/** The record of `table` at an address, for the editor; null when there is none. */
export async function recordAt<Table extends PgTable & { id: AnyPgColumn }>(
  db: Db,
  table: Table,
  id: string,
): Promise<Table['$inferSelect'] | null> {
  if (!isRecordAddress(id)) return null;
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, Number(id)));
  return (rows as Table['$inferSelect'][])[0] ?? null;
}

/** The records of `table` under review, by key, and where each stands (for a desk's list). */
export async function reviewStatesOf(
  db: Db,
  table: typeof board | typeof directoryMembers,
): Promise<Map<number, 'submitted' | 'returned'>> {
  const rows = await db
    .select({ id: table.id, state: table.reviewState })
    .from(table)
    .where(isNotNull(table.reviewState));
  return new Map(rows.map((row) => [row.id, row.state!]));
}

export function recordVerbs<Row extends RecordRow, Input extends object>(
  desk: RecordDesk<Row, Input>,
) {
  /** A record as the publishing helpers take it: its audit target, its row locked. */
  const record = (id: string) => {
    const key = recordKey(id);
    return {
      key,
      action: desk.kind,
      target: { type: desk.target, id } as AuditSubject,
      unknown: 'unknown_member' as const,
      lock: (tx: Db) => desk.lock(tx, key),
    };
  };

  /** The record `key`, locked; refused when unknown or changed since `version` (409). */
  async function lockAt(tx: Db, key: number, version: string): Promise<Row> {
    const row = await desk.lock(tx, key);
    if (!row) throw new AppError('unknown_member');
    refuseStale(row.updatedAt, version, 'record_conflict');
    return row;
  }

  /** Saves a record (a revision is kept); `reason` 'restored' for an earlier one put back. */
  async function save(
    db: Db,
    actor: Actor,
    id: string,
    input: Input,
    reason: 'saved' | 'restored' = 'saved',
  ): Promise<{ id: number }> {
    const key = recordKey(id);
    const restricted = await mustSubmitIn(db, actor, desk.review.section);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const found = await desk.lock(tx, key);
      if (!found) throw new AppError('unknown_member');
      // Where the section waits for review, an account that must submit changes drafts only:
      // a record visitors see (or will at a set time) changes through a reviewer.
      if (restricted && found.publishAt) throw new AppError('review_required');
      const saved = await desk.update(tx, key, input, actor);
      // A submitted draft changed by an editor who must submit is theirs to submit again.
      if (restricted && found.reviewState === 'submitted') {
        await desk.setReview(tx, key, { reviewState: null });
      }
      await keepRevision(
        tx,
        desk.kind,
        key,
        desk.inputOf(saved),
        reason,
        actor.email,
        desk.inputOf(found),
      );
      await recordAudit(tx, actor, `${desk.kind}.${reason === 'saved' ? 'save' : 'restore'}`, {
        type: desk.target,
        id,
      } as AuditSubject);
      return { id: key };
    });
  }

  return {
    /** A new record, a draft (not shown until published), with its first revision. */
    create(db: Db, actor: Actor, input: Input): Promise<{ id: number }> {
      return db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const row = await desk.insert(tx, input, actor);
        await keepRevision(tx, desk.kind, row.id, desk.inputOf(row), 'created', actor.email);
        await recordAudit(tx, actor, `${desk.kind}.create`, {
          type: desk.target,
          id: String(row.id),
        } as AuditSubject);
        return { id: row.id };
      });
    },
    save,
    /**
     * Publishes a record now or at a time, or takes it off the site (kept on the desk). Refused
     * to an account that must submit for review. A reviewer's publication or schedule of a
     * submitted record approves it, and its author is told.
     */
    async changeStatus(
      db: Db,
      actor: Actor,
      id: string,
      change: NewsStatusChange,
      now = new Date(),
    ) {
      const { key, ...locked } = record(id);
      if (await mustSubmitIn(db, actor, desk.review.section)) {
        throw new AppError('review_required');
      }
      let approved: Row | null = null;
      const answer = await changeRecordPublication(
        db,
        actor,
        {
          ...locked,
          write: async (tx, columns) => {
            const before = await desk.lock(tx, key);
            await desk.publish(tx, key, columns);
            if (!columns.publishAt || !before?.reviewState) return;
            // One sent back and published all the same leaves its review behind too.
            await desk.setReview(tx, key, {
              reviewState: null,
              reviewComment: null,
              reviewAt: now,
            });
            if (before.reviewState === 'submitted' && before.reviewAuthorId) {
              approved = before;
              await recordAudit(tx, actor, `${desk.kind}.approve`, locked.target);
            }
          },
        },
        change,
        now,
      );
      const done = approved as Row | null;
      if (done?.reviewAuthorId) {
        const publishAt = answer.publishAt ? new Date(answer.publishAt) : null;
        await tellReviewAuthor(
          db,
          done.reviewAuthorId,
          {
            title: (locale) => desk.review.title(done, locale),
            path: () => desk.review.path(key),
            relatedId: id,
          },
          {
            kind: 'approved',
            reviewer: actor.name ?? actor.email,
            at: publishAt && publishAt > now ? publishAt : null,
          },
        );
      }
      return answer;
    },
    /** Puts an earlier revision back (itself kept as a new revision). */
    async restore(db: Db, actor: Actor, id: string, revisionId: string): Promise<{ id: number }> {
      const revision = await findRevision(db, desk.kind, recordKey(id), revisionId);
      if (!revision) throw new AppError('unknown_revision');
      const snapshot = { ...(revision.snapshot as Record<string, unknown>) };
      const today = desk.restorable ? desk.restorable(snapshot) : snapshot;
      return save(db, actor, id, checkedSnapshot(desk.schema, today, desk.invalid), 'restored');
    },
    /**
     * Submits a draft record for review (issue #47). Refused (409 `review_not_needed`) for a
     * record visitors see or will see at a set time, which only a reviewer changes, and once
     * submitted until it is answered.
     */
    async submit(db: Db, staff: SignedInStaff, id: string, version: string) {
      const { key, target } = record(id);
      await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const row = await lockAt(tx, key, version);
        if (row.publishAt) throw new AppError('review_not_needed');
        if (row.reviewState === 'submitted') throw new AppError('review_already_submitted');
        await desk.setReview(tx, key, {
          reviewState: 'submitted',
          reviewAuthorId: staff.id,
          reviewAuthor: staff.name,
          reviewAt: new Date(),
          reviewComment: null,
        });
        await recordAudit(tx, staff, `${desk.kind}.submit`, target);
      });
      return { id };
    },
    /** Sends a submitted record back to its author with the reviewer's comment (a reviewer). */
    async sendBack(db: Db, staff: SignedInStaff, id: string, version: string, comment: string) {
      const { key, target } = record(id);
      if (!isReviewer(staff)) throw new AppError('staff_forbidden');
      const row = await db.transaction(async (transaction) => {
        const tx = transaction as unknown as Db;
        const locked = await lockAt(tx, key, version);
        if (locked.reviewState !== 'submitted' || !locked.reviewAuthorId) {
          throw new AppError('review_not_submitted');
        }
        await desk.setReview(tx, key, {
          reviewState: 'returned',
          reviewComment: comment,
          reviewAt: new Date(),
        });
        await recordAudit(tx, staff, `${desk.kind}.return`, target);
        return locked;
      });
      await tellReviewAuthor(
        db,
        row.reviewAuthorId!,
        {
          title: (locale) => desk.review.title(row, locale),
          path: () => desk.review.path(key),
          relatedId: id,
        },
        { kind: 'returned', reviewer: staff.name, comment },
      );
      return { id };
    },
    /**
     * Removes a record, read by the editor at `version` (its `updatedAt`): a record changed
     * since is not removed (409 `record_conflict`), as every other change of the desk.
     */
    async remove(db: Db, actor: Actor, id: string, version: string): Promise<void> {
      const { key, ...locked } = record(id);
      const restricted = await mustSubmitIn(db, actor, desk.review.section);
      await removeRecord(
        db,
        actor,
        {
          ...locked,
          remove: async (tx) => {
            // Taking a record visitors see off the site is a reviewer's change.
            if (restricted && (await desk.lock(tx, key))?.publishAt) {
              throw new AppError('review_required');
            }
            return desk.remove(tx, key);
          },
        },
        version,
      );
    },
  };
}
