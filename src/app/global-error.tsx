'use client';

import { ERROR_TITLES } from '@/components/page/error-titles';

// Last resort when the layout itself fails: no translations or styles can be trusted here, so
// it shows both languages in plain HTML.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  return (
    <html lang="ar" dir="rtl">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: '2rem' }}>
        <h1>{ERROR_TITLES.ar}</h1>
        <p lang="en" dir="ltr">
          {ERROR_TITLES.en}
        </p>
        <pre dir="auto">{error.message}</pre>
      </body>
    </html>
  );
}
