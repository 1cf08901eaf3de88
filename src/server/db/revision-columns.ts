import { sql } from 'drizzle-orm';
import {
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
  type PgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

/** Why a revision was kept: created, saved, restored, or seeded (a record the site started with). */
export const revisionReasons = ['created', 'saved', 'restored', 'seeded'] as const;
export type StoredRevisionReason = (typeof revisionReasons)[number];

/**
 * The columns every revision table ends with (news, events, academic years, the board, the
 * directory and the banner): the saved state, why, by whom and when. A function, so that each
 * table gets column builders of its own.
 */
export function revisionColumns<Snapshot>() {
  return {
    snapshot: jsonb('snapshot').$type<Snapshot>().notNull(),
    reason: text('reason', { enum: revisionReasons }).notNull(),
    savedBy: text('saved_by').notNull(),
    // The time of the write itself, not of its transaction's start (now()): the history's
    // order is the order the saves were made in.
    savedAt: timestamp('saved_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  };
}

/**
 * The table of every saved state of one kind of item (news_revisions, event_revisions,
 * academic_year_revisions): an id, the item's key (one column, which the caller writes with its
 * reference to the item, deleted with it), the revision's columns, and an index on the item's
 * key and the time, for an item's history in order. Called as
 * `revisionsTable<Snapshot>()(name, { itemKey: column }, indexName)`: the snapshot's type is
 * given, the rest inferred.
 */
export function revisionsTable<Snapshot>() {
  return <Name extends string, Key extends string, Item extends PgColumnBuilderBase>(
    name: Name,
    item: { [key in Key]: Item },
    indexName: string,
  ) => {
    const [itemKey] = Object.keys(item) as [Key];
    return pgTable(
      name,
      { id: uuid('id').primaryKey().defaultRandom(), ...item, ...revisionColumns<Snapshot>() },
      (table) => [index(indexName).on(table[itemKey] as unknown as PgColumn, table.savedAt)],
    );
  };
}
