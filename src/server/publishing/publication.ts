/**
 * A change of publication (publish now, at a time, or take off the site), the same for the
 * news, the events, the academic years, the board and the directory: when it makes the item
 * visible, checked against where the item stands now, and the answer the desks get.
 */
import 'server-only';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { publicationVisibility, type NewsStatusChange } from '@/lib/news';
import type { Db } from '../db/db';
import { AppError, type ErrorCode } from '../errors';
import { recordAudit, type AuditSubject } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

type Visibility = ReturnType<typeof publicationVisibility>;

/**
 * When `change` makes the item visible, or null for a draft again. Refuses a change to where it
 * already stands (409 `unchanged`), a time that has passed (409), and, to publish, an
 * incomplete item (`assertComplete` throws).
 */
export function publicationTime(
  current: Visibility,
  change: NewsStatusChange,
  now: Date,
  assertComplete: () => void,
  unchanged: ErrorCode = 'news_status_unchanged',
): Date | null {
  if (change.action === 'unpublish') {
    if (current === 'draft') throw new AppError(unchanged);
    return null;
  }
  assertComplete();
  if (change.action === 'publish') {
    if (current === 'published') throw new AppError(unchanged);
    return now;
  }
  if (change.at.getTime() <= now.getTime()) throw new AppError('schedule_in_past');
  return change.at;
}

/** What a desk is answered: where the item stands now, and its publication time. */
export function publicationAnswer(
  publishAt: Date | null,
  now: Date,
): { visibility: Visibility; publishAt: string | null } {
  return {
    visibility: publicationVisibility(publishAt, now),
    publishAt: publishAt?.toISOString() ?? null,
  };
}

/**
 * Refuses (409 `conflict`) a change made from a copy older than the record's last change:
 * `version` is the `updatedAt` the editor's copy was read with (none: no check).
 */
export function refuseStale(
  updatedAt: Date,
  version: string | undefined,
  conflict: ErrorCode,
): void {
  if (version !== undefined && new Date(version).getTime() !== updatedAt.getTime()) {
    throw new AppError(conflict);
  }
}

/** Rows of a table with a publication time: visible to visitors at `now`. */
export function publishedBy(column: PgColumn, now: Date) {
  // A draft's null time is never <= now.
  return lte(column, now);
}

/**
 * Rows of a table with a status as well (news, events, academic years): published, with a
 * publication time, and that time come at `now`.
 */
export function publishedAndDue(table: { status: PgColumn; publishAt: PgColumn }, now: Date) {
  return and(eq(table.status, 'published'), isNotNull(table.publishAt), lte(table.publishAt, now));
}

/** A record of a desk's list (a board member, a directory record), as the steps below reach it. */
interface DeskRecord<Row extends { updatedAt: Date }> {
  /** The audit action's prefix. */
  action: 'board' | 'directory';
  /** The audit row's target. */
  target: AuditSubject;
  /** The refusal of an unknown record. */
  unknown: ErrorCode;
  /** Reads the record for update (undefined when unknown). */
  lock: (tx: Db) => Promise<Row | undefined>;
}

/** The record, locked; refused when unknown, or changed since `version` (409 record_conflict). */
async function lockRecord<Row extends { updatedAt: Date }>(
  tx: Db,
  record: DeskRecord<Row>,
  version: string | undefined,
): Promise<Row> {
  const row = await record.lock(tx);
  if (!row) throw new AppError(record.unknown);
  refuseStale(row.updatedAt, version, 'record_conflict');
  return row;
}

/**
 * Removes a record of a desk's list (a board member, a directory record) that the editor read
 * at `version` (its `updatedAt`), in one transaction with its audit row: `lock` reads the record
 * for update (undefined when unknown: `unknown`), a record changed since is refused (409
 * `record_conflict`), and `remove` deletes it and names it for the audit.
 */
export async function removeRecord(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  record: DeskRecord<{ updatedAt: Date }> & { remove: (tx: Db) => Promise<{ name: string }> },
  version: string,
): Promise<void> {
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await lockRecord(tx, record, version);
    const { name } = await record.remove(tx);
    await recordAudit(tx, actor, `${record.action}.remove`, record.target, { name });
  });
}

/**
 * Publishes, schedules or takes off the site a record that has only a publication time (a board
 * member, a directory record), in one transaction with its audit row. `lock` reads the record
 * for update (null when unknown); a change made from a copy older than the record's last change
 * is refused (409 `record_conflict`).
 */
export async function changeRecordPublication(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  record: DeskRecord<{ publishAt: Date | null; updatedAt: Date }> & {
    write: (
      tx: Db,
      columns: { publishAt: Date | null; updatedAt: Date; updatedBy: string },
    ) => Promise<void>;
  },
  change: NewsStatusChange,
  now: Date = new Date(),
): Promise<{ visibility: Visibility; publishAt: string | null }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockRecord(tx, record, change.version);
    const current = publicationVisibility(row.publishAt, now);
    const publishAt = publicationTime(current, change, now, () => {}, 'record_status_unchanged');
    await record.write(tx, { publishAt, updatedAt: now, updatedBy: actor.email });
    await recordAudit(tx, actor, `${record.action}.${change.action}`, record.target, {
      from: current,
      ...(publishAt ? { at: publishAt.toISOString() } : {}),
    });
    return publicationAnswer(publishAt, now);
  });
}
