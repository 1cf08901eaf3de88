'use client';

import {
  CircleCheck as circleCheckNode,
  Download as downloadNode,
  FileText as fileTextNode,
  LoaderCircle as loaderCircleNode,
  Printer as printerNode,
  Trash2 as trash2Node,
  Upload as uploadNode,
} from 'lucide';
import { icon } from '@/components/ui/icon';
import { useEffect, useReducer, useRef, useState } from 'react';
import type { Messages } from 'next-intl';
import type { Applicant } from '@/lib/applicant-schema';
import {
  documentSlotTypes,
  documentTypeOf,
  MAX_FILE_BYTES,
  SIGNATURE_BYTES,
  slotOrder,
  type SlotId,
} from '@/lib/document-slots';
import { formatDateTimeOf, formatFileSize } from '@/lib/format';
import { fill } from '@/lib/template';
import { notify } from '../notices/notify';
import { dangerButton, primaryButton, secondaryButton, textInput } from '../ui/styles';
import type { StartedApplication } from './started-application';
import {
  initialUploadState,
  missingSlots,
  pendingSlots,
  uploadReducer,
  type Receipt,
} from './upload-state';
import { useHydrated } from '../ui/use-hydrated';
import { whenIdle } from '../ui/when-idle';

const CircleCheck = icon('circle-check', circleCheckNode);
const Download = icon('download', downloadNode);
const FileText = icon('file-text', fileTextNode);
const LoaderCircle = icon('loader-circle', loaderCircleNode);
const Printer = icon('printer', printerNode);
const Trash2 = icon('trash-2', trash2Node);
const Upload = icon('upload', uploadNode);

type Labels = Messages['Upload'];
type ReceiptLabels = Messages['Receipt'];

/** How to pay the application fee, and where the office is (from the site's configuration). */
export interface FeeInfo {
  paymentMethod: string;
  address: string;
  hours: string;
  phone: string;
  email: string;
}

interface Props {
  locale: 'ar' | 'en';
  labels: Labels;
  receiptLabels: ReceiptLabels;
  fee: FeeInfo;
  /** Links of the confirmation: the status page and the fees page. */
  statusHref: string;
  /** The application the online form created: the documents are attached to it. */
  started?: StartedApplication | null;
  /** The started application is complete (its documents are in). */
  onComplete?: () => void;
  /** The applicant leaves the started application to apply for someone else. */
  onLeaveStarted?: () => void;
}

const SESSION_KEY = 'applicant';

/**
 * The applicant schema, shared with the server, loaded the first time the form checks an
 * applicant (or restores the session's): zod stays out of the page's first load.
 */
const loadApplicantSchema = () =>
  import('@/lib/applicant-schema').then((module) => module.applicantSchema);

/** The translated message of a server error answer, or a fallback. */
async function messageOf(response: Response, locale: 'ar' | 'en', fallback: string) {
  try {
    const body = (await response.json()) as { error?: { message?: Record<string, string> } };
    return body.error?.message?.[locale] ?? fallback;
  } catch {
    return fallback;
  }
}

