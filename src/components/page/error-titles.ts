import type { Locale } from '@/i18n/paths';

/**
 * The error pages' title in each language (the specification's exact text), on its own so
 * that the last-resort boundary (src/app/global-error.tsx), which shows nothing else, does not
 * carry the other strings into every page's first load (issue #23's 140 KB).
 */
export const ERROR_TITLES: Record<Locale, string> = {
  ar: 'حدث خطأ غير متوقع في التطبيق!',
  en: 'Unexpected Application Error!',
};
