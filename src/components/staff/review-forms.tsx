'use client';

import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { MAX_NOTE_LENGTH, MAX_REVIEW_MESSAGE, settableStatuses } from '@/lib/review-status';
import { notify } from '../notices/notify';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';

type Labels = Messages['Staff']['review'];
type Answer = {
  error?: { message?: Record<string, string>; fields?: Record<string, Record<string, string>> };
};

/** Posts a staff form's JSON; returns the per-field messages of a refusal (or null when done). */
function usePost(locale: 'ar' | 'en', labels: Labels) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function post(
    url: string,
    body: unknown,
    done: string,
  ): Promise<Record<string, string> | null> {
    setPending(true);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json().catch(() => ({}))) as Answer;
      if (response.ok) {
        notify({ title: done, variant: 'success' });
        router.refresh();
        return null;
      }
      const fields = Object.fromEntries(
        Object.entries(answer.error?.fields ?? {}).map(([field, text]) => [
          field,
          text[locale] ?? '',
        ]),
      );
      notify({
        title: labels.failedTitle,
        description: answer.error?.message?.[locale] ?? labels.failedNetwork,
        variant: 'error',
      });
      return fields;
    } catch {
      notify({ title: labels.failedTitle, description: labels.failedNetwork, variant: 'error' });
      return {};
    } finally {
      setPending(false);
    }
  }
  return { pending, post };
}

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
  const { pending, post } = usePost(locale, labels);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const message = String(data.get('message') ?? '').trim();
    const fields = await post(
      `/api/staff/applications/${applicationId}/status`,
      { status: data.get('status'), ...(message ? { message } : {}) },
      labels.statusChanged,
    );
    setErrors(fields ?? {});
    if (!fields) form.reset();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-status-form="">
      <FormField id="review-status" label={labels.newStatus} error={errors.status}>
        <select
          {...fieldAria('review-status', { error: errors.status })}
          name="status"
          defaultValue={current === 'received' ? 'under_review' : current}
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
        id="review-message"
        label={labels.message}
        hint={labels.messageHint}
        error={errors.message}
      >
        <textarea
          {...fieldAria('review-message', { hint: true, error: errors.message })}
          name="message"
          rows={4}
          maxLength={MAX_REVIEW_MESSAGE}
          className={textInput}
        />
      </FormField>
      <SubmitButton pending={pending}>{labels.changeStatus}</SubmitButton>
    </form>
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
  const { pending, post } = usePost(locale, labels);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const body = String(new FormData(form).get('body') ?? '');
    const fields = await post(
      `/api/staff/applications/${applicationId}/notes`,
      { body },
      labels.noteAdded,
    );
    setErrors(fields ?? {});
    if (!fields) form.reset();
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-note-form="">
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
