/**
 * The retention period of the documents: once the admissions office has decided on an
 * application (accepted or not accepted), its documents are kept APPLICATION_RETENTION_DAYS
 * (default 365) after the decision, then removed — files and rows. The application itself (its
 * reference and status) stays, so the status page still answers; `documents_deleted_at` says
 * when its documents went. Runs with the hourly clean-up (src/server/background-work.ts).
 */
import 'server-only';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/db';
import { applicationDocuments, applications, decidedStatuses } from '../db/schema';
import { serverConfig } from '../server-config';
import type { Storage } from '../storage/storage';

/** Applications handled per transaction, so a long backlog never holds one huge transaction. */
const BATCH = 200;

/**
 * Removes the documents of the decided applications whose decision is older than the retention
 * period; returns how many applications and files. Rows first, in one transaction with the
 * mark on the application: a document row never names a file already gone (the office's links
 * would serve nothing), and a crash before the files are removed leaves only files that no row
 * names, which the storage sweep removes (sweep-storage.ts). Safe to run again, and on several
 * instances at once: an application is marked, and its rows deleted, exactly once.
 */
export async function applyRetention(
  db: Db,
  storage: Storage,
  now = new Date(),
): Promise<{ applications: number; files: number }> {
  const cutoff = new Date(now.getTime() - serverConfig.applicationRetentionDays() * 86_400_000);
  const due = and(
    eq(applications.status, 'complete'),
    inArray(applications.reviewStatus, [...decidedStatuses]),
    lt(applications.reviewUpdatedAt, cutoff),
    isNull(applications.documentsDeletedAt),
  );
  let applicationCount = 0;
  let fileCount = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      // The conditions are checked again on each row as it is updated, so a decision reopened
      // meanwhile, or a row another instance has just marked, is left alone.
      const marked = await tx
        .update(applications)
        .set({ documentsDeletedAt: now })
        .where(
          and(
            due,
            inArray(
              applications.id,
              tx.select({ id: applications.id }).from(applications).where(due).limit(BATCH),
            ),
          ),
        )
        .returning({ id: applications.id });
      if (marked.length === 0) return { count: 0, keys: [] };
      const removed = await tx
        .delete(applicationDocuments)
        .where(
          inArray(
            applicationDocuments.applicationId,
            marked.map((row) => row.id),
          ),
        )
        .returning({ key: applicationDocuments.storageKey });
      return { count: marked.length, keys: removed.map((row) => row.key) };
    });
    for (const key of batch.keys) await storage.delete(key);
    applicationCount += batch.count;
    fileCount += batch.keys.length;
    if (batch.count < BATCH) break;
  }
  if (applicationCount > 0) {
    console.info(
      `[retention] removed the documents of ${applicationCount} decided application(s): ${fileCount} file(s)`,
    );
  }
  return { applications: applicationCount, files: fileCount };
}
