'use client';

import { useState, type FormEvent } from 'react';
import { formatDateTimeOf } from '@/lib/format';
import { fillNodes } from '@/lib/template';
import { fieldAria, FormField } from '../../ui/form-field';
import { secondaryButton, textInput } from '../../ui/styles';
import type { Draft } from './application-draft';
import type { Labels } from './form-answers';

/** Close enough to the server's check to catch a typing slip before a request. */
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Continue on another device" (issue #44, item 6), under the form after its first step: a
 * <details> that opens before the page's scripts run, an address (the form's own, once typed)
 * and a button that sends the draft as it is now to POST /api/application-drafts, which e-mails
 * a link that opens it in any browser for 7 days. The answers stay in this browser as well.
 */
export function ContinueElsewhere({
  locale,
  labels,
  email,
  draft,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  /** The address typed in the form, if any. */
  email: string;
  /** The draft as it is now. */
  draft: () => Draft;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ email: string; until: string } | null>(null);
  const [sending, setSending] = useState(false);
  const address = (typed ?? email).trim();

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setSent(null);
    if (!LOOKS_LIKE_EMAIL.test(address)) {
      setError(labels.continueEmailInvalid);
      document.getElementById('continue-email')?.focus();
      return;
    }
    setError(null);
    setSending(true);
    try {
      const response = await fetch('/api/application-drafts', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: address, locale, draft: draft() }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        expiresAt?: string;
        error?: { message?: Record<string, string> };
      };
      if (response.ok && body.expiresAt) {
        setSent({ email: address, until: formatDateTimeOf(locale, body.expiresAt) });
      } else setError(body.error?.message?.[locale] ?? labels.continueFailed);
    } catch {
      setError(labels.continueFailed);
    } finally {
      setSending(false);
    }
  }

  return (
    <details
      className="mt-8 rounded-lg border border-slate-300 p-4 dark:border-slate-600"
      data-continue-elsewhere=""
    >
      <summary className="cursor-pointer font-bold text-brand-800 dark:text-brand-200">
        {labels.continueHeading}
      </summary>
      <form noValidate onSubmit={send} className="mt-3 space-y-4">
        <p>{labels.continueText}</p>
        <FormField id="continue-email" label={labels.continueEmail} error={error}>
          <input
            {...fieldAria('continue-email', { error })}
            type="email"
            name="email"
            autoComplete="email"
            spellCheck={false}
            dir="ltr"
            value={typed ?? email}
            onChange={(event) => setTyped(event.target.value)}
            className={textInput}
          />
        </FormField>
        <button type="submit" className={secondaryButton} disabled={sending} aria-busy={sending}>
          {sending ? labels.continueSending : labels.continueSend}
        </button>
        <p role="status" className="font-bold" data-continue-sent={sent ? '' : undefined}>
          {sent
            ? fillNodes(labels.continueSent, {
                // The address keeps its order inside an Arabic sentence.
                email: (
                  <bdi key="email" dir="ltr">
                    {sent.email}
                  </bdi>
                ),
                until: sent.until,
              })
            : null}
        </p>
      </form>
    </details>
  );
}
