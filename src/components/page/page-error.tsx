'use client';

import { Link } from '@/components/ui/link';
import { useParams } from 'next/navigation';
import { useEffect } from 'react';
import { ERROR_MESSAGES } from '@/components/page/error-messages';
import { isLocale, localePath } from '@/i18n/paths';

/** The error boundary of every page (each frame's error.tsx): 'Unexpected Application Error!' with the error's text. */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  const { locale: param } = useParams<{ locale: string }>();
  const locale = isLocale(param) ? param : 'ar';
  const t = ERROR_MESSAGES[locale];
  useEffect(() => console.error(error), [error]);
  return (
    <div role="alert" className="container-page py-16">
      <h1 className="text-3xl font-bold text-red-700 dark:text-red-400">{t.title}</h1>
      <pre
        dir="auto"
        className="mt-4 overflow-x-auto rounded bg-slate-100 p-4 text-sm whitespace-pre-wrap dark:bg-slate-900"
      >
        {error.message}
        {error.digest ? ` (${error.digest})` : ''}
      </pre>
      {/* Its own two buttons' classes, not buttonVariants(): this boundary is in every page's
          first load, and class-variance-authority with the variants' longer class lists would put
          a content page past its 140 KB (issue #23). */}
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          onClick={reset}
          className="rounded-full bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800"
        >
          {t.retry}
        </button>
        <Link
          href={localePath(locale, '/')}
          className="rounded-full border border-brand-700 px-5 py-2 font-bold text-brand-800 dark:text-brand-200"
        >
          {t.home}
        </Link>
      </div>
    </div>
  );
}
