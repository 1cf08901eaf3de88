'use client';

/**
 * Last resort when the layout itself fails: no translations or styles can be trusted here, so
 * it shows both languages in plain HTML. The titles are copied from messages/{ar,en}.json
 * (Error.title) rather than imported, to keep the catalogues out of every page's bundle;
 * global-error.test.ts keeps them equal.
 */
export const GLOBAL_ERROR_TITLES = {
  ar: 'حدث خطأ غير متوقع في التطبيق!',
  en: 'Unexpected Application Error!',
} as const;

export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ar" dir="rtl">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>{GLOBAL_ERROR_TITLES.ar}</h1>
        <p lang="en" dir="ltr">
          {GLOBAL_ERROR_TITLES.en}
        </p>
        <pre dir="auto">{error.message}</pre>
      </body>
    </html>
  );
}
