/**
 * The clean-up of uploaded pictures nothing uses (issue #22): a picture uploaded for a news
 * item, a board member or a directory record that was then replaced, removed or never saved.
 * It goes, with its stored copies, once it is older than UNUSED_PICTURE_DAYS and no news item,
 * board member or directory record shows it, and no kept version of one does (a version can be
 * put back, its picture with it). Run with the hourly clean-up (src/server/background-work.ts).
 */
import 'server-only';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import {
  board,
  directoryMembers,
  mediaFiles,
  mediaImages,
  newsItems,
  newsRevisions,
  recordRevisions,
} from '../db/schema';
import type { Storage } from '../storage/storage';

/** How long an unused picture is kept: an editor may still be writing the item it is for. */
export const UNUSED_PICTURE_DAYS = 7;
/** At most this many pictures a round (the next round takes the rest). */
const ROUND = 100;

/** The pictures no one uses, older than the grace period. */
const unused = (cutoff: Date) =>
  and(
    lt(mediaImages.createdAt, cutoff),
    sql`not exists (select 1 from ${newsItems} where ${newsItems.imageId} = ${mediaImages.id})`,
    sql`not exists (select 1 from ${newsRevisions} where ${newsRevisions.snapshot}->>'imageId' = ${mediaImages.id}::text)`,
    sql`not exists (select 1 from ${board} where ${board.imageUrl} = '/api/media/' || ${mediaImages.id}::text || '/480')`,
    sql`not exists (select 1 from ${directoryMembers} where ${directoryMembers.imageId} = ${mediaImages.id})`,
    sql`not exists (select 1 from ${recordRevisions} where ${recordRevisions.snapshot}->>'imageId' = ${mediaImages.id}::text)`,
  );

/** Removes the unused pictures and their stored copies; returns how many pictures went. */
export async function pruneUnusedImages(
  db: Db,
  storage: Pick<Storage, 'delete'>,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - UNUSED_PICTURE_DAYS * 86_400_000);
  const { count, keys } = await db.transaction(async (tx) => {
    const candidates = (
      await tx.select({ id: mediaImages.id }).from(mediaImages).where(unused(cutoff)).limit(ROUND)
    ).map((row) => row.id);
    if (candidates.length === 0) return { count: 0, keys: [] };
    const files = await tx
      .select({ imageId: mediaFiles.imageId, key: mediaFiles.storageKey })
      .from(mediaFiles)
      .where(inArray(mediaFiles.imageId, candidates));
    // Checked again as they are deleted: a picture put to use meanwhile stays. Their copies'
    // rows go with them (on delete cascade).
    const gone = new Set(
      (
        await tx
          .delete(mediaImages)
          .where(and(inArray(mediaImages.id, candidates), unused(cutoff)))
          .returning({ id: mediaImages.id })
      ).map((row) => row.id),
    );
    return {
      count: gone.size,
      keys: files.filter((file) => gone.has(file.imageId)).map((file) => file.key),
    };
  });
  // After the commit: a file left by a failed delete is removed by the storage sweep.
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
  return count;
}
