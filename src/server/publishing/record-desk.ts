/**
 * The verbs of a desk of records (a board member, a directory record), written once (issue #43):
 * add a record as a draft, save it, publish it now or at a time or take it off the site, put an
 * earlier revision back, remove it. Each change, its revision and its audit row are one
 * transaction; what differs from desk to desk (the table, the columns an input fills, the words
 * of the audit log) comes in the desk's `RecordDesk`.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { NewsStatusChange } from '@/lib/news';
import type { Db } from '../db/db';
import type { RevisionKind } from '../db/schema';
import { AppError, type ErrorCode } from '../errors';
import { recordAudit, type AuditSubject } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { changeRecordPublication, removeRecord } from './publication';
import { checkedSnapshot } from './publishing-errors';
import { findRevision, keepRevision } from './record-revisions';

type Actor = Pick<SignedInStaff, 'id' | 'email'>;

/** What a desk's rows have in common: a numeric key, a publication time and a last change. */
interface RecordRow {
  id: number;
  publishAt: Date | null;
  updatedAt: Date;
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

  /** Saves a record (a revision is kept); `reason` 'restored' for an earlier one put back. */
  async function save(
    db: Db,
    actor: Actor,
    id: string,
    input: Input,
    reason: 'saved' | 'restored' = 'saved',
  ): Promise<{ id: number }> {
    const key = recordKey(id);
    return db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const found = await desk.lock(tx, key);
      if (!found) throw new AppError('unknown_member');
      const saved = await desk.update(tx, key, input, actor);
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
    /** Publishes a record now or at a time, or takes it off the site (kept on the desk). */
    changeStatus(db: Db, actor: Actor, id: string, change: NewsStatusChange, now = new Date()) {
      const { key, ...locked } = record(id);
      return changeRecordPublication(
        db,
        actor,
        { ...locked, write: (tx, columns) => desk.publish(tx, key, columns) },
        change,
        now,
      );
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
     * Removes a record, read by the editor at `version` (its `updatedAt`): a record changed
     * since is not removed (409 `record_conflict`), as every other change of the desk.
     */
    async remove(db: Db, actor: Actor, id: string, version: string): Promise<void> {
      const { key, ...locked } = record(id);
      await removeRecord(db, actor, { ...locked, remove: (tx) => desk.remove(tx, key) }, version);
    },
  };
}
