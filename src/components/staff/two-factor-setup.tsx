'use client';

import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { renderSVG } from 'uqr';
import { notify } from '../notices/notify';
import { SubmitButton } from '../ui/submit-button';
import { CredentialField, OneTimeCodeField } from './credential-field';
import { postAuth } from './post-auth';

type Labels = Messages['StaffAccount'];

/** The secret of an otpauth:// address, to type by hand when the code cannot be scanned. */
function secretOf(uri: string): string {
  try {
    return (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();
  } catch {
    return '';
  }
}

/**
 * Two-factor authentication of the signed-in account (better-auth's TOTP). Turning it on asks
 * for the password, then shows the account's QR code, its key and its backup codes, and is
 * finished by the first code of the app (so an account never depends on a code it could not
 * read). Turning it off asks for the password.
 */
export function TwoFactorSetup({
  locale,
  labels,
  errors: fieldErrors,
  enabled,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  errors: Messages['Staff']['fieldErrors'];
  enabled: boolean;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [setup, setSetup] = useState<{ uri: string; backupCodes: string[] } | null>(null);
  const scanHeading = useRef<HTMLHeadingElement>(null);
  const qr = useMemo(() => (setup ? renderSVG(setup.uri, { border: 2 }) : ''), [setup]);

  async function send(path: string, body: unknown): Promise<Record<string, unknown> | null> {
    setPending(true);
    const result = await postAuth(path, body, locale, labels.failedNetwork);
    setPending(false);
    if (!result.ok) {
      notify({ title: labels.failedTitle, description: result.message, variant: 'error' });
      return null;
    }
    return result.answer;
  }

  async function withPassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const password = String(new FormData(form).get('password') ?? '');
    if (!password) {
      setErrors({ password: fieldErrors.passwordRequired });
      return;
    }
    setErrors({});
    if (enabled) {
      if (!(await send('/two-factor/disable', { password }))) return;
      notify({ title: labels.turnedOff, variant: 'success' });
      router.refresh();
      return;
    }
    const answer = await send('/two-factor/enable', { password });
    if (!answer) return;
    form.reset();
    setSetup({
      uri: String(answer.totpURI ?? ''),
      backupCodes: Array.isArray(answer.backupCodes) ? answer.backupCodes.map(String) : [],
    });
    requestAnimationFrame(() => scanHeading.current?.focus());
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').replace(/\s+/g, '');
    if (!code) {
      setErrors({ code: fieldErrors.codeRequired });
      return;
    }
    setErrors({});
    if (!(await send('/two-factor/verify-totp', { code }))) return;
    setSetup(null);
    notify({ title: labels.turnedOn, variant: 'success' });
    router.refresh();
  }

  if (setup) {
    return (
      <div className="space-y-5" data-two-factor-setup="">
        <h3 ref={scanHeading} tabIndex={-1} className="text-xl font-bold">
          {labels.scanTitle}
        </h3>
        <p>{labels.scan}</p>
        <div
          role="img"
          aria-label={labels.qrLabel}
          className="size-48 bg-white p-1 [&_svg]:size-full"
          // uqr's SVG of the otpauth address: generated here, from the server's answer.
          dangerouslySetInnerHTML={{ __html: qr }}
        />
        <p>
          {labels.key}:{' '}
          <code dir="ltr" className="font-mono" data-two-factor-key="">
            {secretOf(setup.uri)}
          </code>
        </p>
        <div className="space-y-2">
          <h4 className="font-bold">{labels.backupTitle}</h4>
          <p>{labels.backupText}</p>
          <ul dir="ltr" className="grid grid-cols-2 gap-1 font-mono sm:grid-cols-4">
            {setup.backupCodes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </div>
        <form noValidate onSubmit={confirm} className="max-w-md space-y-4">
          <OneTimeCodeField id="two-factor-code" label={labels.code} error={errors.code} />
          <SubmitButton pending={pending}>{labels.confirm}</SubmitButton>
        </form>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={withPassword} className="max-w-md space-y-4" data-two-factor="">
      <CredentialField
        id="two-factor-password"
        name="password"
        label={labels.password}
        kind="current-password"
        error={errors.password}
      />
      <SubmitButton pending={pending}>{enabled ? labels.turnOff : labels.turnOn}</SubmitButton>
    </form>
  );
}
