'use client';

import type { Messages } from 'next-intl';
import { useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { emailField } from '@/lib/email-field';
import { fill } from '@/lib/template';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@/server/staff/staff-constants';
import { notify } from '../notices/notify';
import { SubmitButton } from '../ui/submit-button';
import { CredentialField, FormAlert } from './credential-field';
import { postAuth } from './post-auth';

type FieldErrors = Messages['Staff']['fieldErrors'];

/** The address of a forgotten-password request, checked as the site's other forms check one. */
const addressSchema = emailField('emailRequired', 'emailInvalid');

/** A password chosen twice: the errors of each field, or null when both are right. */
function checkNewPassword(
  password: string,
  again: string,
  errors: FieldErrors,
): Record<string, string> | null {
  if (!password) return { newPassword: errors.passwordRequired };
  if (password.length < MIN_PASSWORD_LENGTH) return { newPassword: errors.passwordShort };
  if (password.length > MAX_PASSWORD_LENGTH) return { newPassword: errors.passwordLong };
  if (password !== again) return { confirmPassword: errors.passwordsDiffer };
  return null;
}

function NewPasswordFields({
  labels,
  errors,
  hint,
}: {
  labels: { newPassword: string; confirmPassword: string };
  errors: Record<string, string>;
  hint?: ReactNode;
}) {
  return (
    <>
      <CredentialField
        id="new-password"
        name="newPassword"
        label={labels.newPassword}
        kind="new-password"
        hint={hint}
        error={errors.newPassword}
        minLength={MIN_PASSWORD_LENGTH}
        maxLength={MAX_PASSWORD_LENGTH}
      />
      <CredentialField
        id="confirm-password"
        name="confirmPassword"
        label={labels.confirmPassword}
        kind="new-password"
        error={errors.confirmPassword}
        maxLength={MAX_PASSWORD_LENGTH}
      />
    </>
  );
}

/** Asks for a password link. The answer is the same whether the address has an account or not. */
export function ForgotPasswordForm({
  locale,
  labels,
  errors: fieldErrors,
  hours,
}: {
  locale: 'ar' | 'en';
  labels: Messages['StaffPassword'];
  errors: FieldErrors;
  hours: number;
}) {
  const [pending, setPending] = useState(false);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  const done = useRef<HTMLHeadingElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = addressSchema.safeParse(new FormData(event.currentTarget).get('email') ?? '');
    if (!checked.success) {
      const key =
        checked.error.issues[0]?.message === 'emailRequired' ? 'emailRequired' : 'emailInvalid';
      setFieldError(fieldErrors[key]);
      return;
    }
    setFieldError(undefined);
    const email = checked.data;
    setPending(true);
    setError(null);
    const result = await postAuth(
      '/request-password-reset',
      { email },
      locale,
      labels.failedNetwork,
    );
    setPending(false);
    if (!result.ok) {
      setError(result.message);
      requestAnimationFrame(() => alert.current?.focus());
      return;
    }
    setSentTo(email);
    requestAnimationFrame(() => done.current?.focus());
  }

  if (sentTo) {
    return (
      <div role="status" className="max-w-2xl space-y-2 rounded-md border border-brand-600 p-4">
        <h2 ref={done} tabIndex={-1} className="text-xl font-bold">
          {labels.sentTitle}
        </h2>
        <p>{fill(labels.sent, { email: sentTo, hours })}</p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-5" data-forgot-password="">
      <FormAlert message={error} focusRef={alert} />
      <CredentialField
        id="forgot-email"
        name="email"
        label={labels.email}
        kind="email"
        error={fieldError}
      />
      <SubmitButton pending={pending} pendingLabel={labels.sending}>
        {labels.send}
      </SubmitButton>
    </form>
  );
}

/** The link's token, from the page's fragment (`#token=…`); null when there is none. */
function tokenOfFragment(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  return token && /^[A-Za-z0-9_-]{8,128}$/.test(token) ? token : null;
}

const subscribeToFragment = (changed: () => void) => {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
};

/**
 * Sets the password of the account a link was sent to (an invitation or a reset). The link's
 * token is in the fragment; without one, the page says where the link comes from.
 */
export function SetPasswordForm({
  locale,
  labels,
  intro,
  errors: fieldErrors,
  signInHref,
  forgotHref,
}: {
  locale: 'ar' | 'en';
  labels: Messages['StaffPassword'];
  intro: string;
  errors: FieldErrors;
  signInHref: string;
  forgotHref: string;
}) {
  // The server cannot see the fragment: the form is drawn first, then the browser decides.
  const token = useSyncExternalStore(subscribeToFragment, tokenOfFragment, () => '');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<{ message: string; linkInvalid: boolean } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);
  const alert = useRef<HTMLParagraphElement>(null);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get('newPassword') ?? '');
    const invalid = checkNewPassword(
      password,
      String(data.get('confirmPassword') ?? ''),
      fieldErrors,
    );
    setErrors(invalid ?? {});
    if (invalid) return;
    setPending(true);
    setError(null);
    const result = await postAuth(
      '/reset-password',
      { newPassword: password, token },
      locale,
      labels.failedNetwork,
    );
    setPending(false);
    if (!result.ok) {
      setError({ message: result.message, linkInvalid: result.code === 'staff_link_invalid' });
      requestAnimationFrame(() => alert.current?.focus());
      return;
    }
    setDone(true);
    requestAnimationFrame(() => doneHeading.current?.focus());
  }

  if (token === null) {
    return (
      <div className="max-w-2xl space-y-3" data-set-password-no-token="">
        <p>{labels.noToken}</p>
        <p>
          <a href={forgotHref} className="font-bold underline">
            {labels.askAgain}
          </a>
        </p>
      </div>
    );
  }
  if (done) {
    return (
      <div role="status" className="max-w-2xl space-y-3 rounded-md border border-brand-600 p-4">
        <h2 ref={doneHeading} tabIndex={-1} className="text-xl font-bold">
          {labels.doneTitle}
        </h2>
        <p>{labels.done}</p>
        <p>
          <a href={signInHref} className="font-bold underline">
            {labels.signIn}
          </a>
        </p>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-5" data-set-password="">
      <p className="max-w-2xl">{intro}</p>
      <FormAlert message={error?.message ?? null} focusRef={alert} />
      {error?.linkInvalid ? (
        <p>
          <a href={forgotHref} className="font-bold underline">
            {labels.askAgain}
          </a>
        </p>
      ) : null}
      <NewPasswordFields labels={labels} errors={errors} />
      <SubmitButton pending={pending} pendingLabel={labels.saving}>
        {labels.save}
      </SubmitButton>
    </form>
  );
}

