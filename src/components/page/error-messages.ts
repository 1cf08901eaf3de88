import type { Locale } from '@/i18n/paths';
import { ERROR_TITLES } from './error-titles';

/**
 * The error pages' strings, copied from messages/{ar,en}.json (namespace "Error") rather than
 * read through next-intl: the error boundaries are client components present on every page,
 * and this keeps next-intl's client runtime (about 12 KB gzip) and the catalogues out of every
 * visitor's download. error-messages.test.ts keeps the copies equal to the catalogues.
 */
export const ERROR_MESSAGES: Record<Locale, { title: string; retry: string; home: string }> = {
  ar: {
    title: ERROR_TITLES.ar,
    retry: 'إعادة المحاولة',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  en: {
    title: ERROR_TITLES.en,
    retry: 'Try again',
    home: 'Back to the home page',
  },
};
