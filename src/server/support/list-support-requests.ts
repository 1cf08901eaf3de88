/**
 * The support desk's list: support requests filtered by status, searched by reference, name or
 * e-mail, newest first, paged in the database.
 */
import 'server-only';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { IssueType } from '@/lib/issue-types';
import type { SupportStatus } from '@/lib/support-desk';
import type { Db } from '../db/db';
import { containsText } from '../db/like-pattern';
import { supportReplies, supportRequests } from '../db/schema';
import { listPage, type ListPage } from '../staff/list-page';
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
    where.push(
      containsText(
        query.q,
        supportRequests.reference,
        supportRequests.fullName,
        supportRequests.email,
      ),
    );
  }
  return and(...where);
}

export async function listSupportRequests(
  db: Db,
  query: SupportQuery,
  { pageSize = SUPPORT_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<ListPage<SupportListRow>> {
  const where = conditions(query);
  return listPage(db, supportRequests, where, pageSize, () =>
    db
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
      .offset((query.page - 1) * pageSize),
  );
}
