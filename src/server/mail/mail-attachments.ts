/**
 * The files a message carries beside its text, made when it is sent rather than kept in the
 * outbox: an applicant's confirmation carries the receipt as a PDF (issue #44, item 3), the same
 * receipt, in the language they applied in, that the confirmation panel downloads (drawn once per
 * application: `receipt-cache.ts`); an acceptance carries the admission letter in force (issue
 * #45, item 2), in the same language. A message whose application or letter is gone (the
 * decision changed before it was sent) is sent without it.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { applications, type MailRow } from '../db/schema';
import { receiptDataOf, receiptText } from '../applications/receipt/receipt-data';
import { receiptPdfOnce } from '../applications/receipt/receipt-cache';
import { currentLetter } from '../applications/letter/admission-letter';
import { letterText } from '../applications/letter/letter-text';
import { letterPdfOnce } from '../applications/letter/letter-pdf';
import type { MailAttachment } from './mailer';

export async function attachmentsOf(db: Db, mail: MailRow): Promise<MailAttachment[]> {
  if (!mail.relatedId) return [];
  if (mail.kind !== 'application-confirmation' && mail.kind !== 'application-accepted') return [];
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, mail.relatedId));
  if (!application || application.status !== 'complete') return [];
  if (mail.kind === 'application-accepted') {
    const letter = await currentLetter(db, application.id);
    if (!letter) return [];
    return [
      {
        filename: `admission-letter-${application.reference}.pdf`,
        content: await letterPdfOnce(letterText(application, letter, application.locale)),
        contentType: 'application/pdf',
      },
    ];
  }
  const data = await receiptDataOf(db, application);
  const pdf = await receiptPdfOnce(
    application.id,
    receiptText(data, application.locale, data.submittedAt),
  );
  return [
    {
      filename: `receipt-${application.reference}.pdf`,
      content: pdf,
      contentType: 'application/pdf',
    },
  ];
}
