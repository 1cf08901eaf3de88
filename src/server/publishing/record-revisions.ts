/**
 * The saved states of a board member or a directory record (`record_revisions`), kept in the
 * transaction of each change: their history, and the revision to put back.
 */
import 'server-only';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { recordRevisions, type RecordRevisionRow, type RevisionKind } from '../db/schema';
import { SEED_AUTHOR } from '../db/seed-once';

type Reason = RecordRevisionRow['reason'];

/**
 * Keeps `snapshot` as a revision of record `id`. `before`, the record as it was, is kept first
 * as its 'seeded' revision when it has none yet (a record the site started with, changed for
 * the first time), so that state can be put back too.
 */
export async function keepRevision(
  tx: Db,
  kind: RevisionKind,
  id: number,
  snapshot: object,
  reason: Reason,
  savedBy: string,
  before?: object,
): Promise<void> {
  if (before) {
    const [kept] = await tx
      .select({ rows: count() })
      .from(recordRevisions)
      .where(and(eq(recordRevisions.kind, kind), eq(recordRevisions.recordId, id)));
    if ((kept?.rows ?? 0) === 0) {
      await tx.insert(recordRevisions).values({
        kind,
        recordId: id,
        snapshot: before as Record<string, unknown>,
        reason: 'seeded',
        savedBy: SEED_AUTHOR,
        // Before the change that follows it, even on a clock that gives both the same time.
        savedAt: sql`clock_timestamp() - interval '1 millisecond'`,
      });
    }
  }
  await tx.insert(recordRevisions).values({
    kind,
    recordId: id,
    snapshot: snapshot as Record<string, unknown>,
    reason,
    savedBy,
  });
}

/** A record's history, newest first. */
export async function listRevisions(
  db: Db,
  kind: RevisionKind,
  id: number,
): Promise<RecordRevisionRow[]> {
  return db
    .select()
    .from(recordRevisions)
    .where(and(eq(recordRevisions.kind, kind), eq(recordRevisions.recordId, id)))
    .orderBy(desc(recordRevisions.savedAt), asc(recordRevisions.id))
    .limit(100);
}

/** One revision of record `id`, or null (unknown, or another record's). */
export async function findRevision(
  db: Db,
  kind: RevisionKind,
  id: number,
  revisionId: string,
): Promise<RecordRevisionRow | null> {
  const [revision] = await db
    .select()
    .from(recordRevisions)
    .where(eq(recordRevisions.id, revisionId))
    .limit(1);
  return revision && revision.kind === kind && revision.recordId === id ? revision : null;
}
