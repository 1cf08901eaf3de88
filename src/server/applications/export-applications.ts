/**
 * The applications the export writes (issue #45, item 3): the inbox's list with its filters and
 * order, every page of it, each application with everything the office works from (the form,
 * the fee's record, the officer's name, which documents are held). One query: the documents'
 * slots and the officer's name come with each row, not one query per application.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import {
  applicationDocuments,
  applications,
  staffUser,
  type ApplicationRow,
  type DocumentSlot,
} from '../db/schema';
import type { InboxQuery } from './inbox-query';
import { inboxSelection } from './list-applications';

/** The most rows one export writes: far above a college's intake (about 2,000 a year). */
export const MAX_EXPORT_ROWS = 100_000;

export type ExportRow = Pick<
  ApplicationRow,
  | 'reference'
  | 'applicantName'
  | 'applicantEmail'
  | 'locale'
  | 'form'
  | 'reviewStatus'
  | 'reviewMessage'
  | 'reviewUpdatedAt'
  | 'createdAt'
  | 'applicantUpdatedAt'
  | 'documentsDeletedAt'
  | 'feeStatus'
  | 'feeAmount'
  | 'feePaidOn'
  | 'feeBankReference'
> & {
  completedAt: Date;
  /** The officer's name, or null when the application is assigned to no one. */
  officerName: string | null;
  /** The documents held, by slot (the fee's transfer receipt among them when sent). */
  slots: DocumentSlot[];
};

/** The slots of an application's documents, comma-separated (slot names have no comma). */
const heldSlots = sql<string | null>`(select string_agg(${applicationDocuments.slot}, ',')
  from ${applicationDocuments} where ${applicationDocuments.applicationId} = ${applications.id})`;

/**
 * Every application of the inbox's list for `query` (its filters and sort, not its page), as the
 * export writes them. `me` is the signed-in officer, for the "mine" filter.
 */
export async function listExportApplications(
  db: Db,
  query: InboxQuery,
  me: string,
): Promise<ExportRow[]> {
  const { where, orderBy } = inboxSelection(query, me);
  const rows = await db
    .select({
      reference: applications.reference,
      applicantName: applications.applicantName,
      applicantEmail: applications.applicantEmail,
      locale: applications.locale,
      form: applications.form,
      reviewStatus: applications.reviewStatus,
      reviewMessage: applications.reviewMessage,
      reviewUpdatedAt: applications.reviewUpdatedAt,
      createdAt: applications.createdAt,
      completedAt: applications.completedAt,
      applicantUpdatedAt: applications.applicantUpdatedAt,
      documentsDeletedAt: applications.documentsDeletedAt,
      feeStatus: applications.feeStatus,
      feeAmount: applications.feeAmount,
      feePaidOn: applications.feePaidOn,
      feeBankReference: applications.feeBankReference,
      officerName: staffUser.name,
      slots: heldSlots,
    })
    .from(applications)
    .leftJoin(staffUser, eq(staffUser.id, applications.assignedTo))
    .where(where)
    .orderBy(...orderBy)
    .limit(MAX_EXPORT_ROWS);
  return rows.map((row) => ({
    ...row,
    // A complete application always has its completion time (the inbox lists only those).
    completedAt: row.completedAt!,
    slots: row.slots ? (row.slots.split(',') as DocumentSlot[]) : [],
  }));
}
