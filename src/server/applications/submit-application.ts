/**
 * Completes an application once its three documents are stored: marks it complete and, in the
 * same transaction, records the two e-mails (to the admissions office, with signed document
 * links, and to the applicant, with the reference) in the outbox; then starts sending them in the
 * background. The answer waits for that at most NOTIFY_WAIT_MS, only so that it can say
 * truthfully whether the office has been told (the spec's 'notification failed' notice); a slow
 * or silent mail server never holds the applicant longer. A failed send never loses anything:
 * the application is complete and the messages stay in the outbox, retried until delivered.
 * Submitting twice answers the same reference.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import { slotOrder } from '@/lib/applicant-schema';
import type { Db } from '../db/db';
import { applicationDocuments, applications, type ApplicationRow } from '../db/schema';
import { AppError } from '../errors';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import type { Mailer } from '../mail/mailer';
import { serverConfig } from '../server-config';
import { issueApplicantLink } from './applicant-link';
import type { ReceiptDocument } from './receipt/receipt-data';
import { catalogues } from '@/i18n/catalogues';

/** The longest the answer waits for the office's e-mail to go out. */
export const NOTIFY_WAIT_MS = 2_000;

export interface SubmitResult {
  reference: string;
  /** Whether the admissions office's e-mail went out now (else it is queued for retry). */
  notified: boolean;
  /** When the application was completed (ISO 8601), for the receipt. */
  submittedAt: string;
  /** The documents received, for the receipt. */
  documents: ReceiptDocument[];
}

export async function submitApplication(
  db: Db,
  application: ApplicationRow,
  { mailer, now = new Date() }: { mailer?: Mailer; now?: Date } = {},
): Promise<SubmitResult> {
  const documents = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, application.id));
  const missing = slotOrder.filter((slot) => !documents.some((d) => d.slot === slot));
  if (missing.length > 0) {
    const names = (catalogue: (typeof catalogues)['en']) =>
      missing.map((slot) => catalogue.Upload.slots[slot]).join(catalogue.Upload.listSeparator);
    throw new AppError('incomplete', {
      missing: { ar: names(catalogues.ar), en: names(catalogues.en) },
    });
  }

  // Loaded only to complete: the e-mails and the receipt read the programmes' names from the
  // content, which an early refusal (documents missing) has no need to load.
  const [{ applicantConfirmation, officeNotification }, { receiptDataOf, receiptText }] =
    await Promise.all([import('./application-mail'), import('./receipt/receipt-data')]);
  const mailIds = await db.transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({ status: 'complete', completedAt: now })
      .where(and(eq(applications.id, application.id), eq(applications.status, 'incomplete')))
      .returning({ id: applications.id });
    if (updated.length === 0) return []; // already submitted: its e-mails exist already
    const ordered = slotOrder.map((slot) => ({
      slot,
      fileName: documents.find((d) => d.slot === slot)!.fileName,
    }));
    const receipt = await receiptDataOf(tx as unknown as Db, {
      ...application,
      status: 'complete',
      completedAt: now,
    });
    return enqueueMail(tx as unknown as Db, [
      officeNotification(application, ordered, serverConfig.admissionsNotifyEmail(), now),
      applicantConfirmation(
        application,
        receiptText(receipt, application.locale, now),
        await issueApplicantLink(tx as unknown as Db, application),
      ),
    ]);
  });

  // Delivered now if the mail server answers quickly (both messages waited for, up to
  // NOTIFY_WAIT_MS); otherwise the outbox goes on trying. Whether the office was told is its own
  // message's delivery: the applicant's carries the receipt's PDF, whose drawing (a second or
  // more on a busy server) says nothing of the mail server.
  const [officeMail, ...others] = mailIds;
  const deadline = new Promise<string[]>((resolve) =>
    setTimeout(() => resolve([]), NOTIFY_WAIT_MS).unref(),
  );
  let sent: string[] = [];
  if (officeMail) {
    const office = deliverInBackground(db, [officeMail], { mailer });
    const applicant = deliverInBackground(db, others, { mailer });
    sent = await Promise.race([office, deadline]);
    await Promise.race([applicant, deadline]);
  }
  const submittedAt = mailIds.length === 0 ? (application.completedAt ?? now) : now;
  return {
    reference: application.reference,
    notified: mailIds.length === 0 || sent.includes(mailIds[0]!),
    submittedAt: submittedAt.toISOString(),
    documents: slotOrder.flatMap((slot) =>
      documents
        .filter((document) => document.slot === slot)
        .map(({ fileName, sizeBytes }) => ({ slot, fileName, sizeBytes })),
    ),
  };
}
