/**
 * Removes applications that were started but never completed, with their stored files, once
 * they are older than INCOMPLETE_APPLICATION_TTL_HOURS (default 24): they never reach the office.
 */
import 'server-only';
import { and, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/db';
import { applicationDocuments, applications } from '../db/schema';
import { serverConfig } from '../server-config';
import type { Storage } from '../storage/storage';

export async function cleanupIncompleteApplications(
  db: Db,
  storage: Storage,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - serverConfig.incompleteApplicationTtlHours() * 3600_000);
  const stale = await db
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.status, 'incomplete'), lt(applications.createdAt, cutoff)));
  if (stale.length === 0) return 0;
  const ids = stale.map((row) => row.id);
  const files = await db
    .select({ key: applicationDocuments.storageKey })
    .from(applicationDocuments)
    .where(inArray(applicationDocuments.applicationId, ids));
  // Rows first: a file whose row is gone is unreachable; the reverse would leave dead links.
  await db.delete(applications).where(inArray(applications.id, ids));
  for (const file of files) await storage.delete(file.key);
  return ids.length;
}
