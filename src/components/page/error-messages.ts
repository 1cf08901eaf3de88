import type { Locale } from '@/i18n/routing';

/**
 * The error pages' strings, copied from messages/{ar,en}.json (namespace "Error") rather than
 * read through next-intl: the error boundaries are client components present on every page,
 * and this keeps next-intl's client runtime (about 12 KB gzip) and the catalogues out of every
 * visitor's download. error-messages.test.ts keeps the copies equal to the catalogues.
 */
export const ERROR_MESSAGES: Record<Locale, { title: string; retry: string; home: string }> = {
  ar: {
    title: 'حدث خطأ غير متوقع في التطبيق!',
    retry: 'إعادة المحاولة',
    home: 'العودة إلى الصفحة الرئيسية',
  },
  en: {
    title: 'Unexpected Application Error!',
    retry: 'Try again',
    home: 'Back to the home page',
  },
};
