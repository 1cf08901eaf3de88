/**
 * What every one-time seed does around its inserts (the board's, the news's, the events', the
 * academic calendar's, the directory's): "once" is recorded in the `seeds` table in the same
 * transaction as the insert, so the seed never runs twice however often the site starts, and it
 * never writes to a table that already has rows, so what the college entered, or removed, is
 * never put back.
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import { count } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './db';
import { seeds } from './schema';

/** The seed's author in the history of each item. */
export const SEED_AUTHOR = 'seed';

/**
 * Runs `insert` in one transaction if the seed `name` never ran on this database and `table`
 * is empty; returns what it inserted (its count), or 0 when the seed was not run.
 */
export async function seedOnce(
  db: Db,
  name: string,
  table: PgTable,
  insert: (tx: Db) => Promise<number>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(seeds)
      .values({ name })
      .onConflictDoNothing()
      .returning({ name: seeds.name });
    if (claimed.length === 0) return 0;
    const [existing] = await tx.select({ rows: count() }).from(table);
    if ((existing?.rows ?? 0) > 0) return 0;
    return insert(tx as unknown as Db);
  });
}

/**
 * The seed of a desk of items (the news, the events), once: each item of `seed` published, with
 * its draft kept as its first revision. `columnsOf` gives the row's columns besides its status
 * and author (the draft's, and when it is shown); `itemKey` is the revisions' column that names
 * the item. Returns the count.
 */
export async function seedPublishedItems<Item, Draft>(
  db: Db,
  name: string,
  items: PgTable & { id: AnyPgColumn },
  revisions: PgTable,
  itemKey: string,
  seed: readonly Item[],
  draftOf: (item: Item) => Draft,
  columnsOf: (item: Item, draft: Draft) => object,
): Promise<number> {
  return seedOnce(db, name, items, async (tx) => {
    for (const item of seed) {
      const draft = draftOf(item);
      const [row] = (await tx
        .insert(items)
        .values({ ...columnsOf(item, draft), status: 'published', updatedBy: SEED_AUTHOR } as never)
        .returning({ id: items.id })) as { id: string }[];
      await tx.insert(revisions).values({
        [itemKey]: row!.id,
        snapshot: draft,
        reason: 'seeded',
        savedBy: SEED_AUTHOR,
      } as never);
    }
    return seed.length;
  });
}
