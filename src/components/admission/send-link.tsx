'use client';

import type { Messages } from 'next-intl';
import { useState } from 'react';
import { fill } from '@/lib/template';
import { messageOf } from '../application/documents/upload-requests';
import { secondaryButton } from '../ui/styles';

type Labels = Messages['ApplicationStatus'];

/**
 * "E-mail me the link" under a found status: the applicant who lost their personal link gets
 * it again at the address they applied with (POST /api/applications/status/link).
 */
export function SendLink({
  locale,
  labels,
  query,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  /** The reference and address the lookup found. */
  query: { reference: string; email: string };
}) {
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  async function send() {
    if (pending) return;
    setPending(true);
    try {
      const response = await fetch('/api/applications/status/link', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(query),
      });
      setSaid(
        response.ok
          ? { ok: true, text: fill(labels.linkSent, { email: query.email }) }
          : { ok: false, text: await messageOf(response, locale, labels.failedNetwork) },
      );
    } catch {
      setSaid({ ok: false, text: labels.failedNetwork });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-700" data-send-link="">
      <h3 className="font-bold">{labels.linkTitle}</h3>
      <p className="mt-1">{labels.linkText}</p>
      <button type="button" className={`mt-3 ${secondaryButton}`} onClick={send} disabled={pending}>
        {pending ? labels.sendingLink : labels.sendLink}
      </button>
      <p
        role="status"
        className={`mt-3 ${said?.ok === false ? 'font-bold text-red-800 dark:text-red-300' : ''}`}
      >
        {said ? <bdi>{said.text}</bdi> : null}
      </p>
    </div>
  );
}
