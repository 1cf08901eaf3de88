/**
 * What the applicant's own page (/admission/your-application) shows of a sent application: the
 * reference, who applied for what, the status and the office's message, the documents received
 * and whether one may be replaced now. Only for the holder of the application's personal link
 * or upload token; never the documents themselves.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { slotOrder, type SlotId } from '@/lib/applicant-schema';
import type { FeeStatus } from '@/lib/application-fee';
import type { ReviewStatus } from '@/lib/review-status';
import { programmeInBoth } from '@content/programme-names';
import { feeAmountText } from '@/config/payment';
import type { Db } from '../db/db';
import { applicationDocuments, type ApplicationRow } from '../db/schema';
import { mayReplaceDocuments } from './applicant-update';
import { mayPayFee } from './application-fee';
import { currentLetter } from './letter/admission-letter';

export interface ApplicantView {
  /** Whether its documents are in (else the documents tab is where to go). */
  complete: boolean;
  reference: string;
  name: string;
  email: string;
  /** The programme in both languages (the online form), else null. */
  programme: { ar: string; en: string } | null;
  intake: string | null;
  submittedAt: string;
  status: ReviewStatus;
  message: string | null;
  /** When the status last changed (the submission, until the office acts). */
  updatedAt: string;
  documents: { slot: SlotId; fileName: string; sizeBytes: number; receivedAt: string }[];
  /** Whether a document may be replaced now (the office asks for more information). */
  mayReplace: boolean;
  /** When the applicant last replaced a document, if ever. */
  applicantUpdatedAt: string | null;
  /** Whether the retention period has removed the documents (a decided application). */
  documentsDeleted: boolean;
  /** The admission letter in force (an accepted application): its day and verification code. */
  letter: { issuedAt: string; code: string } | null;
  /** The application fee: where it is, as the office recorded it, and the transfer receipt sent. */
  fee: {
    status: FeeStatus;
    amount: string | null;
    /** The amount as each language writes it ("100 Sudanese pounds"). */
    amountText: { ar: string; en: string } | null;
    paidOn: string | null;
    bankReference: string | null;
    proof: { fileName: string; receivedAt: string } | null;
    /** Whether a transfer receipt may be sent now. */
    mayPay: boolean;
  };
}

export async function applicantViewOf(db: Db, application: ApplicationRow): Promise<ApplicantView> {
  const documents = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, application.id));
  const letter =
    application.reviewStatus === 'accepted' ? await currentLetter(db, application.id) : null;
  const proof = documents.find((document) => document.slot === 'payment');
  const submittedAt = application.completedAt ?? application.createdAt;
  return {
    complete: application.status === 'complete',
    reference: application.reference,
    name: application.applicantName,
    email: application.applicantEmail,
    programme: programmeInBoth(application.form?.programme),
    intake: application.form?.intake ?? null,
    submittedAt: submittedAt.toISOString(),
    status: application.reviewStatus,
    message: application.reviewMessage,
    updatedAt: (application.reviewUpdatedAt ?? submittedAt).toISOString(),
    documents: slotOrder.flatMap((slot) =>
      documents
        .filter((document) => document.slot === slot)
        .map((document) => ({
          slot,
          fileName: document.fileName,
          sizeBytes: document.sizeBytes,
          receivedAt: document.createdAt.toISOString(),
        })),
    ),
    mayReplace: mayReplaceDocuments(application),
    applicantUpdatedAt: application.applicantUpdatedAt?.toISOString() ?? null,
    documentsDeleted: Boolean(application.documentsDeletedAt),
    letter: letter ? { issuedAt: letter.issuedAt.toISOString(), code: letter.code } : null,
    fee: {
      status: application.feeStatus,
      amount: application.feeAmount,
      amountText: application.feeAmount
        ? {
            ar: feeAmountText('ar', application.feeAmount),
            en: feeAmountText('en', application.feeAmount),
          }
        : null,
      paidOn: application.feePaidOn,
      bankReference: application.feeBankReference,
      proof: proof ? { fileName: proof.fileName, receivedAt: proof.createdAt.toISOString() } : null,
      mayPay: mayPayFee(application),
    },
  };
}
