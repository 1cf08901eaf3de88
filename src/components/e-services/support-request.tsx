'use client';

import { CircleCheck as circleCheckNode, LifeBuoy as lifeBuoyNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { SupportRequestDraft } from '@/lib/issue-types';
import { fill } from '@/lib/template';
import { notify } from '../notices/notify';
import { Dialog } from '../ui/dialog';
import { primaryButton, secondaryButton } from '../ui/styles';
import type { SupportLabels } from './support-labels';

const CircleCheck = icon('circle-check', circleCheckNode);
const LifeBuoy = icon('life-buoy', lifeBuoyNode);

const loadForm = () => import('./support-form');
const SupportForm = lazy(loadForm);

const empty: SupportRequestDraft = { fullName: '', email: '', issueType: '', description: '' };

/**
 * The Technical Support Request dialog. Its form (react-hook-form and zod, about 35 KB) is
 * loaded when a pointer or the keyboard reaches the button, so the platform page does not
 * download it up front. The draft is kept here: closing the dialog loses nothing, and it is
 * cleared only when the request is received.
 */
export function SupportRequestDialog({
  locale,
  labels,
}: {
  locale: 'ar' | 'en';
  labels: SupportLabels;
}) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<SupportRequestDraft>(empty);
  const [generation, setGeneration] = useState(0);
  /** The reference of the request just received: shown in the dialog until it is closed. */
  const [sent, setSent] = useState<string | null>(null);
  const onSent = useCallback(
    (reference: string) => {
      setDraft(empty);
      setGeneration((value) => value + 1);
      setSent(reference);
      notify({
        title: labels.receivedTitle,
        description: fill(labels.receivedBody, { reference }),
      });
    },
    [labels],
  );
  const preload = () => void loadForm();
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setSent(null);
      }}
      trigger={
        <button type="button" className={primaryButton} onPointerEnter={preload} onFocus={preload}>
          <LifeBuoy aria-hidden="true" className="size-4" />
          {labels.open}
        </button>
      }
      title={labels.dialogTitle}
      description={labels.dialogDescription}
      closeLabel={labels.close}
    >
      {sent ? (
        <div className="space-y-4" data-testid="support-received">
          <p
            role="status"
            tabIndex={-1}
            // The form it replaces had the focus: the confirmation takes it.
            ref={(element) => element?.focus()}
            className="flex items-center gap-2 text-lg font-bold text-brand-900 focus:outline-none dark:text-white"
          >
            <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            {labels.receivedTitle}
          </p>
          <div className="rounded-lg bg-brand-50 p-4 text-center dark:bg-slate-800">
            <p className="text-slate-700 dark:text-slate-300">{labels.receivedReference}</p>
            <p
              className="mt-1 text-2xl font-bold tracking-wider text-brand-900 dark:text-white"
              dir="ltr"
              data-testid="support-reference"
            >
              {sent}
            </p>
          </div>
          <p className="text-slate-700 dark:text-slate-300">{labels.receivedNext}</p>
          <button type="button" className={secondaryButton} onClick={() => setSent(null)}>
            {labels.sendAnother}
          </button>
        </div>
      ) : (
        <Suspense fallback={<p role="status">{labels.loading}</p>}>
          <SupportForm
            key={generation}
            locale={locale}
            labels={labels}
            draft={draft}
            onDraft={setDraft}
            onSent={onSent}
          />
        </Suspense>
      )}
    </Dialog>
  );
}
