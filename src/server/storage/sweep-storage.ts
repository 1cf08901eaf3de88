/**
 * Removes what a crash can leave in the storage: writes that never completed (`.partial` files,
 * unfinished multipart uploads) and complete files that no row names, neither an applicant's
 * document, a copy of an uploaded picture nor a file of the library (a server killed between
 * storing a file and
 * recording it). Both only once they are older than LEFTOVER_AGE_MS, far longer than any upload
 * may last (runtime/start-server.ts closes a request after 15 minutes, and a stalled one after
 * 30 s idle), so a file being stored right now is never touched. Runs at start and then hourly
 * on every instance (src/server/background-work.ts).
 */
import 'server-only';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/db';
import { applicationDocuments, libraryFiles, mediaFiles } from '../db/schema';
import type { Storage } from './storage';

export const LEFTOVER_AGE_MS = 60 * 60_000;
const BATCH = 500;

export async function sweepStorage(
  db: Db,
  storage: Storage,
  now: Date = new Date(),
): Promise<{ unfinished: number; orphans: number }> {
  const before = new Date(now.getTime() - LEFTOVER_AGE_MS);
  const unfinished = await storage.removeUnfinished(before);

  let orphans = 0;
  const check = async (keys: string[]) => {
    const documents = await db
      .select({ key: applicationDocuments.storageKey })
      .from(applicationDocuments)
      .where(inArray(applicationDocuments.storageKey, keys));
    const pictures = await db
      .select({ key: mediaFiles.storageKey })
      .from(mediaFiles)
      .where(inArray(mediaFiles.storageKey, keys));
    const library = await db
      .select({ key: libraryFiles.storageKey })
      .from(libraryFiles)
      .where(inArray(libraryFiles.storageKey, keys));
    const kept = new Set([...documents, ...pictures, ...library].map((row) => row.key));
    for (const key of keys) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      orphans++;
    }
  };
  let batch: string[] = [];
  for await (const { key, modifiedAt } of storage.list()) {
    if (modifiedAt >= before) continue;
    batch.push(key);
    if (batch.length >= BATCH) {
      await check(batch);
      batch = [];
    }
  }
  if (batch.length > 0) await check(batch);
  if (unfinished + orphans > 0) {
    console.warn(
      `[storage] removed ${unfinished} unfinished upload(s) and ${orphans} file(s) no row names`,
    );
  }
  return { unfinished, orphans };
}
