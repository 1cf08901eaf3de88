/**
 * The two e-mails of a complete application, as plain text. The office's is in Arabic (the
 * office's language) and lists 'document name (file name) - link' lines and the submission
 * time as an Arabic long date-time (spec 000 section 7); the applicant's is in the language
 * they applied in and gives the reference number and the receipt (what was received, how to
 * pay the application fee).
 */
import 'server-only';
import { siteConfig } from '@/config/site';
import { COLLEGE_TIME_ZONE } from '@/lib/college-time';
import type { SlotId, StoredSlot } from '@/lib/applicant-schema';
import type { ApplicationForm } from '@/lib/application-form';
import { mailMessages, mailTranslator } from '../mail/mail-words';
import { localePath } from '@/i18n/routing';
import type { ApplicationRow } from '../db/schema';
import type { NewMail } from '../mail/deliver-mail';
import { formAnswers } from './form-answers';
import { receiptLines, type ReceiptText } from './receipt/receipt-data';

/** "23 نوفمبر 2026 في 10:42 ص"-style date-time, Western digits, Khartoum time. */
export function arabicDateTime(date: Date): string {
  return new Intl.DateTimeFormat('ar-EG-u-nu-latn', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: COLLEGE_TIME_ZONE,
  }).format(date);
}

/** The online form's answers, for the office (in Arabic, the office's language). */
export function formLines(form: ApplicationForm): string[] {
  return formAnswers(form, 'ar').map(([question, answer]) => `${question}: ${answer}`);
}

/**
 * Where the office opens an application's document: its place on the application's page in the
 * workspace (Arabic, the office's language). The link does not expire; the page asks for an
 * admissions account's sign-in first, then comes back to it.
 */
export function workspaceDocumentLink(applicationId: string, slot: StoredSlot): string {
  return `${siteConfig.siteUrl}${localePath('ar', `/staff/applications/${applicationId}`)}#document-${slot}`;
}

export function officeNotification(
  application: ApplicationRow,
  documents: { slot: SlotId; fileName: string }[],
  to: string,
  submittedAt: Date,
): NewMail {
  const t = mailMessages('ar').Upload;
  const say = mailTranslator('ar', 'Upload');
  const lines = documents.map(
    (document) =>
      `${t.slots[document.slot]} (${document.fileName}) - ${workspaceDocumentLink(application.id, document.slot)}`,
  );
  return {
    kind: 'application-office',
    locale: 'ar',
    relatedId: application.id,
    to,
    subject: say('mailOfficeSubject', { reference: application.reference }),
    text: [
      say('mailOfficeIntro'),
      '',
      `${t.mailReference}: ${application.reference}`,
      `${t.mailApplicant}: ${application.applicantName}`,
      `${t.mailEmail}: ${application.applicantEmail}`,
      `${t.mailTime}: ${arabicDateTime(submittedAt)}`,
      ...(application.form ? ['', ...formLines(application.form)] : []),
      '',
      `${t.mailDocuments}:`,
      ...lines,
      '',
      say('mailWorkspaceLinks'),
    ].join('\n'),
  };
}

/** The lines that open an e-mail to the office about an application (in Arabic). */
export function officeMailHeader(
  application: Pick<ApplicationRow, 'reference' | 'applicantName'>,
  at: Date,
): string[] {
  const t = mailMessages('ar').Upload;
  return [
    `${t.mailReference}: ${application.reference}`,
    `${t.mailApplicant}: ${application.applicantName}`,
    `${t.mailTime}: ${arabicDateTime(at)}`,
  ];
}

/**
 * An e-mail to the applicant, in the language they applied in: the greeting, `body`, whom to
 * ask, `after` (the receipt's text), and the office's signature.
 */
export function applicantMail(
  application: Pick<ApplicationRow, 'id' | 'applicantName' | 'applicantEmail' | 'locale'>,
  kind: string,
  subject: string,
  body: string[],
  after: string[] = [],
): NewMail {
  const locale = application.locale;
  const say = mailTranslator(locale, 'Upload');
  return {
    kind,
    locale,
    relatedId: application.id,
    to: application.applicantEmail,
    subject,
    text: [
      say('mailApplicantGreeting', { name: application.applicantName }),
      '',
      ...body.flatMap((paragraph) => [paragraph, '']),
      say('mailApplicantContact', {
        email: siteConfig.admissionEmail,
        phone: siteConfig.admissionPhone,
        hours: siteConfig.officeHours[locale],
      }),
      '',
      ...after,
      say('mailSignature'),
    ].join('\n'),
  };
}

export function applicantConfirmation(
  application: ApplicationRow,
  receipt: ReceiptText,
  /** The applicant's personal link (applicant-link.ts). */
  link: string,
): NewMail {
  const say = mailTranslator(application.locale, 'Upload');
  return applicantMail(
    application,
    'application-confirmation',
    say('mailApplicantSubject', { reference: application.reference }),
    [
      say('mailApplicantBody'),
      say('mailApplicantReference', { reference: application.reference }),
      say('mailApplicantNext'),
      say('mailApplicantLink', { url: link }),
    ],
    // The receipt: attached as the PDF when the message is sent (mail-attachments.ts), and its
    // text here, as the confirmation panel gives it.
    [
      say('mailApplicantAttached'),
      '----------------------------------------',
      ...receiptLines(receipt),
      '----------------------------------------',
      '',
    ],
  );
}
