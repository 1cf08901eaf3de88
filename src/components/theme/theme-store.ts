import { useSyncExternalStore } from 'react';
import { THEME_KEY } from './theme-script';

/**
 * The theme is a class on <html> (set before first paint by the theme script); this store lets
 * client components read it and be told when the toggle changes it.
 */
const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
const isDark = () => document.documentElement.classList.contains('dark');

/** Whether the dark theme is on (false while rendering on the server). */
export function useIsDark(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}

/** Switches the theme, keeps the choice in localStorage and tells the subscribers. */
export function setDark(dark: boolean): void {
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  try {
    localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
  } catch {
    // Private mode: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}
