'use client';

import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useIsDark } from '../theme/theme-store';
import { NOTICE_DURATION_MS, VISIBLE_NOTICES, type Notice } from './notify';

export interface NoticeStackProps {
  dir: 'rtl' | 'ltr';
  regionLabel: string;
  dismissLabel: string;
  /** Notices raised before this stack loaded, shown once it is mounted. */
  queued: Notice[];
}

/** Shows one notice in the stack. */
export function showNotice({ title, description, variant = 'success', action }: Notice): void {
  (variant === 'error' ? toast.error : toast.success)(title, { description, action });
}

/**
 * The notices stack (sonner): a polite live region; each notice pauses while hovered or
 * focused, is dismissed by its button or a horizontal swipe (sonner's velocity threshold 0.11
 * is the spec's value), in the page's direction and theme.
 */
export default function NoticeStack({ dir, regionLabel, dismissLabel, queued }: NoticeStackProps) {
  const dark = useIsDark();
  useEffect(() => {
    // The live region is in the page first; then the notices, so they are announced.
    const frame = requestAnimationFrame(() => queued.forEach(showNotice));
    return () => cancelAnimationFrame(frame);
  }, [queued]);

  return (
    <Sonner
      dir={dir}
      theme={dark ? 'dark' : 'light'}
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      containerAriaLabel={regionLabel}
      duration={NOTICE_DURATION_MS}
      visibleToasts={VISIBLE_NOTICES}
      closeButton
      swipeDirections={['left', 'right']}
      toastOptions={{
        closeButtonAriaLabel: dismissLabel,
        // Our colours, checked for contrast in both themes (sonner's rich colours are not).
        classNames: {
          toast:
            'font-sans !gap-3 !border !border-slate-300 !bg-white !text-slate-900 dark:!border-slate-600 dark:!bg-slate-900 dark:!text-slate-100',
          title: '!font-bold',
          description: '!text-slate-700 dark:!text-slate-300',
          success: '!border-s-4 !border-s-brand-600',
          error:
            '!border-red-400 !bg-red-50 !text-red-900 dark:!border-red-700 dark:!bg-red-950 dark:!text-red-100 [&_[data-description]]:!text-red-900 dark:[&_[data-description]]:!text-red-100',
          actionButton:
            '!rounded-full !bg-brand-700 !px-3 !font-bold !text-white dark:!bg-brand-400 dark:!text-slate-950',
          closeButton:
            '!border-slate-300 !bg-white !text-slate-700 dark:!border-slate-600 dark:!bg-slate-800 dark:!text-slate-200',
          icon: '!text-brand-700 dark:!text-brand-300',
        },
      }}
    />
  );
}
