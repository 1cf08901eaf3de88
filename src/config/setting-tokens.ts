/**
 * The settings and figures a page's words may name (issue #46): `{{admissionEmail}}` in a page's
 * text (the repository's or an editor's) is replaced, when the page is drawn, by the address the
 * administrators set (/staff/settings), and `{{tuition.medicine}}` by the tuition the editors
 * set (/staff/figures, src/lib/college-figures.ts), so a changed phone, fee or minimum shows on
 * every page that names it at once. A `tel:` link keeps only the number's digits; a fact whose
 * value is a setting left empty (no mobile payment) is left out.
 */
import type { Locale } from '@/i18n/routing';
import { FORMATTED_FIELD, mapRichWords } from '@/lib/rich-text';
import { figureList, figureText } from './figure-text';
import { siteConfig, telHref } from './site';

const tokens = {
  admissionEmail: () => siteConfig.admissionEmail,
  admissionPhone: () => siteConfig.admissionPhone,
  infoEmail: () => siteConfig.infoEmail,
  officeHours: (locale: Locale) => siteConfig.officeHours[locale],
  paymentMethod: (locale: Locale) => siteConfig.paymentMethod[locale],
  bankName: (locale: Locale) => siteConfig.bankAccount.bank[locale],
  accountName: (locale: Locale) => siteConfig.bankAccount.name[locale],
  accountNumber: () => siteConfig.bankAccount.number,
  branch: (locale: Locale) => siteConfig.bankAccount.branch[locale],
  mobilePayment: (locale: Locale) => siteConfig.bankAccount.mobile[locale],
} satisfies Record<string, (locale: Locale) => string>;

export type SettingToken = keyof typeof tokens;
export const settingTokens = Object.keys(tokens) as SettingToken[];

const TOKEN = /\{\{([\w.-]+)\}\}/g;

function resolveText(text: string, locale: Locale): string {
  if (!text.includes('{{')) return text;
  const resolved = text.replace(TOKEN, (whole, name: string) =>
    Object.hasOwn(tokens, name)
      ? tokens[name as SettingToken](locale)
      : (figureText(name, locale) ?? whole),
  );
  return resolved.startsWith('tel:') ? telHref(resolved.slice(4)) : resolved;
}

/**
 * The entries a list's entry stands for when it is a list's name alone
 * (`{{documents.undergraduate}}`: the track's documents, one entry each), else null.
 */
function listNamed(item: unknown, locale: Locale): string[] | null {
  if (typeof item !== 'string') return null;
  const name = /^\{\{([\w.-]+)\}\}$/.exec(item.trim())?.[1];
  return name ? figureList(name, locale) : null;
}

/** A fact (label and value) whose value named a setting that is empty. */
function emptiedFact(before: unknown, after: unknown): boolean {
  return (
    typeof before === 'object' &&
    before !== null &&
    typeof (before as { value?: unknown }).value === 'string' &&
    (before as { value: string }).value.includes('{{') &&
    (after as { value: string }).value.trim() === ''
  );
}

/**
 * `value` with every setting it names replaced by the setting in `locale`; in formatted text
 * (a `document`, src/lib/rich-text.ts), in the words of its document.
 */
export function resolveSettingTokens<T>(value: T, locale: Locale, key?: string): T {
  if (typeof value === 'string') {
    if (key === FORMATTED_FIELD) {
      return (
        value.includes('{{') ? mapRichWords(value, (words) => resolveText(words, locale)) : value
      ) as T;
    }
    return resolveText(value, locale) as T;
  }
  if (Array.isArray(value)) {
    return value
      .flatMap((item: unknown) => listNamed(item, locale) ?? [item])
      .map((item: unknown) => [item, resolveSettingTokens(item, locale, key)] as const)
      .filter(([before, after]) => !emptiedFact(before, after))
      .map(([, after]) => after) as T;
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, resolveSettingTokens(item, locale, name)]),
    ) as T;
  }
  return value;
}
