import type { ReactNode } from 'react';
import { fieldAria, FormField } from '../ui/form-field';
import { textInput } from '../ui/styles';

/**
 * An address or a password in the staff forms: typed left to right in either language, and
 * named for the browser's password manager (`username`, `current-password`, `new-password`).
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
}: {
  id: string;
  name: string;
  label: ReactNode;
  kind: 'email' | 'current-password' | 'new-password';
  hint?: ReactNode;
  error?: string;
  minLength?: number;
  maxLength?: number;
}) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      <input
        {...fieldAria(id, { hint, error })}
        name={name}
        type={kind === 'email' ? 'email' : 'password'}
        dir="ltr"
        autoComplete={kind === 'email' ? 'username' : kind}
        minLength={minLength}
        maxLength={maxLength}
        required
        className={textInput}
      />
    </FormField>
  );
}
