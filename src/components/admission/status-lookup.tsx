'use client';

import type { Messages } from 'next-intl';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type RefObject,
} from 'react';
import type { z } from 'zod';
import { normalizeReference } from '@/lib/application-reference';
import type { StatusQueryError, StatusQueryInput } from '@/lib/status-query';
import type { ApplicationStatus } from '@/server/applications/application-status';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';
import { useHydrated } from '../ui/use-hydrated';
import { whenIdle } from '../ui/when-idle';
import { eagerHydration } from '@runtime/contract';
import { SendLink } from './send-link';
import { StatusSummary, withReference } from './status-summary';

/** The server's own schema, loaded apart from the page (zod is about 30 KB). */
const loadStatusQuerySchema = () =>
  import('@/lib/status-query').then((module) => module.statusQuerySchema);

type Labels = Messages['ApplicationStatus'];
type Field = keyof StatusQueryInput;
type FieldErrors = Partial<Record<Field, string>>;

const fields: Field[] = ['reference', 'email'];
const fallback: Record<Field, StatusQueryError> = {
  reference: 'referenceRequired',
  email: 'emailRequired',
};

/** What the last lookup gave. */
type Outcome =
  | { kind: 'found'; application: ApplicationStatus }
  | { kind: 'not-found'; message: string }
  | { kind: 'failed'; message: string };

interface Props {
  locale: 'ar' | 'en';
  labels: Labels;
  /** Where the fees page says how to pay (shown while the application is 'received'). */
  feesHref: string;
}

/** `#reference=RWD-2026-7KQ4ZP`, as the status e-mail links here (`statusChangeMail`). */
const REFERENCE_HASH = /^#reference=([A-Z0-9-]{6,40})$/;
const namedReference = () => REFERENCE_HASH.exec(location.hash)?.[1] ?? '';
function onHashChange(changed: () => void) {
  addEventListener('hashchange', changed);
  return () => removeEventListener('hashchange', changed);
}

/**
 * The status lookup of /admission/status: the reference number and the e-mail address, checked
 * in the browser with the server's own schema and again by POST /api/applications/status. Errors
 * follow GOV.UK's pattern (a focused summary linking to the fields, a message under each field);
 * what was typed survives every failure. The answer shows the status in the page's language,
 * what it means, the day it last changed and the office's message, never anything else.
 */
