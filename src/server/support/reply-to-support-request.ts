/**
 * The support desk answers a request: the reply in the thread, the request's new status
 * (answered), the audit row and the e-mail to the requester (in their language) are written in
 * one transaction, so there is never a reply in the thread that was not sent, nor an e-mail
 * for a reply that was not recorded. The e-mail carries a new reply link (support-link.ts), so
 * the requester can answer into the same request. It then goes out in the background.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { nextSupportStatus, type SupportStatus } from '@/lib/support-desk';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { supportReplies, supportRequests } from '../db/schema';
import { AppError } from '../errors';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import type { Mailer } from '../mail/mailer';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { issueSupportLink } from './support-link';
import { supportReplyMail } from './support-reply-mail';

export async function replyToSupportRequest(
  db: Db,
  author: Pick<SignedInStaff, 'id' | 'email' | 'name'>,
  id: string,
  body: string,
  { mailer }: { mailer?: Mailer } = {},
): Promise<{ id: string; status: SupportStatus; mailId: string }> {
  if (!isUuid(id)) throw new AppError('unknown_support_request');
  const result = await db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    // Locked: a close or another reply waits for this one, so the status follows the thread.
    const [request] = await tx
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, id))
      .for('update');
    if (!request) throw new AppError('unknown_support_request');
    const link = await issueSupportLink(writer, request);
    const [mailId] = await enqueueMail(writer, [supportReplyMail(request, body, link)]);
    if (!mailId) throw new AppError('unexpected');
    const [reply] = await tx
      .insert(supportReplies)
      .values({
        requestId: id,
        authorId: author.id,
        authorEmail: author.email,
        authorName: author.name,
        body,
        mailId,
      })
      .returning({ id: supportReplies.id });
    if (!reply) throw new AppError('unexpected');
    const status = nextSupportStatus(request.status, 'reply', true) ?? request.status;
    if (status !== request.status) {
      await tx.update(supportRequests).set({ status }).where(eq(supportRequests.id, id));
    }
    await recordAudit(
      writer,
      author,
      'support.reply',
      { type: 'support_request', id },
      { reply: reply.id, mail: mailId, from: request.status, to: status },
    );
    return { id: reply.id, status, mailId };
  });
  void deliverInBackground(db, [result.mailId], { mailer });
  return result;
}
