/**
 * One e-mail from the admissions office to the applicants selected in the inbox (issue #45): the
 * officer's subject and message, each wrapped in the applicant's own language (the greeting,
 * their reference, a link to their own page, the office's contacts and signature), queued in one transaction with an audit
 * row each, then sent in the background. An unknown or unsent application changes nothing.
 */
import 'server-only';
import { mailTranslator } from '../mail/mail-words';
import type { BulkEmail } from '@/lib/review-status';
import type { Db } from '../db/db';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { issueApplicantLink } from './applicant-link';
import { applicantMail } from './application-mail';
import { lockSentApplication } from './get-application';

export async function emailApplicants(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  { ids, subject, body }: BulkEmail,
): Promise<{ sent: number }> {
  const unique = [...new Set(ids)];
  const mailIds = await db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const mails = [];
    // In one order, so two officers' bulk changes never wait for each other's locks in a circle.
    for (const id of unique.toSorted()) {
      const application = await lockSentApplication(writer, id);
      const say = mailTranslator(application.locale, 'Upload');
      mails.push(
        applicantMail(application, 'application-message', subject, [
          body,
          say('mailApplicantReference', { reference: application.reference }),
          say('mailApplicantLink', { url: await issueApplicantLink(writer, application) }),
        ]),
      );
      await recordAudit(
        writer,
        actor,
        'application.email',
        { type: 'application', id },
        { subject },
      );
    }
    return enqueueMail(writer, mails);
  });
  void deliverInBackground(db, mailIds);
  return { sent: unique.length };
}
