'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import type { SupportRequestDraft } from '@/lib/issue-types';
import {
  issueTypes,
  MAX_DESCRIPTION_LENGTH,
  supportRequestSchema,
  type SupportFieldError,
  type SupportRequest,
  type SupportRequestInput,
} from '@/lib/support-request-schema';
import { fill } from '@/lib/template';
import { notify } from '../notices/notify';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';
import type { SupportLabels } from './support-labels';

type Field = FieldPath<SupportRequestInput>;

interface SupportFormProps {
  locale: 'ar' | 'en';
  labels: SupportLabels;
  /** What was typed before (kept by the dialog while it is closed). */
  draft: SupportRequestDraft;
  onDraft: (draft: SupportRequestDraft) => void;
  /** The request was received: its reference. */
  onSent: (reference: string) => void;
}

/**
 * The Technical Support Request form, loaded when its dialog first opens (react-hook-form and
 * zod stay out of the page's first load). react-hook-form with the server's own zod schema
 * checks the fields in the browser; the server checks them again and its per-field messages
 * are shown the same way. What was typed survives any failure.
 */
export default function SupportForm({ locale, labels, draft, onDraft, onSent }: SupportFormProps) {
  const form = useForm<SupportRequestInput, unknown, SupportRequest>({
    resolver: zodResolver(supportRequestSchema),
    defaultValues: draft as SupportRequestInput,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  // The dialog unmounts this form when it closes: the draft lives with the dialog.
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ values }) => onDraft(values as SupportRequestDraft),
      }),
    [form, onDraft],
  );
  const { errors, isSubmitting } = form.formState;

  const message = (field: Field) => {
    const key = errors[field]?.message;
    return key ? (labels.errors[key as SupportFieldError] ?? key) : undefined;
  };

  async function submit(values: SupportRequest) {
    let response: Response;
    try {
      response = await fetch('/api/support-requests', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, locale }),
      });
    } catch {
      notify({ title: labels.failedTitle, description: labels.failedNetwork, variant: 'error' });
      return;
    }
    const body = (await response.json().catch(() => ({}))) as {
      reference?: string;
      error?: {
        message?: Record<string, string>;
        fields?: Record<string, Record<string, string>>;
      };
    };
    if (response.ok && body.reference) {
      onSent(body.reference);
      return;
    }
    // The server's own messages, in this language; what was typed stays.
    for (const [field, text] of Object.entries(body.error?.fields ?? {})) {
      form.setError(field as Field, { type: 'server', message: text[locale] });
    }
    notify({
      title: labels.failedTitle,
      description: body.error?.message?.[locale] ?? labels.failedNetwork,
      variant: 'error',
    });
  }

  const id = (field: Field) => `support-${field}`;
  const fieldProps = (field: Field, hint?: boolean) => ({
    ...fieldAria(id(field), { hint, error: errors[field] }),
    'aria-required': true,
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="space-y-4"
      data-support-form=""
    >
      {Object.keys(errors).length > 0 ? (
        <p
          role="alert"
          className="rounded-md bg-red-50 p-3 text-sm font-bold text-red-800 dark:bg-red-950 dark:text-red-200"
        >
          {labels.errorSummary}
        </p>
      ) : null}
      <FormField id={id('fullName')} label={labels.fullName} error={message('fullName')}>
        <input
          {...form.register('fullName')}
          {...fieldProps('fullName')}
          autoComplete="name"
          className={textInput}
        />
      </FormField>
      <FormField id={id('email')} label={labels.email} error={message('email')}>
        <input
          {...form.register('email')}
          {...fieldProps('email')}
          type="email"
          dir="ltr"
          autoComplete="email"
          className={textInput}
        />
      </FormField>
      <FormField id={id('issueType')} label={labels.issueType} error={message('issueType')}>
        <select {...form.register('issueType')} {...fieldProps('issueType')} className={textInput}>
          <option value="">{labels.issueTypeBlank}</option>
          {issueTypes.map((type) => (
            <option key={type} value={type}>
              {labels.issueTypes[type]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        id={id('description')}
        label={labels.description}
        hint={fill(labels.descriptionHint, { max: MAX_DESCRIPTION_LENGTH })}
        error={message('description')}
      >
        <textarea
          {...form.register('description')}
          {...fieldProps('description', true)}
          rows={5}
          className={textInput}
        />
      </FormField>
      <SubmitButton pending={isSubmitting} pendingLabel={labels.sending}>
        {labels.submit}
      </SubmitButton>
    </form>
  );
}
