/**
 * The admissions office moves an application to a new status: the application, the audit log
 * and the applicant's e-mail (in the language they applied in) are written in one
 * transaction, so a status is never changed without its notice, nor a notice sent for a
 * change that did not happen. The status page shows the new status at once.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { StatusChange } from '@/lib/review-status';
import type { Db } from '../db/db';
import { applications } from '../db/schema';
import { AppError } from '../errors';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import { recordAudit } from '../staff/record-audit';
import { issueApplicantLink } from './applicant-link';
import { lockSentApplication } from './get-application';
import { statusChangeMail } from '../staff/staff-mail';
import type { SignedInStaff } from '../staff/staff-session';

export async function changeApplicationStatus(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
  change: StatusChange,
  now = new Date(),
): Promise<{ mailIds: string[] }> {
  const mailIds = await db.transaction(async (tx) => {
    const application = await lockSentApplication(tx as unknown as Db, id);
    if (application.reviewStatus === change.status && !change.message) {
      throw new AppError('status_unchanged');
    }
    const message = change.message ?? null;
    await tx
      .update(applications)
      .set({ reviewStatus: change.status, reviewMessage: message, reviewUpdatedAt: now })
      .where(eq(applications.id, id));
    const writer = tx as unknown as Db;
    await recordAudit(
      writer,
      actor,
      'application.status',
      { type: 'application', id },
      {
        from: application.reviewStatus,
        to: change.status,
        message,
      },
    );
    return enqueueMail(writer, [
      statusChangeMail(
        application,
        change.status,
        message,
        await issueApplicantLink(writer, application),
      ),
    ]);
  });
  void deliverInBackground(db, mailIds);
  return { mailIds };
}
