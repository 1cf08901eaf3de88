/**
 * A page of one of the workspace's lists (the admissions inbox, the support desk, the mail
 * outbox): the rows the list reads, how many rows match its filters in all, and how many pages
 * they fill (at least one, so an empty list still has its page).
 */
import 'server-only';
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/db';

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  pages: number;
}

/** Counts the rows of `table` that match `where`, then reads the page's rows with `read`. */
export async function listPage<Row>(
  db: Db,
  table: PgTable,
  where: SQL | undefined,
  pageSize: number,
  read: () => Promise<Row[]>,
): Promise<ListPage<Row>> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(table).where(where);
  const rows = await read();
  return { rows, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}
