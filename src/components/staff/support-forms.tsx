'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Messages } from 'next-intl';
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  MAX_REPLY_LENGTH,
  supportReplySchema,
  type SupportReply,
  type SupportStatusAction,
} from '@/lib/support-desk';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { secondaryButton, textInput } from '../ui/styles';
import { useStaffPost } from './use-staff-post';
import { ErrorSummary } from '../ui/error-summary';
import { useHydrated } from '../ui/use-hydrated';

type Labels = Messages['StaffSupport']['request'];
type FieldErrors = Record<string, string>;

/**
 * The reply to the requester: react-hook-form with the server's own schema checks it in the
 * browser; the server checks it again and its message is shown the same way. What was typed
 * stays until the reply is accepted.
 */
export function ReplyForm({
  locale,
  requestId,
  labels,
  fieldErrors,
  hint,
  answers = [],
}: {
  locale: 'ar' | 'en';
  requestId: string;
  labels: Labels;
  /** Staff.fieldErrors: the schema's error codes in this language. */
  fieldErrors: FieldErrors;
  hint: string;
  /** The desk's saved answers, to insert into the reply (issue #45). */
  answers?: { id: string; title: string; body: string }[];
}) {
  const { pending, post } = useStaffPost(locale, labels);
  const form = useForm<{ body: string }, unknown, SupportReply>({
    resolver: zodResolver(supportReplySchema),
    defaultValues: { body: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const error = form.formState.errors.body?.message;
  const message = error ? (fieldErrors[error] ?? error) : undefined;
  const hydrated = useHydrated();
  const chosen = useRef<HTMLSelectElement>(null);

  /** The chosen saved answer, after what is typed already (to change before it is sent). */
  function insertAnswer() {
    const answer = answers.find((each) => each.id === chosen.current?.value);
    if (!answer) return;
    const typed = form.getValues('body').trimEnd();
    form.setValue('body', typed ? `${typed}\n\n${answer.body}` : answer.body, {
      shouldDirty: true,
    });
    form.setFocus('body');
  }

  async function submit(values: SupportReply) {
    const fields = await post(`/api/staff/support/${requestId}/replies`, values, labels.sent);
    if (!fields) {
      form.reset({ body: '' });
      return;
    }
    // The server's own message, in this language; what was typed stays.
    if (fields.body) form.setError('body', { type: 'server', message: fields.body });
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="space-y-4"
      data-support-reply-form=""
    >
      {message ? <ErrorSummary target="support-reply">{labels.errorSummary}</ErrorSummary> : null}
      {answers.length > 0 ? (
        <div className="flex flex-wrap items-end gap-3" data-saved-answers="">
          <FormField id="support-saved-answer" label={labels.savedAnswer}>
            <select ref={chosen} id="support-saved-answer" defaultValue="" className={textInput}>
              <option value="">{labels.chooseAnswer}</option>
              {answers.map((answer) => (
                <option key={answer.id} value={answer.id}>
                  {answer.title}
                </option>
              ))}
            </select>
          </FormField>
          <button
            type="button"
            onClick={insertAnswer}
            disabled={!hydrated}
            className={secondaryButton}
          >
            {labels.insertAnswer}
          </button>
        </div>
      ) : null}
      <FormField id="support-reply" label={labels.replyLabel} hint={hint} error={message}>
        <textarea
          {...form.register('body')}
          {...fieldAria('support-reply', { hint: true, error: message })}
          aria-required
          dir="auto"
          rows={8}
          maxLength={MAX_REPLY_LENGTH}
          className={textInput}
        />
      </FormField>
      <SubmitButton pending={pending || form.formState.isSubmitting} pendingLabel={labels.sending}>
        {labels.send}
      </SubmitButton>
    </form>
  );
}

/** Closing a request, or reopening a closed one: one button, for the status it has. */
export function SupportStatusForm({
  locale,
  requestId,
  closed,
  labels,
}: {
  locale: 'ar' | 'en';
  requestId: string;
  closed: boolean;
  labels: Labels;
}) {
  const { pending, post } = useStaffPost(locale, labels);
  const hydrated = useHydrated();
  const action: SupportStatusAction = closed ? 'reopen' : 'close';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await post(
      `/api/staff/support/${requestId}/status`,
      { action },
      closed ? labels.reopened : labels.closed,
    );
  }

  return (
    <form onSubmit={submit} className="space-y-3" data-support-status-form={action}>
      <p>{closed ? labels.closedText : labels.closeText}</p>
      <button type="submit" disabled={pending || !hydrated} className={secondaryButton}>
        {closed ? labels.reopen : labels.close}
      </button>
    </form>
  );
}