/** The signed-in account changes its own password (its other sessions end). */
export function ChangePasswordForm({
  locale,
  labels,
  errors: fieldErrors,
}: {
  locale: 'ar' | 'en';
  labels: Messages['StaffAccount'];
  errors: FieldErrors;
}) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = String(data.get('currentPassword') ?? '');
    const password = String(data.get('newPassword') ?? '');
    const invalid = {
      ...(current ? {} : { currentPassword: fieldErrors.passwordRequired }),
      ...checkNewPassword(password, String(data.get('confirmPassword') ?? ''), fieldErrors),
    };
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    setPending(true);
    const result = await postAuth(
      '/change-password',
      { currentPassword: current, newPassword: password, revokeOtherSessions: true },
      locale,
      labels.failedNetwork,
    );
    setPending(false);
    if (!result.ok) {
      notify({ title: labels.failedTitle, description: result.message, variant: 'error' });
      return;
    }
    form.reset();
    notify({ title: labels.passwordChanged, variant: 'success' });
  }

  const hint = fill(labels.newPasswordHint, { min: MIN_PASSWORD_LENGTH });
  return (
    <form noValidate onSubmit={submit} className="max-w-md space-y-5" data-change-password="">
      <CredentialField
        id="current-password"
        name="currentPassword"
        label={labels.currentPassword}
        kind="current-password"
        error={errors.currentPassword}
      />
      <NewPasswordFields labels={labels} errors={errors} hint={hint} />
      <SubmitButton pending={pending}>{labels.changePassword}</SubmitButton>
    </form>
  );
}
