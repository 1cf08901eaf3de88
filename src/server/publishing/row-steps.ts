/**
 * The two steps every desk takes on its own table's row by the row's key (a news item's or an
 * event's id, an academic year, a board member's or a directory record's number): read it for
 * update, locked until the transaction ends, and write its publication columns. Each desk's
 * description (ItemDesk, RecordDesk) takes them from here.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db';
import type { ReviewColumns } from './review-gate';

export function rowSteps<Table extends PgTable, Key extends string | number>(
  table: Table,
  key: AnyPgColumn & { _: { data: Key } },
) {
  type Row = Table['$inferSelect'];
  return {
    /** The row, locked until the transaction ends, or undefined. */
    lock: async (tx: Db, value: Key): Promise<Row | undefined> => {
      const rows = await tx
        .select()
        .from(table as PgTable)
        .where(eq(key, value))
        .for('update');
      return (rows as Row[])[0];
    },
    /** Writes the row's publication (and who changed it, when). */
    publish: async (tx: Db, value: Key, columns: Partial<Table['$inferInsert']>): Promise<void> => {
      await tx
        .update(table)
        .set(columns as never)
        .where(eq(key, value));
    },
  };
}

/**
 * The steps of a desk of records (the board, the directory) on its table, beside rowSteps':
 * write the editor's input over a record (`columnsOf` makes the row's columns of it, checking
 * what it names) and delete one, naming it for the audit by its English name.
 */
export function recordRowSteps<
  Table extends PgTable & {
    id: AnyPgColumn & { _: { data: number } };
    nameEn: AnyPgColumn & { _: { data: string } };
  },
  Input,
>(table: Table, columnsOf: (tx: Db, input: Input) => Promise<Partial<Table['$inferInsert']>>) {
  type Row = Table['$inferSelect'];
  return {
    ...rowSteps(table, table.id),
    update: async (tx: Db, key: number, input: Input, actor: { email: string }): Promise<Row> => {
      const rows = await tx
        .update(table)
        .set({
          ...(await columnsOf(tx, input)),
          updatedAt: new Date(),
          updatedBy: actor.email,
        } as never)
        .where(eq(table.id, key))
        .returning();
      return (rows as Row[])[0]!;
    },
    /** Writes a record's review columns (a submission, a return, an approval). */
    setReview: async (tx: Db, key: number, columns: ReviewColumns): Promise<void> => {
      await tx
        .update(table)
        .set(columns as never)
        .where(eq(table.id, key));
    },
    remove: async (tx: Db, key: number): Promise<{ name: string }> => {
      const rows = await tx
        .delete(table)
        .where(eq(table.id, key))
        .returning({ name: table.nameEn });
      return (rows as { name: string }[])[0]!;
    },
  };
}
