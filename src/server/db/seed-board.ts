/**
 * The one-time seed: loads the board of trustees (the people of content/{ar,en}/pages/about/board.ts,
 * both languages side by side) into a fresh database.
 *
 * "Once" is recorded in the `seeds` table, in the same transaction as the insert: the seed
 * never runs twice (no duplicates however often the site starts), and it never writes to a
 * board table that already has rows, so data entered by the college is never overwritten
 * (seed-once.ts, which every seed shares).
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import { bilingualBoardEntries } from '../../../content/board';
import type { Db } from './db';
import { board, type NewBoardRow } from './schema';
import { seedOnce } from './seed-once';

/**
 * The seed's rows, with created_at one millisecond apart so the list keeps its order, all
 * just before `now` so that a member added right after the seed still sorts after them.
 */
export function boardSeedRows(now: Date = new Date()): NewBoardRow[] {
  const entries = bilingualBoardEntries();
  return entries.map((entry, i) => {
    const at = new Date(now.getTime() - entries.length + i);
    return {
      nameAr: entry.name.ar,
      nameEn: entry.name.en,
      positionAr: entry.position.ar,
      positionEn: entry.position.en,
      bioAr: entry.bio.ar ?? null,
      bioEn: entry.bio.en ?? null,
      imageUrl: null,
      role: entry.role,
      // Published, and last changed, when added.
      createdAt: at,
      publishAt: at,
      updatedAt: at,
    };
  });
}

/** Seeds the board if this database has never been seeded and the table is empty; returns the rows inserted. */
export async function seedBoard(db: Db): Promise<number> {
  return seedOnce(db, 'board', board, async (tx) => {
    const rows = boardSeedRows();
    await tx.insert(board).values(rows);
    return rows.length;
  });
}
