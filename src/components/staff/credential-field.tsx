import type { ReactNode, Ref } from 'react';
import { fieldAria, FormField } from '../ui/form-field';
import { textInput } from '../ui/styles';

/**
 * An address, a password or an authenticator app's code in the staff forms: typed left to right
 * in either language, and named for the browser's password manager (`username`,
 * `current-password`, `new-password`, `one-time-code`).
 */
export function CredentialField({
  id,
  name,
  label,
  kind,
  hint,
  error,
  minLength,
  maxLength,
  autoFocus,
}: {
  id: string;
  name: string;
  label: ReactNode;
  kind: 'email' | 'current-password' | 'new-password' | 'one-time-code';
  hint?: ReactNode;
  error?: string;
  minLength?: number;
  maxLength?: number;
  autoFocus?: boolean;
}) {
  const code = kind === 'one-time-code';
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        {...fieldAria(id, { hint, error })}
        name={name}
        // A code is digits, typed in the clear.
        type={code ? undefined : kind === 'email' ? 'email' : 'password'}
        inputMode={code ? 'numeric' : undefined}
        dir="ltr"
        autoComplete={kind === 'email' ? 'username' : kind}
        minLength={minLength}
        maxLength={maxLength}
        autoFocus={autoFocus}
        required
        className={textInput}
      />
    </FormField>
  );
}

/** The code of an authenticator app (`name="code"`). */
export function OneTimeCodeField(
  props: Omit<Parameters<typeof CredentialField>[0], 'name' | 'kind'>,
) {
  return <CredentialField {...props} name="code" kind="one-time-code" />;
}

/** A sign-in form's failure, said where the eye and the screen reader land first. */
export function FormAlert({
  message,
  focusRef,
}: {
  message: string | null;
  focusRef: Ref<HTMLParagraphElement>;
}) {
  if (!message) return null;
  return (
    <p
      ref={focusRef}
      role="alert"
      tabIndex={-1}
      className="rounded-md border-2 border-red-700 bg-red-50 p-3 font-bold text-red-900 dark:border-red-400 dark:bg-red-950 dark:text-red-100"
    >
      {message}
    </p>
  );
}
