/**
 * The administrator's view of the mail outbox: every message the site recorded, filtered by
 * status and kind, paged in the database. Failed first (they need a person), then pending,
 * then sent; newest first within each.
 */
import 'server-only';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { mailOutbox, type MailRow } from '../db/schema';
import { listPage, type ListPage } from '../staff/list-page';
import { MAIL_PAGE_SIZE, type MailboxQuery } from './mailbox-query';

export type MailListRow = Pick<
  MailRow,
  'id' | 'kind' | 'toAddress' | 'subject' | 'status' | 'attempts' | 'createdAt' | 'sentAt'
>;

const statusOrder = sql`case ${mailOutbox.status} when 'failed' then 0 when 'pending' then 1 else 2 end`;

function conditions(query: MailboxQuery): SQL | undefined {
  return and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.kind ? eq(mailOutbox.kind, query.kind) : undefined,
  );
}

export async function listMail(
  db: Db,
  query: MailboxQuery,
  { pageSize = MAIL_PAGE_SIZE }: { pageSize?: number } = {},
): Promise<ListPage<MailListRow>> {
  const where = conditions(query);
  return listPage(db, mailOutbox, where, pageSize, () =>
    db
      .select({
        id: mailOutbox.id,
        kind: mailOutbox.kind,
        toAddress: mailOutbox.toAddress,
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(statusOrder, desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
  );
}

/** The kinds of message in the outbox, for the filter (only those that exist). */
export async function mailKinds(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ kind: mailOutbox.kind })
    .from(mailOutbox)
    .orderBy(mailOutbox.kind);
  return rows.map((row) => row.kind);
}

/** How many messages have failed for good (the area's heading says so). */
export async function failedMailCount(db: Db): Promise<number> {
  const [{ failed } = { failed: 0 }] = await db
    .select({ failed: count() })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'failed'));
  return failed;
}
