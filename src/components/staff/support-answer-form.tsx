'use client';

import type { Messages } from 'next-intl';
import { MAX_ANSWER_TITLE_LENGTH, MAX_REPLY_LENGTH } from '@/lib/support-desk';
import { ErrorSummary } from '../ui/error-summary';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { secondaryButton, textInput } from '../ui/styles';
import { useHydrated } from '../ui/use-hydrated';
import { useStaffForm, useStaffPost } from './use-staff-post';

type Labels = Messages['StaffSupport']['answers'];

/**
 * One saved answer of the desk (issue #45): its title and text, added (no `answer`) or changed
 * and deleted. The fields are the browser's own until sent: what is typed before the page's
 * script runs stays; the server checks them and its messages are shown under each field.
 */
export function SupportAnswerForm({
  locale,
  labels,
  answer,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  answer?: { id: string; title: string; body: string };
}) {
  const id = answer ? `answer-${answer.id}` : 'answer-new';
  const { pending, errors, onSubmit } = useStaffForm(
    locale,
    labels,
    (data) => ({
      url: answer ? `/api/staff/support/answers/${answer.id}` : '/api/staff/support/answers',
      body: { title: String(data.get('title') ?? ''), body: String(data.get('body') ?? '') },
      done: answer ? labels.saved : labels.created,
    }),
    { keep: Boolean(answer) },
  );
  const remove = useStaffPost(locale, labels);
  const hydrated = useHydrated();
  const firstError = Object.keys(errors)[0];

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-4"
      data-support-answer={answer ? answer.id : 'new'}
    >
      {firstError ? (
        <ErrorSummary target={`${id}-${firstError}`}>{labels.errorSummary}</ErrorSummary>
      ) : null}
      <FormField
        id={`${id}-title`}
        label={labels.titleLabel}
        hint={labels.titleHint}
        error={errors.title}
      >
        <input
          {...fieldAria(`${id}-title`, { hint: true, error: errors.title })}
          name="title"
          defaultValue={answer?.title ?? ''}
          aria-required
          dir="auto"
          maxLength={MAX_ANSWER_TITLE_LENGTH}
          className={textInput}
        />
      </FormField>
      <FormField id={`${id}-body`} label={labels.bodyLabel} error={errors.body}>
        <textarea
          {...fieldAria(`${id}-body`, { error: errors.body })}
          name="body"
          defaultValue={answer?.body ?? ''}
          aria-required
          dir="auto"
          rows={6}
          maxLength={MAX_REPLY_LENGTH}
          className={textInput}
        />
      </FormField>
      <div className="flex flex-wrap gap-3">
        <SubmitButton pending={pending}>{answer ? labels.save : labels.create}</SubmitButton>
        {answer ? (
          <button
            type="button"
            disabled={!hydrated || remove.pending}
            onClick={() =>
              void remove.post(`/api/staff/support/answers/${answer.id}/remove`, {}, labels.removed)
            }
            className={secondaryButton}
          >
            {labels.remove}
          </button>
        ) : null}
      </div>
    </form>
  );
}
