'use client';

import type { Messages } from 'next-intl';
import { MAX_BANK_REFERENCE } from '@/lib/application-fee';
import {
  MAX_BULK_EMAIL,
  MAX_BULK_SUBJECT,
  MAX_NOTE_LENGTH,
  MAX_REVIEW_MESSAGE,
  settableStatuses,
} from '@/lib/review-status';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { secondaryButton, textInput } from '../ui/styles';
import { AssigneeField } from './assign-form';
import { BULK_FORM_ID } from './bulk-form-id';
import { useStaffForm } from './use-staff-post';

type Labels = Messages['Staff']['review'];
/** The status workflow: the next status, and the message the applicant will read with it. */
export function StatusForm({
  locale,
  labels,
  applicationId,
  current,
  statusNames,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  applicationId: string;
  current: string;
  statusNames: Record<string, string>;
}) {
  const { pending, errors, onSubmit } = useStaffForm(locale, labels, (data) => {
    const message = String(data.get('message') ?? '').trim();
    return {
      url: `/api/staff/applications/${applicationId}/status`,
      body: { status: data.get('status'), ...(message ? { message } : {}) },
      done: labels.statusChanged,
    };
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-status-form="">
      <StatusFields
        id="review"
        labels={labels}
        errors={errors}
        statusNames={statusNames}
        initial={current === 'received' ? 'under_review' : current}
        rows={4}
      />
      <SubmitButton pending={pending}>{labels.changeStatus}</SubmitButton>
    </form>
  );
}

/** The status to move to and the message the applicant reads with it, of both status forms. */
function StatusFields({
  id,
  labels,
  errors,
  statusNames,
  initial,
  rows,
}: {
  id: string;
  labels: Labels;
  errors: Record<string, string>;
  statusNames: Record<string, string>;
  initial: string;
  rows: number;
}) {
  return (
    <>
      <FormField id={`${id}-status`} label={labels.newStatus} error={errors.status}>
        <select
          {...fieldAria(`${id}-status`, { error: errors.status })}
          name="status"
          defaultValue={initial}
          className={textInput}
        >
          {settableStatuses.map((status) => (
            <option key={status} value={status}>
              {statusNames[status]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={`${id}-message`}
        label={labels.message}
        hint={labels.messageHint}
        error={errors.message}
      >
        <textarea
          {...fieldAria(`${id}-message`, { hint: true, error: errors.message })}
          name="message"
          rows={rows}
          maxLength={MAX_REVIEW_MESSAGE}
          className={textInput}
        />
      </FormField>
    </>
  );
}

/** An internal note (the applicant never sees it). */
export function NoteForm({
  locale,
  labels,
  applicationId,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  applicationId: string;
}) {
  const { pending, errors, onSubmit } = useStaffForm(locale, labels, (data) => ({
    url: `/api/staff/applications/${applicationId}/notes`,
    body: { body: String(data.get('body') ?? '') },
    done: labels.noteAdded,
  }));

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-note-form="">
      <FormField id="review-note" label={labels.note} hint={labels.noteHint} error={errors.body}>
        <textarea
          {...fieldAria('review-note', { hint: true, error: errors.body })}
          name="body"
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
          className={textInput}
        />
      </FormField>
      <SubmitButton pending={pending}>{labels.addNote}</SubmitButton>
    </form>
  );
}

/** Stops the applicant's personal link and e-mails them a new one. */
export function LinkForm({
  locale,
  labels,
  applicationId,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  applicationId: string;
}) {
  const { pending, onSubmit } = useStaffForm(locale, labels, () => ({
    url: `/api/staff/applications/${applicationId}/link`,
    body: {},
    done: labels.linkSent,
  }));
  return (
    <form noValidate onSubmit={onSubmit} data-link-form="">
      <SubmitButton pending={pending}>{labels.sendLink}</SubmitButton>
    </form>
  );
}

/** The application fee recorded as paid (or its record corrected). */
export function FeeForm({
  locale,
  labels,
  applicationId,
  fee,
  recorded,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  applicationId: string;
  /** The application fee the college asks now (src/lib/college-figures.ts): the form starts with it. */
  fee: number;
  /** What is recorded already, to correct. */
  recorded: { amount: string; paidOn: string; bankReference: string } | null;
}) {
  const { pending, errors, onSubmit } = useStaffForm(locale, labels, (data) => ({
    url: `/api/staff/applications/${applicationId}/fee`,
    body: {
      amount: String(data.get('amount') ?? ''),
      paidOn: String(data.get('paidOn') ?? ''),
      bankReference: String(data.get('bankReference') ?? ''),
    },
    done: labels.feeRecorded,
  }));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-fee-form="">
      <p className="text-sm text-slate-600 dark:text-slate-400">{labels.feeHint}</p>
      <FormField id="fee-amount" label={labels.feeAmount} error={errors.amount}>
        <input
          {...fieldAria('fee-amount', { error: errors.amount })}
          name="amount"
          inputMode="decimal"
          dir="ltr"
          defaultValue={recorded?.amount ?? String(fee)}
          className={textInput}
        />
      </FormField>
      <FormField id="fee-paid-on" label={labels.feePaidOn} error={errors.paidOn}>
        <input
          {...fieldAria('fee-paid-on', { error: errors.paidOn })}
          name="paidOn"
          type="date"
          defaultValue={recorded?.paidOn ?? ''}
          className={textInput}
        />
      </FormField>
      <FormField
        id="fee-bank-reference"
        label={labels.feeBankReference}
        error={errors.bankReference}
      >
        <input
          {...fieldAria('fee-bank-reference', { error: errors.bankReference })}
          name="bankReference"
          dir="ltr"
          maxLength={MAX_BANK_REFERENCE}
          defaultValue={recorded?.bankReference ?? ''}
          className={textInput}
        />
      </FormField>
      <SubmitButton pending={pending}>{labels.recordFee}</SubmitButton>
    </form>
  );
}

/**
 * One status and one message for the applications selected in the inbox (issue #45): the rows'
 * checkboxes belong to this form, so choosing them works before the page's script has run.
 */
export function BulkStatusForm({
  locale,
  labels,
  statusNames,
  officers,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  statusNames: Record<string, string>;
  /** Whom the selected applications may be assigned to. */
  officers: { id: string; name: string }[];
}) {
  const { pending, errors, onSubmit } = useStaffForm(locale, labels, (data) => {
    // "Assign" names the officer; "Send the message", its subject and words; "Change the
    // status", the status and its message.
    if (data.get('intent') === 'assign') {
      return {
        url: '/api/staff/applications/assign',
        body: { ids: data.getAll('ids'), to: String(data.get('to') ?? '') || null },
        done: labels.bulkAssigned,
      };
    }
    if (data.get('intent') === 'email') {
      return {
        url: '/api/staff/applications/email',
        body: {
          ids: data.getAll('ids'),
          subject: String(data.get('subject') ?? ''),
          body: String(data.get('body') ?? ''),
        },
        done: labels.bulkEmailed,
      };
    }
    const message = String(data.get('message') ?? '').trim();
    return {
      url: '/api/staff/applications/status',
      body: {
        ids: data.getAll('ids'),
        status: data.get('status'),
        ...(message ? { message } : {}),
      },
      done: labels.bulkChanged,
    };
  });
  return (
    // Folded on a phone (its fields would push the list two screens down); open from `sm`.
    <details className="phone-fold" data-bulk-actions="">
      <summary className="mb-3 inline-flex cursor-pointer items-center gap-2 rounded-full border border-slate-300 px-4 py-2 font-bold sm:hidden dark:border-slate-600">
        {labels.bulkTitle}
      </summary>
      <form
        id={BULK_FORM_ID}
        noValidate
        onSubmit={onSubmit}
        className="grid gap-4 rounded-lg border border-slate-300 p-4 sm:grid-cols-2 dark:border-slate-600"
        data-bulk-status-form=""
      >
        <h2 className="text-lg font-bold sm:col-span-2">{labels.bulkTitle}</h2>
        <p className="text-sm text-slate-700 sm:col-span-2 dark:text-slate-300">
          {labels.bulkHint}
        </p>
        {errors.ids ? (
          <p role="alert" className="font-bold text-red-700 sm:col-span-2 dark:text-red-300">
            {errors.ids}
          </p>
        ) : null}
        <StatusFields
          id="bulk-status"
          labels={labels}
          errors={errors}
          statusNames={statusNames}
          initial="under_review"
          rows={3}
        />
        <div className="sm:col-span-2">
          <SubmitButton pending={pending}>{labels.bulkChange}</SubmitButton>
        </div>
        <div className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4 sm:col-span-2 dark:border-slate-700">
          <AssigneeField
            id="bulk-assign"
            label={labels.bulkAssignTo}
            noOne={labels.unassigned}
            error={errors.to}
            current={null}
            people={officers}
          />
          <button
            type="submit"
            name="intent"
            value="assign"
            disabled={pending}
            className={secondaryButton}
          >
            {labels.bulkAssign}
          </button>
        </div>
        <fieldset className="grid gap-3 border-t border-slate-200 pt-4 sm:col-span-2 dark:border-slate-700">
          <legend className="float-start pt-4 font-bold">{labels.bulkEmailTitle}</legend>
          <p className="clear-both text-sm text-slate-700 dark:text-slate-300">
            {labels.bulkEmailHint}
          </p>
          <FormField id="bulk-email-subject" label={labels.bulkEmailSubject} error={errors.subject}>
            <input
              {...fieldAria('bulk-email-subject', { error: errors.subject })}
              name="subject"
              maxLength={MAX_BULK_SUBJECT}
              className={textInput}
            />
          </FormField>
          <FormField id="bulk-email-body" label={labels.bulkEmailMessage} error={errors.body}>
            <textarea
              {...fieldAria('bulk-email-body', { error: errors.body })}
              name="body"
              rows={4}
              maxLength={MAX_BULK_EMAIL}
              className={textInput}
            />
          </FormField>
          <div>
            <button
              type="submit"
              name="intent"
              value="email"
              disabled={pending}
              className={secondaryButton}
            >
              {labels.bulkEmailSend}
            </button>
          </div>
        </fieldset>
      </form>
    </details>
  );
}