export function StatusLookup({ locale, labels, feesHref }: Props) {
  const [values, setValues] = useState<Record<Field, string>>({ reference: '', email: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  // Bumped at each submission, so the summary or the answer takes the focus even when the same
  // one shows again.
  const [attempt, setAttempt] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const answer = useRef<HTMLHeadingElement>(null);
  // False in the server's HTML and until this form is hydrated (`data-hydrated`): a browser test
  // waits for it, as a visitor waits for the page to be ready, before typing.
  const hydrated = useHydrated();
  useEffect(() => whenIdle(() => void loadStatusQuerySchema().catch(() => undefined)), []);
  // The status e-mail's link names the reference after '#' (REFERENCE_HASH), which the browser
  // never sends to a server, so it reaches no log: shown in the field until the visitor types.
  const named = useSyncExternalStore(onHashChange, namedReference, () => '');
  const [referenceTyped, setReferenceTyped] = useState(false);
  const current = referenceTyped ? values : { ...values, reference: values.reference || named };

  // Errors and answers change only when a lookup is submitted, so typing never moves the focus.
  useEffect(() => {
    if (attempt === 0) return;
    if (Object.keys(errors).length > 0) summary.current?.focus();
    else answer.current?.focus();
  }, [attempt, errors]);

  const messageOf = (key: string, field: Field) =>
    labels.errors[key as StatusQueryError] ?? labels.errors[fallback[field]];

  function browserErrors(error: z.ZodError): FieldErrors {
    const found: FieldErrors = {};
    for (const issue of error.issues) {
      const field = issue.path[0] as Field;
      if (fields.includes(field) && !found[field]) found[field] = messageOf(issue.message, field);
    }
    return found;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = (await loadStatusQuerySchema()).safeParse(current);
    if (!parsed.success) {
      setErrors(browserErrors(parsed.error));
      setOutcome(null);
      setAttempt((n) => n + 1);
      return;
    }
    setValues(parsed.data);
    setErrors({});
    setOutcome(null);
    setPending(true);
    const next = await lookUp(parsed.data);
    setPending(false);
    if ('fields' in next) setErrors(next.fields);
    else setOutcome(next);
    setAttempt((n) => n + 1);
  }

  /** Asks the server; a refusal comes back as its own message in this language. */
  async function lookUp(query: Record<Field, string>): Promise<Outcome | { fields: FieldErrors }> {
    let response: Response;
    try {
      response = await fetch('/api/applications/status', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(query),
      });
    } catch {
      return { kind: 'failed', message: labels.failedNetwork };
    }
    const body = (await response.json().catch(() => ({}))) as Partial<ApplicationStatus> & {
      error?: {
        code?: string;
        message?: Record<string, string>;
        fields?: Record<string, Record<string, string>>;
      };
    };
    if (response.ok && body.status && body.status in labels.statuses) {
      return { kind: 'found', application: body as ApplicationStatus };
    }
    const serverFields = body.error?.fields ?? {};
    const named = fields.filter((field) => serverFields[field]?.[locale]);
    if (named.length > 0) {
      return { fields: Object.fromEntries(named.map((f) => [f, serverFields[f]![locale]])) };
    }
    const message = body.error?.message?.[locale] ?? labels.failedNetwork;
    return body.error?.code === 'status_not_found'
      ? { kind: 'not-found', message }
      : { kind: 'failed', message };
  }

  const inputProps = (field: Field) => {
    // The id first, then the field's state, as the server rendered it before (same HTML).
    const { id, ...state } = fieldAria(`status-${field}`, { hint: true, error: errors[field] });
    return {
      id,
      name: field,
      value: current[field],
      onChange: (event: { target: { value: string } }) => {
        if (field === 'reference') setReferenceTyped(true);
        setValues((typed) => ({ ...typed, [field]: event.target.value }));
      },
      ...state,
      'aria-required': true,
      dir: 'ltr' as const,
      className: textInput,
    };
  };

  const wrong = fields.filter((field) => errors[field]);

  return (
    <div className="max-w-2xl space-y-8">
      {wrong.length > 0 ? (
        <div
          ref={summary}
          role="alert"
          tabIndex={-1}
          aria-labelledby="status-error-summary"
          className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900 focus:outline-3 focus:outline-gold-400 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
        >
          <h2 id="status-error-summary" className="text-lg font-bold">
            {labels.errorSummary}
          </h2>
          <ul className="mt-2 list-disc space-y-1 ps-6">
            {wrong.map((field) => (
              <li key={field}>
                <a
                  href={`#status-${field}`}
                  onClick={(event) => {
                    event.preventDefault();
                    document.getElementById(`status-${field}`)?.focus();
                  }}
                  className="font-bold underline"
                >
                  {errors[field]}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <form
        noValidate
        method="post"
        onSubmit={submit}
        aria-labelledby="status-form-title"
        className="space-y-5"
        data-status-lookup=""
        data-hydrated={hydrated ? '' : undefined}
        // The page is there to be filled in: its script starts after the paint, not on the
        // visitor's first touch (runtime/late-scripts.ts).
        {...eagerHydration}
      >
        <h2 id="status-form-title" className="text-2xl font-bold text-brand-900 dark:text-white">
          {labels.lookupTitle}
        </h2>
        <FormField
          id="status-reference"
          label={labels.reference}
          hint={labels.referenceHint}
          error={errors.reference}
        >
          <input
            {...inputProps('reference')}
            onBlur={() => {
              setReferenceTyped(true);
              setValues((typed) => ({
                ...typed,
                reference: normalizeReference(current.reference),
              }));
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
          />
        </FormField>
        <FormField
          id="status-email"
          label={labels.email}
          hint={labels.emailHint}
          error={errors.email}
        >
          <input {...inputProps('email')} type="email" autoComplete="email" spellCheck={false} />
        </FormField>
        <SubmitButton pending={pending} pendingLabel={labels.checking}>
          {labels.submit}
        </SubmitButton>
      </form>

      {outcome?.kind === 'found' ? (
        <Answer
          application={outcome.application}
          locale={locale}
          labels={labels}
          feesHref={feesHref}
          heading={answer}
          query={values}
        />
      ) : outcome ? (
        <div
          role="alert"
          className="rounded-md border-2 border-amber-600 bg-amber-50 p-4 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50"
          data-status-outcome={outcome.kind}
        >
          <h2 ref={answer} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            {outcome.kind === 'not-found' ? labels.notFoundTitle : labels.failedTitle}
          </h2>
          <p className="mt-1">{outcome.message}</p>
        </div>
      ) : null}
    </div>
  );
}

interface AnswerProps {
  application: ApplicationStatus;
  locale: 'ar' | 'en';
  labels: Labels;
  feesHref: string;
  heading: RefObject<HTMLHeadingElement | null>;
  /** The reference and address that found it, for "e-mail me the link". */
  query: { reference: string; email: string };
}

/** Where the application is, what that means, since when, and the office's message. */
function Answer({ application, locale, labels, feesHref, heading, query }: AnswerProps) {
  return (
    <section
      aria-labelledby="status-answer-title"
      className="rounded-lg border border-slate-300 bg-white p-5 dark:border-slate-600 dark:bg-slate-900"
      data-status-outcome="found"
    >
      <h2
        id="status-answer-title"
        ref={heading}
        tabIndex={-1}
        className="text-xl font-bold text-brand-900 focus:outline-none dark:text-white"
      >
        {withReference(labels.resultTitle, application.reference)}
      </h2>
      <StatusSummary
        locale={locale}
        labels={labels}
        status={application.status}
        updatedAt={application.updatedAt}
        message={application.message}
        feesHref={feesHref}
        rows={[
          {
            label: labels.feeLabel,
            value: labels.feeStates[application.feeStatus],
            marker: { 'data-fee-status': application.feeStatus },
          },
        ]}
      />
      <SendLink locale={locale} labels={labels} query={query} />
    </section>
  );
}
