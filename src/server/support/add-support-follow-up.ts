/**
 * The requester answers into their own request through the reply link of the desk's e-mails
 * (support-link.ts, issue #45): the message joins the request's thread as the requester's, a
 * request the desk had answered or closed is new again (it waits for the desk), and the desk is
 * told by e-mail (its Reply-To the requester). The message, the status and the notice are
 * written in one transaction; the notice then goes out in the background.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { nextSupportStatus, type SupportStatus } from '@/lib/support-desk';
import type { Db } from '../db/db';
import { supportReplies, supportRequests } from '../db/schema';
import { AppError } from '../errors';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import type { Mailer } from '../mail/mailer';
import { checkRateLimit } from '../rate-limit/check-rate-limit';
import {
  SUPPORT_FOLLOW_UPS_PER_REQUEST_PER_MINUTE,
  SUPPORT_LINK_OPENS_PER_REQUEST_PER_MINUTE,
} from '../rate-limit/limits';
import { serverConfig } from '../server-config';
import { requestOfSupportLink } from './support-link';
import { supportFollowUpNotice } from './support-mail';

/** What the reply page shows of the request its link opens: its reference. */
export async function openSupportLink(
  db: Db,
  id: string,
  key: string | null,
): Promise<{ reference: string }> {
  const request = await requestOfSupportLink(db, id, key);
  if (!request) throw new AppError('unknown_support_link');
  // Counted once the key has opened it: wrong keys cannot use up the requester's own turns
  // (they are bounded per client by the route).
  await checkRateLimit(db, 'support-link', `request:${request.id}`, {
    limit: SUPPORT_LINK_OPENS_PER_REQUEST_PER_MINUTE,
  });
  return { reference: request.reference };
}

export async function addSupportFollowUp(
  db: Db,
  id: string,
  key: string | null,
  message: string,
  { mailer }: { mailer?: Mailer } = {},
): Promise<{ reference: string; status: SupportStatus }> {
  const found = await requestOfSupportLink(db, id, key);
  if (!found) throw new AppError('unknown_support_link');
  // Counted once the key has opened it (each follow-up is an e-mail to the desk): wrong keys
  // cannot use up the requester's own turns; they are bounded per client by the route.
  await checkRateLimit(db, 'support-follow-up', `request:${found.id}`, {
    limit: SUPPORT_FOLLOW_UPS_PER_REQUEST_PER_MINUTE,
  });
  const result = await db.transaction(async (tx) => {
    // Locked: a reply or a close of the desk waits for this one, so the status follows the thread.
    const [request] = await tx
      .select()
      .from(supportRequests)
      .where(eq(supportRequests.id, found.id))
      .for('update');
    if (!request) throw new AppError('unknown_support_link');
    const [mailId] = await enqueueMail(tx as unknown as Db, [
      supportFollowUpNotice(request, message, serverConfig.supportNotifyEmail()),
    ]);
    await tx.insert(supportReplies).values({
      requestId: request.id,
      from: 'requester',
      authorId: null,
      authorEmail: request.email,
      authorName: request.fullName,
      body: message,
      mailId,
    });
    const status = nextSupportStatus(request.status, 'follow-up', false) ?? request.status;
    if (status !== request.status) {
      await tx.update(supportRequests).set({ status }).where(eq(supportRequests.id, request.id));
    }
    return { reference: request.reference, status, mailId };
  });
  if (result.mailId) void deliverInBackground(db, [result.mailId], { mailer });
  return { reference: result.reference, status: result.status };
}
