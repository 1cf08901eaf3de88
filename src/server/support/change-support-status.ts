/**
 * The support desk closes a request, or reopens a closed one (it goes back to answered when the
 * desk wrote last, to new otherwise): the status and its audit row in one transaction. Nothing is
 * e-mailed: closing is the desk's own bookkeeping.
 */
import 'server-only';
import { desc, eq } from 'drizzle-orm';
import {
  nextSupportStatus,
  type SupportStatus,
  type SupportStatusAction,
} from '@/lib/support-desk';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { supportReplies, supportRequests } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

export async function changeSupportStatus(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
  action: SupportStatusAction,
): Promise<{ status: SupportStatus }> {
  if (!isUuid(id)) throw new AppError('unknown_support_request');
  return db.transaction(async (tx) => {
    const [request] = await tx
      .select({ status: supportRequests.status })
      .from(supportRequests)
      .where(eq(supportRequests.id, id))
      .for('update');
    if (!request) throw new AppError('unknown_support_request');
    // Answered when the desk wrote last; a follow-up of the requester's waits for an answer.
    const [last] = await tx
      .select({ from: supportReplies.from })
      .from(supportReplies)
      .where(eq(supportReplies.requestId, id))
      .orderBy(desc(supportReplies.createdAt), desc(supportReplies.id))
      .limit(1);
    const status = nextSupportStatus(request.status, action, last?.from === 'desk');
    if (!status) throw new AppError('support_status_unchanged');
    await tx.update(supportRequests).set({ status }).where(eq(supportRequests.id, id));
    await recordAudit(
      tx as unknown as Db,
      actor,
      'support.status',
      { type: 'support_request', id },
      { from: request.status, to: status },
    );
    return { status };
  });
}