/** One document, with a progress callback (fetch cannot report upload progress; XHR can). */
function sendFile(
  url: string,
  token: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve(
        new Response(request.responseText, {
          status: request.status,
          headers: { 'content-type': request.getResponseHeader('content-type') ?? '' },
        }),
      );
    request.onerror = () => reject(new Error('network'));
    const form = new FormData();
    form.append('file', file, file.name);
    request.send(form);
  });
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
  onComplete,
  onLeaveStarted,
}: Props) {
  const [state, dispatch] = useReducer(uploadReducer, initialUploadState);
  const hydrated = useHydrated();
  const { name, email, saved, invalid, slots, uploading, application, done } = state;
  const pickers = useRef<Partial<Record<SlotId, HTMLInputElement | null>>>({});
  const choosers = useRef<Partial<Record<SlotId, HTMLButtonElement | null>>>({});
  const confirmation = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    let stored: unknown = null;
    try {
      stored = JSON.parse(sessionStorage.getItem(SESSION_KEY) ?? 'null') as unknown;
    } catch {
      // Nothing saved, or storage unavailable.
    }
    if (stored === null) return;
    let current = true;
    void loadApplicantSchema().then((schema) => {
      const parsed = schema.safeParse(stored);
      // Restoring the session's saved data after a reload of the page.
      if (current && parsed.success) dispatch({ type: 'restore', applicant: parsed.data });
    });
    return () => {
      current = false;
    };
  }, []);

  useEffect(() => whenIdle(() => void loadApplicantSchema().catch(() => undefined)), []);

  useEffect(() => {
    if (done) confirmation.current?.focus();
  }, [done]);

  /** Keeps the applicant for this session (and starts a new application for a new one). */
  function keep(applicant: Applicant) {
    dispatch({ type: 'save', applicant });
    try {
      sessionStorage.setItem(SESSION_KEY, JSON.stringify(applicant));
    } catch {
      // Kept in the page only.
    }
    notify({ title: labels.noticeSavedTitle, description: labels.noticeSavedText });
  }

  async function saveData() {
    const blank = { name: name.trim() === '', email: email.trim() === '' };
    if (blank.name || blank.email) {
      dispatch({ type: 'invalid', invalid: blank });
      notify({
        title: labels.noticeMissingInfoTitle,
        description: labels.noticeMissingInfoText,
        variant: 'error',
      });
      return;
    }
    const parsed = (await loadApplicantSchema()).safeParse({ name, email });
    if (!parsed.success) {
      dispatch({ type: 'invalid', invalid: { name: false, email: true } });
      notify({
        title: labels.noticeMissingInfoTitle,
        description: labels.noticeInvalidEmailText,
        variant: 'error',
      });
      return;
    }
    keep(parsed.data);
  }

  /**
   * The applicant the upload is for: the online form's, the saved one, or the fields as typed
   * when they are complete and valid but not saved yet (saved now, with the spec's 'Data Saved'
   * notice). Empty or invalid fields get the spec's 'Applicant Data Required' notice.
   */
  async function applicantForUpload(): Promise<Applicant | null> {
    if (started) return { name: started.name, email: started.email };
    const applicantSchema = await loadApplicantSchema();
    const parsed = applicantSchema.safeParse({ name, email });
    if (!parsed.success) {
      if (name.trim() !== '' || email.trim() !== '') {
        dispatch({
          type: 'invalid',
          invalid: {
            name: name.trim() === '',
            email: !applicantSchema.shape.email.safeParse(email).success,
          },
        });
      }
      notify({
        title: labels.noticeDataRequiredTitle,
        description: labels.noticeDataRequiredText,
        variant: 'error',
      });
      return null;
    }
    if (saved?.name === parsed.data.name && saved.email === parsed.data.email) return saved;
    keep(parsed.data);
    return parsed.data;
  }

  async function choose(slot: SlotId, file: File | undefined) {
    if (!file) return;
    const allowed: readonly string[] = documentSlotTypes[slot];
    // The type the file says it is, and the type its first bytes show, must agree.
    let shown: string | null = null;
    try {
      shown = documentTypeOf(new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
    } catch {
      // Unreadable file: refused below like a wrong type.
    }
    if (!allowed.includes(file.type) || shown !== file.type) {
      dispatch({ type: 'refuse', slot, error: labels.noticeInvalidTypeText });
      notify({
        title: labels.noticeInvalidTypeTitle,
        description: labels.noticeInvalidTypeText,
        variant: 'error',
      });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      dispatch({ type: 'refuse', slot, error: labels.noticeTooLargeText });
      notify({
        title: labels.noticeTooLargeTitle,
        description: labels.noticeTooLargeText,
        variant: 'error',
      });
      return;
    }
    const previous = slots[slot].chosen;
    if (previous && previous.preview !== 'pdf') URL.revokeObjectURL(previous.preview);
    const preview = file.type === 'application/pdf' ? 'pdf' : URL.createObjectURL(file);
    dispatch({ type: 'choose', slot, chosen: { file, preview } });
    notify({ title: labels.noticeSelectedTitle, description: file.name });
  }

  function remove(slot: SlotId) {
    const chosen = slots[slot].chosen;
    if (!chosen) return;
    if (chosen.preview !== 'pdf') URL.revokeObjectURL(chosen.preview);
    dispatch({ type: 'remove', slot });
    const picker = pickers.current[slot];
    if (picker) picker.value = '';
    notify({ title: labels.noticeDeletedTitle, description: chosen.file.name });
    choosers.current[slot]?.focus();
  }

  async function upload() {
    const applicant = await applicantForUpload();
    if (!applicant) return;
    const missing = missingSlots(state);
    if (missing.length > 0) {
      notify({
        title: labels.noticeMissingFilesTitle,
        description: fill(labels.noticeMissingFilesText, {
          names: missing.map((slot) => labels.slots[slot]).join(labels.listSeparator),
        }),
        variant: 'error',
      });
      return;
    }
    dispatch({ type: 'uploadStarted' });
    const fail = (message: string, slot?: SlotId, file?: File) => {
      dispatch({
        type: 'failed',
        slot,
        error: file ? fill(labels.failedFile, { file: file.name, message }) : undefined,
      });
      notify({
        title: labels.noticeUploadErrorTitle,
        description: fill(labels.noticeUploadErrorText, { message }),
        variant: 'error',
      });
    };
    try {
      let current =
        started && application?.id !== started.id
          ? { id: started.id, token: started.token }
          : application;
      if (!current) {
        const response = await fetch('/api/applications', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...applicant, locale }),
        });
        if (!response.ok) return fail(await messageOf(response, locale, labels.networkError));
        const created = (await response.json()) as { id: string; token: string };
        current = { id: created.id, token: created.token };
      }
      dispatch({ type: 'applicationStarted', application: current });
      // A new application (the form's, or a new applicant's) has none of the files yet.
      const pending =
        current.id === application?.id
          ? pendingSlots(state)
          : pendingSlots(uploadReducer(state, { type: 'leaveApplication' }));
      for (const { slot, file } of pending) {
        dispatch({ type: 'progress', slot, fraction: 0 });
        let response: Response;
        try {
          response = await sendFile(
            `/api/applications/${current.id}/documents/${slot}`,
            current.token,
            file,
            (fraction) => dispatch({ type: 'progress', slot, fraction }),
          );
        } catch {
          return fail(labels.networkError, slot, file);
        }
        if (!response.ok) {
          return fail(await messageOf(response, locale, labels.networkError), slot, file);
        }
        dispatch({ type: 'uploaded', slot });
      }
      const response = await fetch(`/api/applications/${current.id}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${current.token}` },
      });
      if (!response.ok) return fail(await messageOf(response, locale, labels.networkError));
      const result = (await response.json()) as {
        reference: string;
        notified: boolean;
        submittedAt: string;
        documents: Receipt['documents'];
      };
      if (!result.notified) {
        notify({
          title: labels.noticeNotifyFailedTitle,
          description: labels.noticeNotifyFailedText,
          variant: 'error',
        });
      }
      notify({ title: labels.noticeSuccessTitle, description: labels.noticeSuccessText });
      dispatch({
        type: 'completed',
        receipt: {
          reference: result.reference,
          name: applicant.name,
          email: applicant.email,
          programme: started?.programme,
          submittedAt: result.submittedAt,
          documents: result.documents,
          id: current.id,
          token: current.token,
        },
      });
      onComplete?.();
    } catch {
      fail(labels.networkError);
    }
  }

  function startAgain() {
    for (const slot of slotOrder) {
      const chosen = slots[slot].chosen;
      if (chosen && chosen.preview !== 'pdf') URL.revokeObjectURL(chosen.preview);
    }
    dispatch({ type: 'reset' });
  }

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
      {started ? (
        <section
          aria-labelledby="applicant-heading"
          className="space-y-3 rounded-lg border border-brand-300 bg-brand-50 p-5 dark:border-brand-700 dark:bg-brand-950"
          data-testid="started-application"
        >
          <h2 id="applicant-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
            {labels.attachedHeading} <bdi dir="ltr">{started.reference}</bdi>
          </h2>
          <p className="text-slate-800 dark:text-slate-200">
            <bdi>
              {fill(labels.attachedText, {
                name: started.name,
                email: started.email,
                programme: started.programme,
              })}
            </bdi>
          </p>
          <button
            type="button"
            className="text-sm font-bold text-brand-800 underline dark:text-brand-200"
            onClick={() => {
              dispatch({ type: 'leaveApplication' });
              onLeaveStarted?.();
            }}
          >
            {labels.attachedOther}
          </button>
        </section>
      ) : (
        <section aria-labelledby="applicant-heading" className="space-y-4">
          <h2 id="applicant-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
            {labels.applicantHeading}
          </h2>
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void saveData();
            }}
            className="grid max-w-3xl gap-4 sm:grid-cols-2"
          >
            <label className="font-bold text-slate-800 dark:text-slate-200">
              {labels.applicantName}
              <input
                name="name"
                type="text"
                autoComplete="name"
                dir="auto"
                required
                aria-invalid={invalid.name || undefined}
                value={name}
                onChange={(event) =>
                  dispatch({ type: 'type', field: 'name', value: event.target.value })
                }
                className={textInput}
              />
            </label>
            <label className="font-bold text-slate-800 dark:text-slate-200">
              {labels.applicantEmail}
              <input
                name="email"
                type="email"
                autoComplete="email"
                dir="ltr"
                required
                aria-invalid={invalid.email || undefined}
                value={email}
                onChange={(event) =>
                  dispatch({ type: 'type', field: 'email', value: event.target.value })
                }
                className={textInput}
              />
            </label>
            <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
              <button type="submit" className={primaryButton} disabled={!hydrated}>
                {labels.saveData}
              </button>
              {saved ? (
                <p
                  className="text-sm text-slate-700 dark:text-slate-300"
                  data-testid="saved-applicant"
                >
                  <CircleCheck aria-hidden="true" className="me-1 inline size-4 text-brand-600" />
                  <bdi>{fill(labels.savedAs, { name: saved.name, email: saved.email })}</bdi>
                </p>
              ) : null}
            </div>
          </form>
        </section>
      )}

      <section aria-labelledby="documents-heading" className="space-y-4">
        <h2 id="documents-heading" className="text-2xl font-bold text-brand-900 dark:text-white">
          {labels.documentsHeading}
        </h2>
        <p className="text-slate-700 dark:text-slate-300">{labels.documentsHint}</p>
        <ul className="grid gap-5 md:grid-cols-3">
          {slotOrder.map((slot) => {
            const { chosen, error, progress: fraction } = slots[slot];
            const describedBy = `slot-${slot}-hint${error ? ` slot-${slot}-error` : ''}`;
            return (
              <li
                key={slot}
                data-slot={slot}
                className="flex flex-col gap-3 rounded-lg border border-slate-300 bg-white p-4 dark:border-slate-600 dark:bg-slate-900"
              >
                <h3 className="text-lg font-bold text-brand-900 dark:text-white">
                  {labels.slots[slot]}
                </h3>
                <p id={`slot-${slot}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
                  {labels.slotHint[slot]}
                </p>
                <div className="flex aspect-[4/3] items-center justify-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
                  {chosen ? (
                    chosen.preview === 'pdf' ? (
                      <span className="flex flex-col items-center gap-1 font-bold text-brand-800 dark:text-brand-200">
                        <FileText aria-hidden="true" className="size-12" />
                        {labels.pdfPreview}
                      </span>
                    ) : (
                      // eslint-disable-next-line @next/next/no-img-element -- a local object URL preview
                      <img
                        src={chosen.preview}
                        alt={fill(labels.previewAlt, { slot: labels.slots[slot] })}
                        className="size-full object-contain"
                      />
                    )
                  ) : (
                    <span className="text-sm text-slate-600 dark:text-slate-300">
                      {labels.noFile}
                    </span>
                  )}
                </div>
                <p
                  aria-live="polite"
                  className="min-h-6 text-sm break-all text-slate-800 dark:text-slate-200"
                >
                  {chosen
                    ? fill(labels.chosen, {
                        file: chosen.file.name,
                        size: formatFileSize(chosen.file.size),
                      })
                    : null}
                </p>
                {fraction !== undefined ? (
                  <progress
                    value={fraction}
                    max={1}
                    aria-label={fill(labels.progress, { slot: labels.slots[slot] })}
                    className="h-2 w-full accent-brand-600"
                  />
                ) : null}
                {error ? (
                  <p
                    id={`slot-${slot}-error`}
                    role="alert"
                    className="text-sm font-bold text-red-700 dark:text-red-300"
                  >
                    {error}
                  </p>
                ) : null}
                <input
                  ref={(element) => {
                    pickers.current[slot] = element;
                  }}
                  type="file"
                  tabIndex={-1}
                  aria-hidden="true"
                  className="sr-only"
                  accept={documentSlotTypes[slot].join(',')}
                  data-testid={`file-${slot}`}
                  onChange={(event) => {
                    void choose(slot, event.target.files?.[0]);
                    event.target.value = '';
                  }}
                />
                <div className="mt-auto flex flex-wrap gap-2">
                  <button
                    ref={(element) => {
                      choosers.current[slot] = element;
                    }}
                    type="button"
                    disabled={uploading}
                    aria-describedby={describedBy}
                    onClick={() => pickers.current[slot]?.click()}
                    className={secondaryButton}
                  >
                    <Upload aria-hidden="true" className="size-4" />
                    {fill(chosen ? labels.replace : labels.choose, { slot: labels.slots[slot] })}
                  </button>
                  {chosen ? (
                    <button
                      type="button"
                      disabled={uploading}
                      onClick={() => remove(slot)}
                      className={dangerButton}
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      {fill(labels.remove, { slot: labels.slots[slot] })}
                    </button>
                  ) : null}
                </div>
              </li>
            );
          })}
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

/**
 * The confirmation after the documents are in: the reference, what happens next, how to pay the
 * application fee, and the receipt — on the page (printable: the print styles leave the site's
 * chrome out) and as a PDF from the server, in the page's language.
 */
function Confirmation({
  locale,
  labels,
  receiptLabels: r,
  fee,
  statusHref,
  receipt,
  heading,
  onStartAgain,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  receiptLabels: ReceiptLabels;
  fee: FeeInfo;
  statusHref: string;
  receipt: Receipt;
  heading: React.RefObject<HTMLHeadingElement | null>;
  onStartAgain: () => void;
}) {
  const [downloading, setDownloading] = useState(false);

  async function downloadPdf() {
    setDownloading(true);
    try {
      const response = await fetch(`/api/applications/${receipt.id}/receipt?lang=${locale}`, {
        headers: { authorization: `Bearer ${receipt.token}` },
      });
      if (!response.ok) throw new Error(await messageOf(response, locale, labels.networkError));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = `receipt-${receipt.reference}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (error) {
      notify({
        title: labels.noticeUploadErrorTitle,
        description: error instanceof Error ? error.message : labels.networkError,
        variant: 'error',
      });
    } finally {
      setDownloading(false);
    }
  }

  const rows: [string, string, boolean?][] = [
    [r.applicant, receipt.name],
    [r.email, receipt.email, true],
    ...(receipt.programme ? ([[r.programme, receipt.programme]] as [string, string][]) : []),
    [r.submitted, formatDateTimeOf(locale, receipt.submittedAt)],
  ];

  return (
    <div className="space-y-6" data-testid="confirmation">
      <div className="rounded-lg bg-brand-700 p-8 text-center text-white dark:bg-brand-800">
        <h2 ref={heading} tabIndex={-1} className="text-3xl font-bold focus:outline-none">
          {labels.confirmationTitle}
        </h2>
        <p className="mt-4 text-lg">{labels.confirmationReference}</p>
        <p
          className="mt-1 text-2xl font-bold tracking-wider sm:text-3xl"
          dir="ltr"
          data-testid="reference"
        >
          {receipt.reference}
        </p>
      </div>
      <p className="text-lg text-slate-800 dark:text-slate-200">
        {fill(labels.confirmationEmail, { email: receipt.email })}
      </p>
      <section aria-labelledby="next-steps">
        <h3 id="next-steps" className="text-xl font-bold text-brand-900 dark:text-white">
          {labels.nextHeading}
        </h3>
        <ol className="mt-3 list-decimal space-y-2 ps-6 text-slate-700 dark:text-slate-300">
          <li>{labels.next1}</li>
          <li>{labels.next2}</li>
          <li>{labels.next3}</li>
        </ol>
      </section>

      <section
        aria-labelledby="receipt-heading"
        className="space-y-4 rounded-lg border border-slate-300 p-5 dark:border-slate-600"
        data-testid="receipt"
      >
        <h3 id="receipt-heading" className="text-xl font-bold text-brand-900 dark:text-white">
          {r.title}
        </h3>
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-[minmax(0,14rem)_1fr]">
          <dt className="font-bold text-slate-700 dark:text-slate-300">{r.reference}</dt>
          <dd className="font-bold text-slate-900 dark:text-slate-100">
            <bdi dir="ltr">{receipt.reference}</bdi>
          </dd>
          {rows.map(([label, value, ltr]) => (
            <div key={label} className="contents">
              <dt className="font-bold text-slate-700 dark:text-slate-300">{label}</dt>
              <dd className="break-words text-slate-900 dark:text-slate-100">
                {ltr ? <bdi dir="ltr">{value}</bdi> : <bdi>{value}</bdi>}
              </dd>
            </div>
          ))}
        </dl>
        <h4 className="font-bold text-brand-900 dark:text-white">{r.documents}</h4>
        <ul className="list-disc space-y-1 ps-6 text-slate-800 dark:text-slate-200">
          {receipt.documents.map((document) => (
            <li key={document.slot}>
              {labels.slots[document.slot]}: <bdi>{document.fileName}</bdi> (
              <span dir="ltr">{formatFileSize(document.sizeBytes)}</span>)
            </li>
          ))}
        </ul>
        <h4 className="font-bold text-brand-900 dark:text-white">{r.feeHeading}</h4>
        <p className="text-slate-800 dark:text-slate-200">{r.feeAmount}</p>
        <p className="text-slate-800 dark:text-slate-200">
          <span className="font-bold">{r.howToPay}: </span>
          {fee.paymentMethod}
        </p>
        <p className="text-slate-800 dark:text-slate-200">
          <span className="font-bold">{r.office}: </span>
          {fee.address} — {fee.hours} — <bdi dir="ltr">{fee.phone}</bdi> —{' '}
          <bdi dir="ltr">{fee.email}</bdi>
        </p>
        <p className="font-bold text-slate-800 dark:text-slate-200">{r.keep}</p>
        <div className="flex flex-wrap gap-3 print:hidden">
          <button type="button" className={primaryButton} onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            {r.print}
          </button>
          <button
            type="button"
            className={secondaryButton}
            disabled={downloading}
            aria-busy={downloading || undefined}
            onClick={() => void downloadPdf()}
          >
            {downloading ? (
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            ) : (
              <Download aria-hidden="true" className="size-4" />
            )}
            {r.download}
          </button>
          <a
            href={statusHref}
            className="inline-flex items-center font-bold text-brand-700 underline dark:text-brand-300"
          >
            {r.statusLink}
          </a>
        </div>
      </section>

      <button type="button" className={`${secondaryButton} print:hidden`} onClick={onStartAgain}>
        {labels.startAgain}
      </button>
    </div>
  );
}
