'use client';

import { Moon, Sun } from 'lucide-react';
import type { ComponentProps } from 'react';
import { setDark, useIsDark } from './theme-store';

interface ThemeToggleProps extends Omit<ComponentProps<'button'>, 'onClick'> {
  label: string;
}

/**
 * Switches light/dark: a class on <html>, kept in localStorage. Other props (a tooltip
 * trigger's handlers and ref) go to the button.
 */
export function ThemeToggle({ label, ...rest }: ThemeToggleProps) {
  const dark = useIsDark();
  return (
    <button
      type="button"
      {...rest}
      onClick={() => setDark(!dark)}
      aria-pressed={dark}
      aria-label={label}
      className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15"
    >
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
    </button>
  );
}
