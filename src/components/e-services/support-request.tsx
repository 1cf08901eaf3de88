'use client';

import { LifeBuoy } from 'lucide-react';
import { lazy, Suspense, useCallback, useState } from 'react';
import type { SupportRequestDraft } from '@/lib/issue-types';
import { fill } from '@/lib/template';
import { notify } from '../notices/notify';
import { Dialog } from '../ui/dialog';
import { primaryButton } from '../ui/styles';
import type { SupportLabels } from './support-labels';

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
  const onSent = useCallback(
    (reference: string) => {
      setDraft(empty);
      setGeneration((value) => value + 1);
      setOpen(false);
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
      onOpenChange={setOpen}
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
    </Dialog>
  );
}
