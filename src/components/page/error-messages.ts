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

/**
 * The error pages' two buttons: the classes `buttonVariants({ size: 'lg' })` and its secondary
 * variant give (error-messages.test.ts keeps them equal), written out so the boundary in every
 * first load does not bring class-variance-authority and tailwind-merge with it.
 */
export const ERROR_BUTTONS = {
  retry:
    'inline-flex items-center justify-center gap-2 rounded-full font-bold disabled:cursor-not-allowed disabled:opacity-60 bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950 dark:hover:bg-brand-400 px-5 py-2.5',
  home: 'inline-flex items-center justify-center gap-2 rounded-full font-bold disabled:cursor-not-allowed disabled:opacity-60 border border-brand-700 text-brand-800 hover:bg-brand-50 dark:border-brand-300 dark:text-brand-200 dark:hover:bg-slate-800 px-5 py-2.5',
};
