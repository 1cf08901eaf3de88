/**
 * What an admission letter says, in the applicant's language or the other: the college's
 * letterhead, the day it was issued, the reference, the admission (programme and academic year
 * when the online form gave them), what to bring to register (the documents of the applicant's
 * track and programme, as the admission page lists them),
 * the fee, the office, and the code that verifies it with the page where anyone can check it.
 */
import { withApplicationFee } from '@/config/payment';
import 'server-only';
import { siteConfig } from '@/config/site';
import { catalogues, translatorFor } from '@/i18n/catalogues';
import { localePath, type Locale } from '@/i18n/routing';
import { isolateLtr } from '@/lib/bidi';
import { documentsToBring } from '@/lib/college-figures';
import { formatDayOf } from '@/lib/format';
import { programmeName } from '@content/programme-names';
import type { AdmissionLetterRow, ApplicationRow } from '../../db/schema';
import type { PdfRow } from '../../pdf/pdf-writer';

/** The page where a letter's code is checked (never in the menus or the sitemap). */
export const VERIFY_LETTER_PATH = '/admission/verify-letter';

export interface LetterText {
  locale: Locale;
  college: string;
  /** The letterhead's lines under the college's name: address, contacts, website. */
  letterhead: string[];
  title: string;
  date: string;
  reference: PdfRow;
  rows: PdfRow[];
  greeting: string;
  admitted: string;
  bringHeading: string;
  bringIntro: string;
  bring: string[];
  after: string[];
  office: string;
  officeRows: PdfRow[];
  signature: string[];
  verifyHeading: string;
  code: PdfRow;
  verifyAt: string;
}

/** Where anyone checks a letter, in a language. */
export function verifyLetterUrl(locale: Locale): string {
  return `${siteConfig.siteUrl}${localePath(locale, VERIFY_LETTER_PATH)}`;
}

export function letterText(
  application: Pick<ApplicationRow, 'reference' | 'applicantName' | 'form' | 'feeStatus'>,
  letter: Pick<AdmissionLetterRow, 'code' | 'issuedAt'>,
  locale: Locale,
): LetterText {
  const t = catalogues[locale].Letter;
  const say = translatorFor(locale, 'Letter');
  const college = siteConfig.name[locale];
  const programme = application.form?.programme;
  const intake = application.form?.intake;
  const comma = locale === 'ar' ? '،' : ',';
  const rows: PdfRow[] = [];
  if (programme) rows.push({ label: t.programme, value: programmeName(locale, programme) });
  if (intake) rows.push({ label: t.intake, value: intake, ltr: true });
  return {
    locale,
    college,
    letterhead: [
      `${siteConfig.address[locale]}${comma} ${siteConfig.country[locale]}`,
      `${siteConfig.admissionPhone} · ${siteConfig.admissionEmail} · ${siteConfig.siteUrl.replace(/^https?:\/\//, '')}`,
    ],
    title: t.title,
    date: say('date', { date: formatDayOf(locale, letter.issuedAt.toISOString()) }),
    reference: { label: t.reference, value: application.reference, ltr: true },
    rows,
    greeting: translatorFor(locale, 'StaffMail')('greeting', { name: application.applicantName }),
    admitted:
      programme && intake
        ? say('admitted', {
            college,
            programme: programmeName(locale, programme),
            intake: isolateLtr(intake),
          })
        : say('admittedGeneral', { college, reference: isolateLtr(application.reference) }),
    bringHeading: t.bringHeading,
    bringIntro: t.bringIntro,
    // The letter, then the documents of the applicant's track and programme as the college
    // lists them (/staff/figures; the admission page states the same lists).
    bring: [
      t.bring.letter,
      ...documentsToBring(application.form?.track, programme).map((item) => item[locale]),
    ],
    after: [
      t.fees,
      application.feeStatus === 'paid' ? t.feePaid : withApplicationFee(t.feeUnpaid, locale),
    ],
    office: t.office,
    officeRows: [
      { label: t.officeHours, value: siteConfig.officeHours[locale] },
      {
        label: t.officeContact,
        value: `${siteConfig.admissionPhone} — ${siteConfig.admissionEmail}`,
        ltr: true,
      },
    ],
    signature: [t.signature, college],
    verifyHeading: t.verifyHeading,
    code: { label: t.verifyCode, value: letter.code, ltr: true },
    verifyAt: say('verifyAt', { url: isolateLtr(verifyLetterUrl(locale)) }),
  };
}
