/**
 * The support desk's list: support requests filtered by status, searched by reference, name or
 * e-mail, newest first, paged in the database.
 */
import 'server-only';
import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { IssueType } from '@/lib/issue-types';
import type { SupportStatus } from '@/lib/support-desk';
import type { Db } from '../db/db';
import { likePattern } from '../db/like-pattern';
import { supportReplies, supportRequests } from '../db/schema';
import { SUPPORT_PAGE_SIZE, type SupportQuery } from './support-query';

export interface SupportListRow {
  id: string;
  reference: string;
  fullName: string;
  email: string;
  issueType: IssueType;
  locale: 'ar' | 'en';
  status: SupportStatus;
  createdAt: Date;
  replies: number;
}

function conditions(query: SupportQuery): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(supportRequests.status, query.status));
  if (query.q) {
    const pattern = likePattern(query.q);
    where.push(
      or(
        ilike(supportRequests.reference, pattern),
        ilike(supportRequests.fullName, pattern),
        ilike(supportRequests.email, pattern),
      ),
    );
  }
  return and(...where);
}

export async function listSupportRequests(
  db: Db,
  query: SupportQuery,
  { pageSize = SUPPORT_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<{ rows: SupportListRow[]; total: number; pages: number }> {
  const where = conditions(query);
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(supportRequests)
    .where(where);
  const rows = await db
    .select({
      id: supportRequests.id,
      reference: supportRequests.reference,
      fullName: supportRequests.fullName,
      email: supportRequests.email,
      issueType: supportRequests.issueType,
      locale: supportRequests.locale,
      status: supportRequests.status,
      createdAt: supportRequests.createdAt,
      replies: sql<number>`(select count(*) from ${supportReplies} where ${supportReplies.requestId} = ${supportRequests.id})::int`,
    })
    .from(supportRequests)
    .where(where)
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(pageSize)
    .offset((query.page - 1) * pageSize);
  return { rows, total, pages: Math.max(1, Math.ceil(total / pageSize)) };
}
