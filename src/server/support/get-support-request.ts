/** One support request as the support desk sees it: the request, then its thread of replies. */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import {
  mailOutbox,
  supportReplies,
  supportRequests,
  type MailRow,
  type SupportReplyRow,
  type SupportRequestRow,
} from '../db/schema';

export interface SupportThreadReply extends SupportReplyRow {
  /** Where the reply's e-mail stands in the outbox (null if its row is gone). */
  mailStatus: MailRow['status'] | null;
}

export interface SupportRequestRecord {
  request: SupportRequestRow;
  /** Oldest first: the thread reads from the request down. */
  replies: SupportThreadReply[];
}

/** A support request and its replies, or null (an unknown id, or not an id at all). */
export async function getSupportRequest(db: Db, id: string): Promise<SupportRequestRecord | null> {
  if (!isUuid(id)) return null;
  const [request] = await db.select().from(supportRequests).where(eq(supportRequests.id, id));
  if (!request) return null;
  const rows = await db
    .select({ reply: supportReplies, mailStatus: mailOutbox.status })
    .from(supportReplies)
    .leftJoin(mailOutbox, eq(mailOutbox.id, supportReplies.mailId))
    .where(eq(supportReplies.requestId, id))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
  return {
    request,
    replies: rows.map(({ reply, mailStatus }) => ({ ...reply, mailStatus: mailStatus ?? null })),
  };
}
