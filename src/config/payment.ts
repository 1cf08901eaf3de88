/**
 * How to pay a fee (issue #44), in one place for the fees page, the receipt, the confirmation
 * panel and the applicant's page: the college's account from the configuration (site.ts), with
 * the labels of the page's language.
 */
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import { currentFigures } from '@/lib/college-figures';
import { siteConfig } from './site';

export interface PaymentRow {
  label: string;
  value: string;
  /** Written left to right in either language (the account number). */
  ltr?: boolean;
}

export function paymentRows(locale: Locale): PaymentRow[] {
  const t = catalogues[locale].Fee;
  const account = siteConfig.bankAccount;
  return [
    { label: t.bank, value: account.bank[locale] },
    { label: t.accountName, value: account.name[locale] },
    { label: t.accountNumber, value: account.number, ltr: true },
    { label: t.branch, value: account.branch[locale] },
    ...(account.mobile[locale] ? [{ label: t.mobile, value: account.mobile[locale] }] : []),
  ];
}

/** An amount in Sudanese pounds as the applicant and the office read it ("100 Sudanese pounds"). */
export function feeAmountText(locale: Locale, amount: string): string {
  const number = new Intl.NumberFormat(locale === 'ar' ? 'ar-u-nu-latn' : 'en', {
    maximumFractionDigits: 2,
  }).format(Number(amount));
  return catalogues[locale].Fee.amount.replace('{amount}', number);
}

/** The application fee the college asks now (src/lib/college-figures.ts), as `locale` words it. */
export function applicationFeeText(locale: Locale): string {
  return feeAmountText(locale, String(currentFigures().applicationFee));
}

/**
 * `words` (a catalogue message, or a namespace of them, as a page passes it to its client
 * components) with `{fee}` replaced by the application fee: the catalogues name the fee and
 * never its amount, which the editors set.
 */
export function withApplicationFee<T>(words: T, locale: Locale): T {
  const fee = applicationFeeText(locale);
  const fill = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.replaceAll('{fee}', fee)
      : Array.isArray(value)
        ? value.map(fill)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]))
          : value;
  return fill(words) as T;
}
