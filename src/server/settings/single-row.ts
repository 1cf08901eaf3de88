/**
 * One document the college's staff own as a whole (the site's settings, the college's figures):
 * one row (id 1) of its table, absent until the first save (the first values stand until then);
 * read into this process's store at start and every half minute (another instance may have saved
 * it), saved with the version the form was opened with (a stale form is refused, 409), in one
 * transaction with an audit row naming what changed.
 */
import 'server-only';
import { isDeepStrictEqual } from 'node:util';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { collegeFigures, directoryDepartments, mailWording, siteSettings } from '../db/schema';
import { AppError, type ErrorCode } from '../errors';
import { recordAudit, type AuditAction, type AuditSubject } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

interface RowOf<V> {
  id: number;
  values: V;
  version: number;
  updatedAt: Date;
  updatedBy: string;
}

interface SingleRowOptions<V extends object> {
  /** Both tables have the same columns (src/server/db/settings-schema.ts). */
  table:
    typeof siteSettings | typeof collegeFigures | typeof directoryDepartments | typeof mailWording;
  /** The values that stand before the first save. */
  first: () => V;
  /** Saved values over the first ones: a name added after they were saved starts as its first. */
  merge: (saved: Partial<V>) => V;
  store: () => { values: V | null; version: number };
  audit: { action: AuditAction; type: AuditSubject['type'] };
  conflict: ErrorCode;
}

export function singleRow<V extends object>(options: SingleRowOptions<V>) {
  // One table's type for both: their columns are the same.
  const table = options.table as typeof siteSettings;

  async function readRow(db: Db): Promise<RowOf<V> | undefined> {
    const [row] = await db.select().from(table).where(eq(table.id, 1));
    return row as unknown as RowOf<V> | undefined;
  }

  return {
    readRow,

    /** Brings this process's store up to the database's; true when it changed. */
    async load(db: Db): Promise<boolean> {
      const row = await readRow(db);
      const store = options.store();
      const version = row?.version ?? 0;
      if (version === store.version) return false;
      store.values = row ? options.merge(row.values) : null;
      store.version = version;
      return true;
    },

    /** The values as the form opens them, with the version to send back. */
    async forEditing(db: Db): Promise<{ values: V; version: number; row: RowOf<V> | undefined }> {
      const row = await readRow(db);
      return {
        values: row ? options.merge(row.values) : options.first(),
        version: row?.version ?? 0,
        row,
      };
    },

    /** Saves the values; the names of those that changed (none: nothing is written). */
    async save(
      db: Db,
      staff: SignedInStaff,
      version: number,
      values: V,
      /** Run first in the save's transaction: a check that must hold until it commits. */
      guard?: (tx: Db) => Promise<void>,
    ): Promise<{ version: number; changed: string[] }> {
      const saved = await db.transaction(async (tx) => {
        if (guard) await guard(tx as unknown as Db);
        const [row] = await tx.select().from(table).where(eq(table.id, 1)).for('update');
        if ((row?.version ?? 0) !== version) throw new AppError(options.conflict);
        const before = row ? options.merge(row.values as unknown as Partial<V>) : options.first();
        const changed = Object.keys(values).filter(
          (name) =>
            !isDeepStrictEqual(
              (values as Record<string, unknown>)[name],
              (before as Record<string, unknown>)[name],
            ),
        );
        if (changed.length === 0) return { version, changed, values: before };
        const next = version + 1;
        const record = { values: values as never, version: next, updatedBy: staff.name };
        if (row) {
          await tx
            .update(table)
            .set({ ...record, updatedAt: new Date() })
            .where(eq(table.id, 1));
        } else {
          // Before the first save there is no row to lock: two first saves at once both get
          // here, and the one whose row is not written is stale like any other (409), never
          // a duplicate key's 500.
          const [inserted] = await tx
            .insert(table)
            .values({ id: 1, ...record })
            .onConflictDoNothing()
            .returning({ id: table.id });
          if (!inserted) throw new AppError(options.conflict);
        }
        await recordAudit(
          tx,
          staff,
          options.audit.action,
          { type: options.audit.type, id: '1' },
          { changed: changed.join(', ') },
        );
        return { version: next, changed, values };
      });
      if (saved.changed.length > 0) {
        const store = options.store();
        store.values = saved.values;
        store.version = saved.version;
      }
      return { version: saved.version, changed: saved.changed };
    },
  };
}
