'use client';

import { LoaderCircle as loaderCircleNode, Upload as uploadNode } from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useRef } from 'react';
import type { Messages } from 'next-intl';
import { slotOrder } from '@/lib/document-slots';
import { primaryButton } from '../../ui/styles';
import { useHydrated } from '../../ui/use-hydrated';
import type { StartedApplication } from '../started-application';
import { ApplicantSection } from './applicant-section';
import { Confirmation } from './confirmation';
import { DocumentSlot } from './document-slot';
import { sameFileAs } from './upload-state';
import type { FeeInfo } from './fee-info';
import { useDocumentsUpload } from './use-documents-upload';

const LoaderCircle = icon('loader-circle', loaderCircleNode);
const Upload = icon('upload', uploadNode);

interface Props {
  locale: 'ar' | 'en';
  labels: Messages['Upload'];
  receiptLabels: Messages['Receipt'];
  fee: FeeInfo;
  /** Links of the confirmation: the status page and the fees page. */
  statusHref: string;
  /** The application the online form created: the documents are attached to it. */
  started?: StartedApplication | null;
  /** The college's own form (no external one): the documents go to a sent form (issue #44). */
  ownForm: boolean;
  /** Shows the form's tab. */
  onShowForm?: () => void;
  /** The started application is complete (its documents are in). */
  onComplete?: () => void;
  /** The applicant leaves the started application to apply for someone else. */
  onLeaveStarted?: () => void;
}

/**
 * The documents tab of the application page (spec 000 sections 4, 5, 8): applicant data saved
 * for the session, three document slots (choose, preview, remove), and the upload — one file
 * after another, each with its progress — followed by the notification and a confirmation
 * panel with the reference number. Every notice of the spec, in the page's language; nothing
 * the applicant chose is lost on a failure: a retry continues where the upload stopped.
 */
export function DocumentsUpload({
  locale,
  labels,
  receiptLabels,
  fee,
  statusHref,
  started = null,
  ownForm,
  onShowForm,
  onComplete,
  onLeaveStarted,
}: Props) {
  const { state, dispatch, saveData, choose, remove, upload, startAgain } = useDocumentsUpload({
    locale,
    labels,
    started,
    ownForm,
    onComplete,
  });
  const hydrated = useHydrated();
  const { slots, uploading, done } = state;
  const confirmation = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);

  if (done) {
    return (
      <Confirmation
        locale={locale}
        labels={labels}
        receiptLabels={receiptLabels}
        fee={fee}
        statusHref={statusHref}
        receipt={done}
        heading={confirmation}
        onStartAgain={startAgain}
      />
    );
  }

  return (
    <div className="space-y-10">
      <ApplicantSection
        labels={labels}
        started={started}
        ownForm={ownForm}
        onShowForm={onShowForm}
        state={state}
        dispatch={dispatch}
        hydrated={hydrated}
        onSave={() => void saveData()}
        onLeaveStarted={onLeaveStarted}
      />

      <section aria-labelledby="documents-heading" className="space-y-4">
        <h2 id="documents-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
          {labels.documentsHeading}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{labels.documentsHint}</p>
        <ul className="grid gap-5 md:grid-cols-3">
          {slotOrder.map((slot) => (
            <DocumentSlot
              key={slot}
              labels={labels}
              slot={slot}
              state={slots[slot]}
              sameAs={sameFileAs(state, slot)}
              uploading={uploading}
              onChoose={(file) => void choose(slot, file)}
              onRemove={() => remove(slot)}
            />
          ))}
        </ul>
        <button
          type="button"
          onClick={() => void upload()}
          disabled={uploading}
          aria-busy={uploading || undefined}
          className={`${primaryButton} px-6 py-3 text-lg`}
        >
          {uploading ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
          ) : (
            <Upload aria-hidden="true" className="size-5" />
          )}
          {uploading ? labels.uploading : labels.upload}
        </button>
      </section>
    </div>
  );
}
