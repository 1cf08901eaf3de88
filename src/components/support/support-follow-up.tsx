'use client';

import type { Messages } from 'next-intl';
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { MAX_FOLLOW_UP_LENGTH } from '@/lib/issue-types';
import { fill } from '@/lib/template';
import { eagerHydration } from '@runtime/contract';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';

type Labels = Messages['SupportReply'];

/** The link after '#': `{request id}.{key}`. */
function readLink(): { id: string; key: string } | null {
  const match = /^#([0-9a-f-]{36})\.([\w-]{1,100})$/.exec(location.hash);
  return match ? { id: match[1]!, key: match[2]! } : null;
}
const namedLink = () => location.hash;
function onHashChange(changed: () => void) {
  addEventListener('hashchange', changed);
  return () => removeEventListener('hashchange', changed);
}

type Opened =
  { kind: 'opening' } | { kind: 'open'; reference: string } | { kind: 'no-link'; message: string };

/**
 * /support/reply: the requester answers into their own support request from the link in the
 * desk's e-mails (issue #45). The link names the request and its key after '#', which no server
 * logs; the page asks for the request's reference with it, and sends the message with it as
 * `Authorization: Bearer`. The message's field is the browser's own: what is typed before the
 * page's script runs stays, and it survives every failure.
 */
export function SupportFollowUp({
  locale,
  labels,
  newRequestHref,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  newRequestHref: string;
}) {
  const hash = useSyncExternalStore(onHashChange, namedLink, () => '');
  const [opened, setOpened] = useState<Opened>({ kind: 'opening' });
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const done = useRef<HTMLHeadingElement>(null);
  /** The link the page opened with (kept if the address's fragment changes later). */
  const opening = useRef<{ id: string; key: string } | null>(null);

  useEffect(() => {
    // Read in the browser only (the server's HTML has no fragment); a later change of the
    // fragment (an anchor) keeps the link the page opened with.
    const link = readLink() ?? opening.current;
    opening.current = link;
    let live = true;
    const answer = (next: Opened) => {
      if (live) setOpened(next);
    };
    if (!link) {
      answer({ kind: 'no-link', message: labels.noLink });
      return;
    }
    fetch(`/api/support-requests/${link.id}`, {
      headers: { authorization: `Bearer ${link.key}` },
      cache: 'no-store',
    })
      .then(async (response) => {
        const body = (await response.json().catch(() => ({}))) as { reference?: string };
        if (response.ok && body.reference) answer({ kind: 'open', reference: body.reference });
        else answer({ kind: 'no-link', message: labels.noLink });
      })
      .catch(() => answer({ kind: 'no-link', message: labels.failedNetwork }));
    return () => {
      live = false;
    };
  }, [hash, labels]);

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const link = opening.current;
    const message = field.current?.value ?? '';
    if (!link || pending) return;
    if (!message.trim()) {
      setError(labels.errors.messageRequired);
      field.current?.focus();
      return;
    }
    setError(null);
    setFailure(null);
    setPending(true);
    try {
      const response = await fetch(`/api/support-requests/${link.id}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${link.key}` },
        body: JSON.stringify({ message }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        reference?: string;
        error?: {
          code?: string;
          message?: Record<string, string>;
          fields?: Record<string, Record<string, string>>;
        };
      };
      if (response.ok && body.reference) {
        if (field.current) field.current.value = '';
        setSent(body.reference);
        return;
      }
      const fieldError = body.error?.fields?.message?.[locale];
      if (fieldError) {
        setError(fieldError);
        field.current?.focus();
      } else setFailure(body.error?.message?.[locale] ?? labels.failedNetwork);
    } catch {
      setFailure(labels.failedNetwork);
    } finally {
      setPending(false);
    }
  }

  const box = 'rounded-lg border p-5';
  if (sent) {
    return (
      <div
        className={`max-w-2xl ${box} border-emerald-700 bg-emerald-50 text-emerald-950 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-50`}
        data-support-follow-up="sent"
      >
        <h2 ref={done} tabIndex={-1} className="text-xl font-bold focus:outline-none">
          {fill(labels.sentTitle, { reference: sent })}
        </h2>
        <p className="mt-2">{labels.sentBody}</p>
      </div>
    );
  }

  return (
    <div className="max-w-2xl space-y-6" data-support-follow-up={opened.kind} {...eagerHydration}>
      <noscript>
        <p className={`${box} border-amber-600`}>{labels.noScript}</p>
      </noscript>
      {opened.kind === 'open' ? (
        <p data-support-reference={opened.reference}>
          {fill(labels.forRequest, { reference: opened.reference })}
        </p>
      ) : opened.kind === 'no-link' ? (
        <div
          role="alert"
          className={`${box} border-2 border-amber-600 bg-amber-50 text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-50`}
        >
          <h2 className="text-lg font-bold">{labels.noLinkTitle}</h2>
          <p className="mt-1">{opened.message}</p>
          <p className="mt-2">
            <a href={newRequestHref} className="font-bold underline">
              {labels.newRequest}
            </a>
          </p>
        </div>
      ) : (
        <p role="status">{labels.loading}</p>
      )}
      {opened.kind !== 'no-link' ? (
        <form noValidate onSubmit={submit} className="space-y-5" data-support-follow-up-form="">
          {error ? (
            // Not a link to the field: the page's address keeps the reply link after '#'.
            <p
              role="alert"
              className="rounded-md bg-red-50 p-3 text-sm font-bold text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              {labels.errorSummary}
            </p>
          ) : null}
          <FormField
            id="support-follow-up-message"
            label={labels.message}
            hint={fill(labels.messageHint, { max: MAX_FOLLOW_UP_LENGTH })}
            error={error}
          >
            <textarea
              ref={field}
              {...fieldAria('support-follow-up-message', { hint: true, error })}
              name="message"
              // Uncontrolled: what is typed before the page's script runs stays in the field.
              defaultValue=""
              aria-required
              dir="auto"
              rows={8}
              maxLength={MAX_FOLLOW_UP_LENGTH}
              className={textInput}
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
      ) : null}
    </div>
  );
}
