'use client';

import type { Messages } from 'next-intl';
import {
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type ReactNode,
} from 'react';
import { normalizeLetterCode } from '@/lib/letter-code';
import { formatDayOf } from '@/lib/format';
import type { LetterCheck as Answer } from '@/server/applications/letter/admission-letter';
import { fill } from '@/lib/template';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';
import { useHydrated } from '../ui/use-hydrated';
import { eagerHydration } from '@runtime/contract';

type Labels = Messages['VerifyLetter'];

type Outcome =
  | { kind: 'answer'; answer: Answer }
  | { kind: 'not-found'; message: string }
  | { kind: 'failed'; message: string };

/** Asks the server; a refusal comes back as its own message in the page's language. */
async function ask(normalized: string, labels: Labels, locale: 'ar' | 'en'): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch('/api/admission-letters/check', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: normalized }),
    });
  } catch {
    return { kind: 'failed', message: labels.failedNetwork };
  }
  const body = (await response.json().catch(() => ({}))) as Partial<Answer> & {
    error?: { code?: string; message?: Record<string, string> };
  };
  if (response.ok && (body.state === 'valid' || body.state === 'withdrawn')) {
    return { kind: 'answer', answer: body as Answer };
  }
  const message = body.error?.message?.[locale] ?? labels.failedNetwork;
  return body.error?.code === 'letter_not_found'
    ? { kind: 'not-found', message }
    : { kind: 'failed', message };
}

/** A code named after '#' in the page's address. */
const namedCode = () => decodeURIComponent(location.hash.slice(1));
function onHashChange(changed: () => void) {
  addEventListener('hashchange', changed);
  return () => removeEventListener('hashchange', changed);
}

/**
 * The check of /admission/verify-letter: the code printed on an admission letter, sent to
 * POST /api/admission-letters/check; the answer says whether the college issued it and, if it
 * is in force, what it says (who, which programme and year, when), to compare with the letter.
 * A link may name the code after '#' (the office's "check the code"), which no server logs: the
 * page then checks it at once. What was typed survives every failure, and the page's script
 * starting (the field is the browser's own, read when the form is sent).
 */
export function LetterCheck({
  locale,
  labels,
  office,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  office: { email: string };
}) {
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [pending, setPending] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  const answer = useRef<HTMLHeadingElement>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (attempt === 0) return;
    if (error) field.current?.focus();
    else answer.current?.focus();
  }, [attempt, error]);

  async function check(typed: string) {
    const normalized = normalizeLetterCode(typed);
    setOutcome(null);
    if (!normalized) {
      setError(labels.codeInvalid);
      setAttempt((n) => n + 1);
      return;
    }
    // The code as it is printed, in the field the visitor typed it in.
    if (field.current) field.current.value = normalized;
    setError(null);
    setPending(true);
    setOutcome(await ask(normalized, labels, locale));
    setPending(false);
    setAttempt((n) => n + 1);
  }

  // A code named after '#': put in the field (unless the visitor typed one), and checked at once.
  const named = useSyncExternalStore(onHashChange, namedCode, () => '');
  useEffect(() => {
    const normalized = normalizeLetterCode(named);
    if (!normalized) return;
    if (field.current && !field.current.value) field.current.value = normalized;
    let live = true;
    void ask(normalized, labels, locale).then((next) => {
      if (!live) return;
      setOutcome(next);
      setAttempt((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [named, labels, locale]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) void check(field.current?.value ?? '');
  }

  const box = 'rounded-lg border p-5';
  return (
    <div className="max-w-2xl space-y-8">
      <form
        noValidate
        method="post"
        onSubmit={submit}
        aria-labelledby="letter-check-title"
        className="space-y-5"
        data-letter-check=""
        data-hydrated={hydrated ? '' : undefined}
        // The page is there to be filled in: its script starts after the paint.
        {...eagerHydration}
      >
        <h2 id="letter-check-title" className="text-2xl font-bold text-brand-900 dark:text-white">
          {labels.formTitle}
        </h2>
        <p>{labels.intro}</p>
        <FormField id="letter-code" label={labels.code} hint={labels.codeHint} error={error}>
          <input
            ref={field}
            {...fieldAria('letter-code', { hint: true, error })}
            name="code"
            // Uncontrolled: what is typed before the page's script runs stays in the field.
            defaultValue=""
            aria-required
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={textInput}
          />
        </FormField>
        <SubmitButton pending={pending} pendingLabel={labels.checking}>
          {labels.check}
        </SubmitButton>
      </form>

      {outcome?.kind === 'answer' && outcome.answer.state === 'valid' ? (
        <section
          aria-labelledby="letter-answer"
          className={`${box} border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50`}
          data-letter-state="valid"
        >
          <h2
            id="letter-answer"
            ref={answer}
            tabIndex={-1}
            className="text-xl font-bold focus:outline-none"
          >
            {labels.validTitle}
          </h2>
          <p className="mt-2">{labels.validText}</p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
            {(
              [
                [labels.name, <bdi key="n">{outcome.answer.name}</bdi>],
                [
                  labels.reference,
                  <bdi key="r" dir="ltr">
                    {outcome.answer.reference}
                  </bdi>,
                ],
                ...(outcome.answer.programme
                  ? [[labels.programme, outcome.answer.programme[locale]]]
                  : []),
                ...(outcome.answer.intake
                  ? [
                      [
                        labels.intake,
                        <bdi key="i" dir="ltr">
                          {outcome.answer.intake}
                        </bdi>,
                      ],
                    ]
                  : []),
                [labels.issued, formatDayOf(locale, outcome.answer.issuedAt)],
              ] as [string, ReactNode][]
            ).map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="font-bold">{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : outcome ? (
        <div
          role="alert"
          className={`${box} border-2 border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50`}
          data-letter-state={outcome.kind === 'answer' ? 'withdrawn' : outcome.kind}
        >
          <h2 ref={answer} tabIndex={-1} className="text-lg font-bold focus:outline-none">
            {outcome.kind === 'answer'
              ? labels.withdrawnTitle
              : outcome.kind === 'not-found'
                ? labels.notFoundTitle
                : labels.failedTitle}
          </h2>
          <p className="mt-1">
            {outcome.kind === 'answer' && outcome.answer.state === 'withdrawn'
              ? fill(labels.withdrawnText, {
                  issued: formatDayOf(locale, outcome.answer.issuedAt),
                  withdrawn: formatDayOf(locale, outcome.answer.withdrawnAt),
                  email: office.email,
                })
              : outcome.kind !== 'answer'
                ? outcome.message
                : null}
          </p>
        </div>
      ) : null}
    </div>
  );
}
