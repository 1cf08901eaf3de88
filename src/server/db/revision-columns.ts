import { sql } from 'drizzle-orm';
import { jsonb, text, timestamp } from 'drizzle-orm/pg-core';

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
