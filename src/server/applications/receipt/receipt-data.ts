/**
 * What an application's receipt says, in one place for the confirmation e-mail, the PDF and
 * the confirmation panel (#20): the reference, the applicant, the programme and intake (when
 * the online form was used), the time of submission, the documents received with their sizes,
 * and how to pay the application fee (100 Sudanese pounds, spec 000 section 9) from
 * configuration, with the office's address and hours.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import { slotOrder, type SlotId } from '@/lib/applicant-schema';
import { formatDate, formatDateTimeOf, formatFileSize } from '@/lib/format';
import { feeAmountText, paymentRows, withApplicationFee } from '@/config/payment';
import { programmeName } from '@content/programme-names';
import { isolateLtr } from '@/lib/bidi';
import { catalogues, translatorFor } from '@/i18n/catalogues';
import { pathOf } from '@/config/routes';
import type { Db } from '../../db/db';
import type { PdfRow } from '../../pdf/pdf-writer';
import { applicationDocuments, type ApplicationRow } from '../../db/schema';

export interface ReceiptDocument {
  slot: SlotId;
  fileName: string;
  sizeBytes: number;
}

export interface ReceiptData {
  reference: string;
  applicantName: string;
  applicantEmail: string;
  programmeId: string | null;
  intake: string | null;
  submittedAt: Date;
  documents: ReceiptDocument[];
  /** Where the application fee is (issue #44): the receipt says whether it is paid. */
  fee: Pick<ApplicationRow, 'feeStatus' | 'feeAmount' | 'feePaidOn' | 'feeBankReference'>;
}

/** A labelled line of the receipt; `ltr` for values written left to right in any language. */
export type ReceiptRow = PdfRow;

export interface ReceiptText {
  locale: Locale;
  college: string;
  title: string;
  issued: string;
  reference: ReceiptRow;
  rows: ReceiptRow[];
  documentsHeading: string;
  documents: string[];
  feeHeading: string;
  fee: ReceiptRow[];
  office: string;
  officeRows: ReceiptRow[];
  keep: string;
  status: string;
}

/** The receipt's facts of a complete application and its stored documents. */
export async function receiptDataOf(db: Db, application: ApplicationRow): Promise<ReceiptData> {
  const documents = await db
    .select()
    .from(applicationDocuments)
    .where(eq(applicationDocuments.applicationId, application.id));
  return {
    reference: application.reference,
    applicantName: application.applicantName,
    applicantEmail: application.applicantEmail,
    programmeId: application.form?.programme ?? null,
    intake: application.form?.intake ?? null,
    submittedAt: application.completedAt ?? new Date(),
    fee: {
      feeStatus: application.feeStatus,
      feeAmount: application.feeAmount,
      feePaidOn: application.feePaidOn,
      feeBankReference: application.feeBankReference,
    },
    documents: slotOrder.flatMap((slot) =>
      documents
        .filter((document) => document.slot === slot)
        .map((document) => ({
          slot,
          fileName: document.fileName,
          sizeBytes: document.sizeBytes,
        })),
    ),
  };
}

/** Whether the fee is paid, in a language: as the office recorded it, or what is awaited. */
export function feeState(fee: ReceiptData['fee'], locale: Locale): string {
  const t = catalogues[locale].Receipt;
  if (fee.feeStatus === 'paid' && fee.feeAmount && fee.feePaidOn) {
    return translatorFor(locale, 'Receipt')('feePaid', {
      amount: feeAmountText(locale, fee.feeAmount),
      date: formatDate(locale, fee.feePaidOn),
      bankReference: isolateLtr(fee.feeBankReference ?? ''),
    });
  }
  return fee.feeStatus === 'proof_sent' ? t.feeProofSent : t.feeUnpaid;
}

/** The receipt's words in a language. */
export function receiptText(data: ReceiptData, locale: Locale, now = new Date()): ReceiptText {
  const catalogue = catalogues[locale];
  const t = catalogue.Receipt;
  const say = translatorFor(locale, 'Receipt');
  const rows: ReceiptRow[] = [
    { label: t.applicant, value: data.applicantName },
    { label: t.email, value: data.applicantEmail, ltr: true },
  ];
  if (data.programmeId) {
    rows.push({
      label: t.programme,
      value: programmeName(locale, data.programmeId as Parameters<typeof programmeName>[1]),
    });
  }
  if (data.intake) {
    rows.push({
      label: t.intake,
      value: translatorFor(locale, 'ApplicationForm')('intakeOption', {
        year: isolateLtr(data.intake),
      }),
    });
  }
  rows.push({
    label: t.submitted,
    value: formatDateTimeOf(locale, data.submittedAt.toISOString()),
  });
  return {
    locale,
    college: siteConfig.name[locale],
    title: t.title,
    issued: say('issued', { date: formatDateTimeOf(locale, now.toISOString()) }),
    reference: { label: t.reference, value: data.reference, ltr: true },
    rows,
    documentsHeading: t.documents,
    documents: data.documents.map(
      (document) =>
        `${catalogue.Upload.slots[document.slot]}: ${document.fileName} (${formatFileSize(document.sizeBytes)})`,
    ),
    feeHeading: t.feeHeading,
    fee: [
      { label: t.feeHeading, value: withApplicationFee(t.feeAmount, locale) },
      { label: t.feeState, value: feeState(data.fee, locale) },
      // How to pay, until it is paid.
      ...(data.fee.feeStatus === 'paid'
        ? []
        : [{ label: t.howToPay, value: siteConfig.paymentMethod[locale] }, ...paymentRows(locale)]),
    ],
    office: t.office,
    officeRows: [
      {
        label: t.officeAddress,
        value: `${siteConfig.address[locale]}${locale === 'ar' ? '،' : ','} ${siteConfig.country[locale]}`,
      },
      { label: t.officeHours, value: siteConfig.officeHours[locale] },
      {
        label: t.officeContact,
        value: `${siteConfig.admissionPhone} — ${siteConfig.admissionEmail}`,
        ltr: true,
      },
    ],
    keep: t.keep,
    status: say('statusAt', {
      url: `${siteConfig.siteUrl}${localePath(locale, pathOf('admission/status'))}`,
    }),
  };
}

/** The receipt as plain-text lines, for the confirmation e-mail. */
export function receiptLines(text: ReceiptText): string[] {
  const row = (r: ReceiptRow) => `${r.label}: ${r.value}`;
  return [
    `${text.title}`,
    row(text.reference),
    ...text.rows.map(row),
    '',
    `${text.documentsHeading}:`,
    ...text.documents.map((line) => `- ${line}`),
    '',
    ...text.fee.map(row),
    '',
    `${text.office}:`,
    ...text.officeRows.map(row),
    '',
    text.keep,
    text.status,
  ];
}
