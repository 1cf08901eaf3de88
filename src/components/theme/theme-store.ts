import { useSyncExternalStore } from 'react';
import { THEME_CHANGE_EVENT } from './theme-script';

/**
 * The theme is a class on <html>, set before first paint by the theme script and switched by
 * the toggles' inline handler (themeToggleScript); this store lets client components read it
 * and be told when it changes.
 */
function subscribe(listener: () => void) {
  window.addEventListener(THEME_CHANGE_EVENT, listener);
  return () => window.removeEventListener(THEME_CHANGE_EVENT, listener);
}
const isDark = () => document.documentElement.classList.contains('dark');

/** Whether the dark theme is on (false while rendering on the server). */
export function useIsDark(): boolean {
  return useSyncExternalStore(subscribe, isDark, () => false);
}
