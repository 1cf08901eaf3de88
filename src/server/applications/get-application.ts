/** One application as the admissions office sees it: its data, documents, notes and log. */
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { storedSlotOrder } from '@/lib/applicant-schema';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import {
  applicationDocuments,
  applicationNotes,
  applications,
  type ApplicationDocumentRow,
  type ApplicationNoteRow,
  type ApplicationRow,
} from '../db/schema';

export interface ApplicationRecord {
  application: ApplicationRow;
  documents: ApplicationDocumentRow[];
  notes: ApplicationNoteRow[];
}

export function isApplicationId(id: string): boolean {
  return isUuid(id);
}

/** A complete application, or null (unknown id, or still being uploaded). */
export async function getApplication(db: Db, id: string): Promise<ApplicationRecord | null> {
  if (!isApplicationId(id)) return null;
  const [application] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.status, 'complete')));
  if (!application) return null;
  const [documents, notes] = await Promise.all([
    db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id))
      // In the form's order, wherever a replaced one came in later; the fee's receipt last.
      .then((rows) =>
        rows.toSorted((a, b) => storedSlotOrder.indexOf(a.slot) - storedSlotOrder.indexOf(b.slot)),
      ),
    db
      .select()
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(desc(applicationNotes.createdAt)),
  ]);
  return { application, documents, notes };
}

/**
 * In a transaction of the office's: the sent application `id`, its row locked until the
 * transaction ends (two changes of one application wait for each other); an unknown id, or an
 * application still being uploaded, is AppError('unknown_application').
 */
export async function lockSentApplication(tx: Db, id: string): Promise<ApplicationRow> {
  // Not an id at all: the same answer as an unknown one (and no query the database would refuse).
  if (!isApplicationId(id)) throw new AppError('unknown_application');
  const [application] = await tx
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.status, 'complete')))
    .for('update');
  if (!application) throw new AppError('unknown_application');
  return application;
}
