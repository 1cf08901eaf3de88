/**
 * The admissions office's inbox: complete applications (an incomplete one is still being
 * uploaded, and is removed if it stays so), filtered, searched, sorted and paged in the
 * database.
 */
import 'server-only';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { FeeStatus } from '@/lib/application-fee';
import type { Db } from '../db/db';
import { containsText } from '../db/like-pattern';
import { applications, type ReviewStatus } from '../db/schema';
import { listPage, type ListPage } from '../staff/list-page';
import { PAGE_SIZE, type InboxQuery } from './inbox-query';

export interface InboxRow {
  id: string;
  reference: string;
  applicantName: string;
  applicantEmail: string;
  locale: 'ar' | 'en';
  programme: string | null;
  reviewStatus: ReviewStatus;
  completedAt: Date;
  /** Whether the applicant changed a document since the office last changed the status. */
  updatedByApplicant: boolean;
  feeStatus: FeeStatus;
}

function conditions(query: InboxQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [eq(applications.status, 'complete')];
  if (query.status) where.push(eq(applications.reviewStatus, query.status));
  if (query.programme) where.push(sql`${applications.form} ->> 'programme' = ${query.programme}`);
  if (query.fee) where.push(eq(applications.feeStatus, query.fee));
  if (query.updated) where.push(updatedByApplicant);
  if (query.from) where.push(gte(applications.completedAt, new Date(`${query.from}T00:00:00Z`)));
  if (query.to) {
    const end = new Date(`${query.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(applications.completedAt, end));
  }
  if (query.q) {
    where.push(
      containsText(
        query.q,
        applications.reference,
        applications.applicantName,
        applications.applicantEmail,
      ),
    );
  }
  return and(...where);
}

/**
 * Changed by the applicant (a document, the fee's receipt) since the office last acted on it (a
 * status, the fee's record).
 */
const updatedByApplicant = sql<boolean>`coalesce(${applications.applicantUpdatedAt} > greatest(${applications.completedAt}, ${applications.reviewUpdatedAt}, ${applications.feeRecordedAt}), false)`;

const columns = {
  id: applications.id,
  reference: applications.reference,
  applicantName: applications.applicantName,
  applicantEmail: applications.applicantEmail,
  locale: applications.locale,
  programme: sql<string | null>`${applications.form} ->> 'programme'`,
  reviewStatus: applications.reviewStatus,
  completedAt: applications.completedAt,
  updatedByApplicant,
  feeStatus: applications.feeStatus,
};

export async function listApplications(
  db: Db,
  query: InboxQuery,
  { pageSize = PAGE_SIZE, all = false }: { pageSize?: number; all?: boolean } = {},
): Promise<ListPage<InboxRow>> {
  const where = conditions(query);
  const order = query.dir === 'asc' ? asc : desc;
  return listPage(db, applications, where, pageSize, async () => {
    const rows = await db
      .select(columns)
      .from(applications)
      .where(where)
      .orderBy(order(applications[query.sort]), order(applications.id))
      .limit(all ? 100_000 : pageSize)
      .offset(all ? 0 : (query.page - 1) * pageSize);
    return rows as InboxRow[];
  });
}
