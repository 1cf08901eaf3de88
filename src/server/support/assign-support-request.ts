/**
 * The support agent a request is assigned to (issue #45): the desk shares its list, and each
 * agent filters it by "mine". Only a support account that can sign in may be assigned; each
 * change is in the request's audit log.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { supportRequests } from '../db/schema';
import { AppError } from '../errors';
import { accountsWithRole } from '../staff/accounts-with-role';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

/** The accounts that may be assigned requests: support, not disabled, by name. */
export function listSupportAgents(db: Db): Promise<{ id: string; name: string }[]> {
  return accountsWithRole(db, 'support');
}

/** Assigns the request to `to` (a support agent's id), or to no one (null). */
export async function assignSupportRequest(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
  to: string | null,
): Promise<{ assignedTo: string | null }> {
  if (!isUuid(id)) throw new AppError('unknown_support_request');
  if (to !== null && !(await listSupportAgents(db)).some((agent) => agent.id === to)) {
    throw new AppError('invalid_support_assignment');
  }
  await db.transaction(async (tx) => {
    const [request] = await tx
      .select({ assignedTo: supportRequests.assignedTo })
      .from(supportRequests)
      .where(eq(supportRequests.id, id))
      .for('update');
    if (!request) throw new AppError('unknown_support_request');
    if (request.assignedTo === to) return;
    await tx.update(supportRequests).set({ assignedTo: to }).where(eq(supportRequests.id, id));
    await recordAudit(
      tx as unknown as Db,
      actor,
      'support.assign',
      { type: 'support_request', id },
      { from: request.assignedTo, to },
    );
  });
  return { assignedTo: to };
}
