/**
 * An administrator sends a failed message again, once its cause is fixed (an address corrected
 * at the mail server, a server back up): the message goes back to pending with its next attempt
 * now and a fresh count of attempts, so the outbox's usual retries apply to it again (the
 * attempts and error it had are kept in the audit row, written in the same transaction); then
 * it is delivered in the background. Only a failed message: a pending one is already being
 * tried, a sent one was delivered.
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { mailOutbox } from '../db/schema';
import { AppError } from '../errors';
import { deliverInBackground } from './deliver-mail';
import type { Mailer } from './mailer';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

export async function retryMail(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
  { mailer }: { mailer?: Mailer } = {},
): Promise<{ status: 'pending'; delivery: Promise<string[]> }> {
  if (!isUuid(id)) throw new AppError('unknown_mail');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
      })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, id))
      .for('update');
    if (!row) throw new AppError('unknown_mail');
    if (row.status !== 'failed') throw new AppError('mail_not_failed');
    await tx
      .update(mailOutbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')));
    await recordAudit(
      tx as unknown as Db,
      actor,
      'mail.retry',
      { type: 'mail', id },
      { attempts: row.attempts, lastError: row.lastError },
    );
  });
  return { status: 'pending', delivery: deliverInBackground(db, [id], { mailer }) };
}
