'use client';

import { usePathname } from 'next/navigation';
import type { ComponentProps } from 'react';
import { localizePath, splitLocale, type Locale } from '@/i18n/paths';

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
 * Goes to the same page in the other language. What else a click does (remember the choice in
 * a cookie the server reads for unprefixed links and in localStorage, leave the next page its
 * confirmation notice, keep the requested address) is done by `languageToggleScript`
 * (src/components/theme/theme-script.ts), inline in every page's head: it works before the
 * page's scripts have run, which they do only once the visitor engages (runtime/late-scripts.ts).
 * Other props (a tooltip trigger's handlers and ref) go to the link.
 */
export function LanguageToggle({ target, label, tone = 'bar', ...rest }: LanguageToggleProps) {
  const pathname = usePathname();
  const href = localizePath(target, splitLocale(pathname).path);

  return (
    <a
      {...rest}
      href={href}
      hrefLang={target}
      lang={target}
      data-language-toggle={target}
      className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-bold ${tones[tone]}`}
    >
      {label}
    </a>
  );
}
