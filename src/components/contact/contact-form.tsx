'use client';

import type { Messages } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  MAX_CONTACT_SUBJECT_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_NAME_LENGTH,
} from '@/lib/issue-types';
import { fill } from '@/lib/template';
import { ErrorSummary } from '../ui/error-summary';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { secondaryButton, textInput } from '../ui/styles';

type Labels = Messages['ContactForm'];
const fields = ['fullName', 'email', 'subject', 'message'] as const;
type Field = (typeof fields)[number];
const required: Record<Field, keyof Labels['errors']> = {
  fullName: 'nameRequired',
  email: 'emailRequired',
  subject: 'subjectRequired',
  message: 'messageRequired',
};

/**
 * The contact page's form (issue #45): name, e-mail, subject and message, sent to
 * POST /api/contact-messages, where it becomes a request of the support desk (the kind
 * 'contact') and the visitor is e-mailed its reference. Small on purpose (a content page): the
 * browser checks only that each field is filled; the server checks the rest and its messages
 * are shown under the fields. The fields are the browser's own: what is typed before the page's
 * script runs stays, and survives every failure.
 */
export function ContactForm({ locale, labels }: { locale: 'ar' | 'en'; labels: Labels }) {
  const form = useRef<HTMLFormElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map((field) => [field, String(data.get(field) ?? '')]),
    );
    const missing = Object.fromEntries(
      fields
        .filter((field) => !values[field]!.trim())
        .map((field) => [field, labels.errors[required[field]]]),
    );
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length > 0) return;
    setPending(true);
    try {
      const response = await fetch('/api/contact-messages', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...values, locale }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        reference?: string;
        error?: {
          message?: Record<string, string>;
          fields?: Record<string, Record<string, string>>;
        };
      };
      if (response.ok && body.reference) {
        form.current?.reset();
        setSent(body.reference);
        return;
      }
      setErrors(
        Object.fromEntries(
          Object.entries(body.error?.fields ?? {}).map(([field, text]) => [field, text[locale]]),
        ),
      );
      setFailure(body.error?.message?.[locale] ?? labels.failedNetwork);
    } catch {
      setFailure(labels.failedNetwork);
    } finally {
      setPending(false);
    }
  }

  const first = fields.find((field) => errors[field]);
  const id = (field: Field) => `contact-${field}`;
  const control = (field: Field, hint = false) => ({
    ...fieldAria(id(field), { hint, error: errors[field] }),
    name: field,
    defaultValue: '',
    'aria-required': true as const,
    className: textInput,
  });

  return (
    <section
      aria-labelledby="contact-form-title"
      className="max-w-2xl space-y-4 rounded-xl border border-slate-200 p-6 dark:border-slate-700"
    >
      <h2 id="contact-form-title" className="text-xl font-bold">
        {labels.title}
      </h2>
      {sent ? (
        <div role="status" data-contact-sent={sent} className="space-y-3">
          <h3 ref={done} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            {labels.sentTitle}
          </h3>
          <p>{fill(labels.sentBody, { reference: sent })}</p>
          <button type="button" onClick={() => setSent(null)} className={secondaryButton}>
            {labels.sendAnother}
          </button>
        </div>
      ) : null}
      <form
        ref={form}
        noValidate
        onSubmit={submit}
        hidden={Boolean(sent)}
        className="space-y-4"
        data-contact-form=""
      >
        <p>{labels.intro}</p>
        {first ? <ErrorSummary target={id(first)}>{labels.errorSummary}</ErrorSummary> : null}
        <FormField id={id('fullName')} label={labels.fullName} error={errors.fullName}>
          <input {...control('fullName')} autoComplete="name" maxLength={MAX_NAME_LENGTH} />
        </FormField>
        <FormField id={id('email')} label={labels.email} error={errors.email}>
          <input {...control('email')} type="email" dir="ltr" autoComplete="email" />
        </FormField>
        <FormField id={id('subject')} label={labels.subject} error={errors.subject}>
          <input {...control('subject')} dir="auto" maxLength={MAX_CONTACT_SUBJECT_LENGTH} />
        </FormField>
        <FormField
          id={id('message')}
          label={labels.message}
          hint={fill(labels.messageHint, { max: MAX_DESCRIPTION_LENGTH })}
          error={errors.message}
        >
          <textarea
            {...control('message', true)}
            dir="auto"
            rows={6}
            maxLength={MAX_DESCRIPTION_LENGTH}
          />
        </FormField>
        {failure ? (
          <p
            role="alert"
            className="rounded-md bg-red-50 p-3 font-bold text-red-800 dark:bg-red-950 dark:text-red-200"
          >
            {labels.failedTitle}: {failure}
          </p>
        ) : null}
        <SubmitButton pending={pending} pendingLabel={labels.sending}>
          {labels.submit}
        </SubmitButton>
      </form>
    </section>
  );
}
