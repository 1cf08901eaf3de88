'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { notify } from '../notices/notify';

type Answer = {
  error?: { message?: Record<string, string>; fields?: Record<string, Record<string, string>> };
};

/**
 * Posts a staff form's JSON to a workspace endpoint. Done: a notice, and the page's server
 * data is read again. Refused: a notice with the server's message in the page's language,
 * and the per-field messages returned for the form to show (null when done).
 */
export function useStaffPost(
  locale: 'ar' | 'en',
  labels: { failedTitle: string; failedNetwork: string },
) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  async function post(
    url: string,
    body: unknown,
    done: string,
    /** What to do with the answer once done, instead of reading the page's data again. */
    then?: (answer: Record<string, unknown>) => void,
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
        if (then) then(answer as Record<string, unknown>);
        else router.refresh();
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

/**
 * A small workspace form posted from its fields as they are (no schema in the browser): `send`
 * says where and what from the form's data. The server's messages are kept per field; once
 * accepted, the form is emptied unless told to `keep` what it shows.
 */
export function useStaffForm(
  locale: 'ar' | 'en',
  labels: { failedTitle: string; failedNetwork: string },
  send: (data: FormData) => { url: string; body: unknown; done: string },
  { keep = false }: { keep?: boolean } = {},
) {
  const { pending, post } = useStaffPost(locale, labels);
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    // The button that sent it counts (a form with two actions names each by its button).
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const { url, body, done } = send(new FormData(form, submitter));
    const fields = await post(url, body, done);
    setErrors(fields ?? {});
    if (!fields && !keep) form.reset();
  }
  return { pending, errors, onSubmit };
}
