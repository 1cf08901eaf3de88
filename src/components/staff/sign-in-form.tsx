'use client';

import type { Messages } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { SubmitButton } from '../ui/submit-button';
import { withPlace } from '@/lib/staff-return';
import { CredentialField, FormAlert, OneTimeCodeField } from './credential-field';
import { postAuth } from './post-auth';

type Labels = Messages['Staff']['signIn'];

/**
 * The staff sign-in: e-mail and password, then the authenticator's code when the account uses
 * two-factor. The server answers every failure with a message in both languages (a wrong
 * password, a locked or disabled account); this form shows the one of the page's language and
 * keeps what was typed.
 */
export function SignInForm({
  locale,
  labels,
  next,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  /** Where to go once signed in (a workspace path, checked by the page). */
  next: string;
}) {
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);

  async function post(path: string, body: unknown): Promise<Record<string, unknown> | null> {
    const result = await postAuth(path, body, locale, labels.failedNetwork);
    if (!result.ok) {
      setError(result.message);
      return null;
    }
    return result.answer;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setPending(true);
    setError(null);
    const answer =
      step === 'password'
        ? await post('/sign-in/email', {
            email: String(data.get('email') ?? '').trim(),
            password: String(data.get('password') ?? ''),
          })
        : await post('/two-factor/verify-totp', {
            code: String(data.get('code') ?? '').replace(/\s+/g, ''),
          });
    setPending(false);
    if (!answer) {
      requestAnimationFrame(() => alert.current?.focus());
      return;
    }
    if (answer.twoFactor) {
      setStep('code');
      return;
    }
    window.location.assign(withPlace(next, window.location.hash));
  }

  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-5" data-staff-sign-in="">
      <FormAlert message={error} focusRef={alert} />
      {step === 'password' ? (
        <>
          <CredentialField id="staff-email" name="email" label={labels.email} kind="email" />
          <CredentialField
            id="staff-password"
            name="password"
            label={labels.password}
            kind="current-password"
          />
        </>
      ) : (
        <OneTimeCodeField id="staff-code" label={labels.code} hint={labels.codeHint} autoFocus />
      )}
      <SubmitButton pending={pending} pendingLabel={labels.signingIn}>
        {step === 'password' ? labels.submit : labels.verify}
      </SubmitButton>
    </form>
  );
}
