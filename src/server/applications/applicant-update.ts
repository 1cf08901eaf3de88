/**
 * The applicant answers the office through their personal link (issue #44): while the office
 * asks for more information, a document of a sent application can be replaced; the application
 * is then marked updated by the applicant (the inbox shows it) and the office is told by e-mail.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { StoredSlot } from '@/lib/applicant-schema';
import { mailMessages, mailTranslator } from '../mail/mail-words';
import type { Db } from '../db/db';
import { applications, type ApplicationRow } from '../db/schema';
import { deliverInBackground, enqueueMail, type NewMail } from '../mail/deliver-mail';
import { serverConfig } from '../server-config';
import { officeMailHeader, workspaceDocumentLink } from './application-mail';

/** Whether a sent application takes a replaced document now. */
export function mayReplaceDocuments(
  application: Pick<ApplicationRow, 'status' | 'reviewStatus' | 'documentsDeletedAt'>,
): boolean {
  return (
    application.status === 'complete' &&
    application.reviewStatus === 'more_information' &&
    !application.documentsDeletedAt
  );
}

/**
 * The office's e-mail (in Arabic, the office's language) about a document the applicant sent
 * through their link: a replaced one, or the fee's transfer receipt.
 */
export function applicantUpdateMail(
  application: Pick<ApplicationRow, 'id' | 'reference' | 'applicantName'>,
  document: { slot: StoredSlot; fileName: string },
  at: Date,
): NewMail {
  const t = mailMessages('ar').Upload;
  const payment = document.slot === 'payment';
  const fee = mailTranslator('ar', 'Fee');
  const say = mailTranslator('ar', 'Upload');
  return {
    kind: payment ? 'application-fee-proof' : 'application-updated',
    locale: 'ar',
    relatedId: application.id,
    to: serverConfig.admissionsNotifyEmail(),
    subject: payment
      ? fee('proofSubject', { reference: application.reference })
      : say('mailUpdatedSubject', { reference: application.reference }),
    text: [
      payment ? fee('proofIntro') : say('mailUpdatedIntro'),
      '',
      ...officeMailHeader(application, at),
      '',
      `${t.slots[document.slot]} (${document.fileName}) - ${workspaceDocumentLink(application.id, document.slot)}`,
      '',
      say('mailWorkspaceLinks'),
    ].join('\n'),
  };
}

/**
 * Marks the application updated by the applicant and tells the office; a transfer receipt also
 * puts the fee to the office's check.
 */
export async function recordApplicantUpdate(
  db: Db,
  application: ApplicationRow,
  document: { slot: StoredSlot; fileName: string },
  now = new Date(),
): Promise<void> {
  const mailIds = await db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({
        applicantUpdatedAt: now,
        ...(document.slot === 'payment' ? { feeStatus: 'proof_sent' as const } : {}),
      })
      .where(eq(applications.id, application.id));
    return enqueueMail(tx as unknown as Db, [applicantUpdateMail(application, document, now)]);
  });
  void deliverInBackground(db, mailIds);
}
