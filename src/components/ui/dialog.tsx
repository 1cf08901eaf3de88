'use client';

import * as RadixDialog from '@radix-ui/react-dialog';
import { X as xNode } from 'lucide';
import { icon } from './icon';
import type { ReactNode } from 'react';

const X = icon('x', xNode);

interface DialogProps {
  /** The element that opens the dialog (a button); focus returns to it on close. */
  trigger: ReactNode;
  title: string;
  description?: string;
  closeLabel: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: ReactNode;
}

/**
 * A modal dialog on Radix: focus moves in and is trapped, Escape or the close button closes it
 * and focus returns to the trigger; the page behind is inert. The content is portalled into
 * <body>, so it inherits the page's lang and dir from <html>.
 */
export function Dialog({
  trigger,
  title,
  description,
  closeLabel,
  open,
  onOpenChange,
  children,
}: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
        <RadixDialog.Content className="fixed start-1/2 top-1/2 z-50 max-h-[90dvh] w-[calc(100%-2rem)] max-w-2xl -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl ltr:-translate-x-1/2 rtl:translate-x-1/2 dark:bg-slate-900">
          <div className="flex items-start justify-between gap-4">
            <RadixDialog.Title className="text-xl font-bold text-brand-900 dark:text-white">
              {title}
            </RadixDialog.Title>
            <RadixDialog.Close
              aria-label={closeLabel}
              className="-m-1 rounded p-1 text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800"
            >
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className="mt-1 text-slate-600 dark:text-slate-300">
              {description}
            </RadixDialog.Description>
          ) : (
            <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
          )}
          <div className="mt-4">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
