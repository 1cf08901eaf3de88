import type { ReactNode } from 'react';

/** Tailwind's `lg`: where the desktop menus are shown (site-navigation.tsx). */
export const WIDE = '(min-width: 64rem)';

export const triggerClass =
  'group flex h-12 items-center gap-1 px-3 font-bold text-slate-800 hover:text-brand-700 data-[state=open]:text-brand-700 dark:text-slate-100 dark:hover:text-brand-300 dark:data-[state=open]:text-brand-300';

/** A menu button's label and its chevron (drawn on the server: site-navigation.tsx). */
export function TriggerLabel({ label, chevron }: { label: string; chevron: ReactNode }) {
  return (
    <>
      {label}
      {chevron}
    </>
  );
}

/**
 * What the visitor did with the server's buttons before the interactive menus replaced them:
 * the menu whose button had the keyboard focus (its new button takes it) and the menu asked
 * for by a click, Enter or Space (it opens as soon as it can).
 */
export const handOver: { focused: string | null; open: string | null } = {
  focused: null,
  open: null,
};
