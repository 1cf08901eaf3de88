/**
 * The support desk's list: support requests filtered by status, kind and agent, searched by
 * reference, name or e-mail, newest first, paged in the database; each with the number of the
 * desk's replies in its thread.
 */
import 'server-only';
import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import type { IssueType } from '@/lib/issue-types';
import type { SupportKind, SupportStatus } from '@/lib/support-desk';
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
  kind: SupportKind;
  subject: string | null;
  locale: 'ar' | 'en';
  status: SupportStatus;
  createdAt: Date;
  /** The agent's account id, when assigned. */
  assignedTo: string | null;
  /** The desk's replies (the requester's follow-ups are not counted). */
  replies: number;
}

function conditions(query: SupportQuery, me?: string): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.status) where.push(eq(supportRequests.status, query.status));
  if (query.kind) where.push(eq(supportRequests.kind, query.kind));
  if (query.agent === 'none') where.push(isNull(supportRequests.assignedTo));
  else if (query.agent) {
    // "mine" without a signed-in agent matches nothing.
    where.push(eq(supportRequests.assignedTo, query.agent === 'mine' ? (me ?? '') : query.agent));
  }
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
  {
    pageSize = SUPPORT_PAGE_SIZE,
    me,
  }: {
    pageSize?: number;
    /** The signed-in agent's account id, for the "mine" filter. */
    me?: string;
  } = {},
): Promise<ListPage<SupportListRow>> {
  const where = conditions(query, me);
  // Counted per request in a joined subquery: a correlated `sql` subquery names its columns
  // without their table, so `request_id = id` compared a reply with itself (always 0 replies).
  const replies = db
    .select({ requestId: supportReplies.requestId, n: count().as('n') })
    .from(supportReplies)
    .where(eq(supportReplies.from, 'desk'))
    .groupBy(supportReplies.requestId)
    .as('reply_counts');
  return listPage(db, supportRequests, where, pageSize, async () => {
    const rows = await db
      .select({
        id: supportRequests.id,
        reference: supportRequests.reference,
        fullName: supportRequests.fullName,
        email: supportRequests.email,
        issueType: supportRequests.issueType,
        kind: supportRequests.kind,
        subject: supportRequests.subject,
        locale: supportRequests.locale,
        status: supportRequests.status,
        createdAt: supportRequests.createdAt,
        assignedTo: supportRequests.assignedTo,
        replies: replies.n,
      })
      .from(supportRequests)
      .leftJoin(replies, eq(replies.requestId, supportRequests.id))
      .where(where)
      .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize);
    return rows.map((row) => ({ ...row, replies: Number(row.replies ?? 0) }));
  });
}
