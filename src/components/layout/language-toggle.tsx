'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { LANG_COOKIE, localePath, splitLocale, type Locale } from '@/i18n/paths';
import { PENDING_NOTICE_KEY } from '../notices/notify';

interface LanguageToggleProps extends Omit<ComponentProps<'a'>, 'href' | 'onClick'> {
  /** The language the toggle switches to. */
  target: Locale;
  label: string;
  /** On the brand-coloured header bar (default) or on a light surface (the phone menu). */
  tone?: 'bar' | 'surface';
}

const tones = {
  bar: 'border-white/40 text-white hover:bg-white/15',
  surface:
    'border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
} as const;

/**
 * Goes to the same page in the other language and remembers the choice (a cookie the server
 * reads for unprefixed links, and localStorage); the next page shows the confirmation notice.
 * Other props (a tooltip trigger's handlers and ref) go to the link.
 */
export function LanguageToggle({ target, label, tone = 'bar', ...rest }: LanguageToggleProps) {
  const pathname = usePathname();
  const href = localePath(target, splitLocale(pathname).path);

  function remember() {
    document.cookie = `${LANG_COOKIE}=${target}; path=/; max-age=31536000; samesite=lax`;
    try {
      localStorage.setItem(LANG_COOKIE, target);
      sessionStorage.setItem(PENDING_NOTICE_KEY, 'language');
    } catch {
      // Storage unavailable: the cookie still carries the choice.
    }
  }

  return (
    <a
      {...rest}
      href={href}
      hrefLang={target}
      lang={target}
      onClick={(event) => {
        remember();
        // The address in the browser, not the rendered route: a missing page is rendered as
        // /page-not-found, and its toggle must lead to the same requested path in the other
        // language (a 404 there too).
        const requested = splitLocale(window.location.pathname).path;
        event.currentTarget.href = localePath(target, requested) + window.location.search;
      }}
      className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-bold ${tones[tone]}`}
    >
      {label}
    </a>
  );
}
