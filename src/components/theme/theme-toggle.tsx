'use client';

import type { ComponentProps, ReactNode } from 'react';
import { INLINE_ATTRIBUTE } from '@runtime/contract';
import { THEME_TOGGLE_ATTRIBUTE } from './theme-script';
import { useIsDark } from './theme-store';

interface ThemeToggleProps extends Omit<ComponentProps<'button'>, 'onClick'> {
  label: string;
  /** The moon and the sun (theme-icons.tsx), drawn on the server: no icon code in the browser. */
  icon: ReactNode;
  /** On the brand-coloured header bar (default) or on a light surface (the phone menu). */
  tone?: 'bar' | 'surface';
}

export const toggleTone = {
  bar: 'text-white hover:bg-white/15',
  surface:
    'border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800',
} as const;

/**
 * Switches light/dark: a class on <html>, kept in localStorage. The switch is the page's inline
 * handler (themeToggleScript), which works from the first tap, before the page's scripts have
 * run; the loader leaves this button's clicks to it (INLINE_ATTRIBUTE). Other props (a tooltip
 * trigger's handlers and ref) go to the button.
 */
export function ThemeToggle({ label, icon, tone = 'bar', ...rest }: ThemeToggleProps) {
  const dark = useIsDark();
  return (
    <button
      type="button"
      {...rest}
      {...{ [THEME_TOGGLE_ATTRIBUTE]: '', [INLINE_ATTRIBUTE]: '' }}
      aria-pressed={dark}
      aria-label={label}
      className={`inline-flex size-10 items-center justify-center rounded-full ${toggleTone[tone]}`}
    >
      {icon}
    </button>
  );
}
