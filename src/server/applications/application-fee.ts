/**
 * The application fee (issue #44): the applicant pays by the instructions shown everywhere the
 * fee is named (config/payment.ts), may send the transfer receipt through their personal link
 * (applicant-update.ts),
 * and the office records the payment (amount, day, the bank's reference), which the applicant
 * then sees on their page, on the status page and on the receipt, and is told by e-mail.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { feeAmountText } from '@/config/payment';
import type { FeeRecord } from '@/lib/application-fee';
import { formatDate } from '@/lib/format';
import { mailTranslator } from '../mail/mail-words';
import type { Db } from '../db/db';
import { applications, type ApplicationRow } from '../db/schema';
import { AppError } from '../errors';
import { deliverInBackground, enqueueMail, type NewMail } from '../mail/deliver-mail';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { issueApplicantLink } from './applicant-link';
import { applicantMail } from './application-mail';
import { isApplicationId } from './get-application';

/** Whether a sent application takes the fee's transfer receipt now. */
export function mayPayFee(
  application: Pick<ApplicationRow, 'status' | 'reviewStatus' | 'feeStatus' | 'documentsDeletedAt'>,
): boolean {
  return (
    application.status === 'complete' &&
    application.feeStatus !== 'paid' &&
    application.reviewStatus !== 'not_accepted' &&
    !application.documentsDeletedAt
  );
}

/** The applicant's e-mail: the payment is recorded. */
function feePaidMail(application: ApplicationRow, record: FeeRecord, link: string): NewMail {
  const locale = application.locale;
  const say = mailTranslator(locale, 'Fee');
  return applicantMail(
    application,
    'application-fee-paid',
    say('paidSubject', { reference: application.reference }),
    [
      say('paidIntro', {
        reference: application.reference,
        amount: feeAmountText(locale, record.amount),
        date: formatDate(locale, record.paidOn),
        bankReference: record.bankReference,
      }),
      mailTranslator(locale, 'Upload')('mailApplicantLink', { url: link }),
    ],
  );
}

/**
 * The office records the fee as paid (or corrects its record): the application, the audit log
 * and the applicant's e-mail in one transaction.
 */
export async function recordFeePayment(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
  record: FeeRecord,
  now = new Date(),
): Promise<{ feeStatus: 'paid' }> {
  if (!isApplicationId(id)) throw new AppError('unknown_application');
  const mailIds = await db.transaction(async (tx) => {
    const [application] = await tx
      .update(applications)
      .set({
        feeStatus: 'paid',
        feeAmount: record.amount,
        feePaidOn: record.paidOn,
        feeBankReference: record.bankReference,
        feeRecordedAt: now,
      })
      .where(and(eq(applications.id, id), eq(applications.status, 'complete')))
      .returning();
    if (!application) throw new AppError('unknown_application');
    const writer = tx as unknown as Db;
    await recordAudit(
      writer,
      actor,
      'application.fee',
      { type: 'application', id },
      { amount: record.amount, paidOn: record.paidOn, bankReference: record.bankReference },
    );
    const link = await issueApplicantLink(writer, application);
    return enqueueMail(writer, [feePaidMail(application, record, link)]);
  });
  void deliverInBackground(db, mailIds);
  return { feeStatus: 'paid' };
}
