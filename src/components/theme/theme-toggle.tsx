'use client';

import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Tooltip } from '../ui/tooltip';
import { THEME_KEY } from './theme-script';

interface ThemeToggleProps {
  label: string;
  toDark: string;
  toLight: string;
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const isDark = () => document.documentElement.classList.contains('dark');

/** Switches light/dark: a class on <html>, kept in localStorage. */
export function ThemeToggle({ label, toDark, toLight }: ThemeToggleProps) {
  const dark = useSyncExternalStore(subscribe, isDark, () => false);

  function toggle() {
    const next = !isDark();
    const root = document.documentElement;
    root.classList.toggle('dark', next);
    root.style.colorScheme = next ? 'dark' : 'light';
    try {
      localStorage.setItem(THEME_KEY, next ? 'dark' : 'light');
    } catch {
      // Private mode: the choice lasts for this page only.
    }
    listeners.forEach((listener) => listener());
  }

  return (
    <Tooltip label={dark ? toLight : toDark}>
      {(describedBy) => (
        <button
          type="button"
          onClick={toggle}
          aria-pressed={dark}
          aria-label={label}
          aria-describedby={describedBy}
          className="inline-flex size-10 items-center justify-center rounded-full text-white hover:bg-white/15"
        >
          <Moon aria-hidden="true" className="size-5 dark:hidden" />
          <Sun aria-hidden="true" className="hidden size-5 dark:block" />
        </button>
      )}
    </Tooltip>
  );
}
