import { useState } from 'react';
import type { ApplicationForm as ApplicationAnswers } from '@/lib/application-form';
import type { ProgrammeId } from '@/lib/application-choices';
import { fill } from '@/lib/template';
import { notify } from '../../notices/notify';
import type { StartedApplication } from '../started-application';
import { clearDraft } from './application-draft';
import type { AnswersForm, Field, Labels } from './form-answers';
import type { SummaryItem } from './form-error-summary';

/** Attempts of one submission when the connection fails (same key each time). */
const SUBMIT_ATTEMPTS = 3;

interface Options {
  form: AnswersForm;
  /** The submission's key: a retry with it is the same submission to the server. */
  idempotencyKey: string;
  locale: 'ar' | 'en';
  labels: Labels;
  programmeNames: Record<ProgrammeId, string>;
  onCreated: (application: StartedApplication) => void;
  setStatus: (status: string) => void;
  setSummary: (summary: SummaryItem[]) => void;
}

/**
 * Sends the checked answers (`POST /api/applications`), again up to three times while the
 * server cannot be reached or cannot answer; the server's own messages go under the fields.
 * Received, the draft is cleared and the application handed on (`onCreated`).
 */
export function useApplicationSubmit({
  form,
  idempotencyKey: key,
  locale,
  labels,
  programmeNames,
  onCreated,
  setStatus,
  setSummary,
}: Options) {
  const [sending, setSending] = useState(false);

  async function send(answers: ApplicationAnswers) {
    setSending(true);
    setSummary([]);
    try {
      for (let attempt = 1; attempt <= SUBMIT_ATTEMPTS; attempt++) {
        let response: Response | null = null;
        try {
          response = await fetch('/api/applications', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ form: form.getValues(), idempotencyKey: key, locale }),
          });
        } catch {
          response = null;
        }
        if (response && response.status < 500) {
          const body = (await response.json().catch(() => ({}))) as {
            id?: string;
            token?: string;
            reference?: string;
            error?: {
              message?: Record<string, string>;
              fields?: Record<string, Record<string, string>>;
            };
          };
          if (response.ok && body.id && body.token && body.reference) {
            clearDraft();
            setStatus('');
            notify({
              title: labels.sentTitle,
              description: fill(labels.sentText, { reference: body.reference }),
            });
            onCreated({
              id: body.id,
              token: body.token,
              reference: body.reference,
              name: locale === 'ar' && answers.nameAr ? answers.nameAr : answers.nameEn,
              email: answers.email,
              programme: programmeNames[answers.programme],
            });
            return;
          }
          // The server's own messages, in this language, under the fields; answers kept.
          const fields = Object.entries(body.error?.fields ?? {});
          for (const [field, text] of fields) {
            form.setError(field as Field, { type: 'server', message: text[locale] });
          }
          if (fields.length > 0) {
            setSummary(fields.map(([field, text]) => ({ field, message: text[locale]! })));
          } else {
            notify({
              title: labels.failedTitle,
              description: body.error?.message?.[locale] ?? labels.failedNetwork,
              variant: 'error',
            });
          }
          return;
        }
        // No answer, or the server could not answer: the same submission again, a little later.
        if (attempt < SUBMIT_ATTEMPTS) {
          setStatus(fill(labels.retrying, { attempt: attempt + 1, total: SUBMIT_ATTEMPTS }));
          await new Promise((resolve) => setTimeout(resolve, 1000 * attempt));
        }
      }
      setStatus('');
      notify({ title: labels.failedTitle, description: labels.failedNetwork, variant: 'error' });
    } finally {
      setSending(false);
    }
  }

  return { sending, send };
}
