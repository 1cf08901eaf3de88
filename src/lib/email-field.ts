/**
 * An e-mail address field of the site's forms (support request, application form, status
 * lookup): Arabic-Indic digits read as 0-9, trimmed, required, at most 254 characters. The
 * errors are message keys of the form's own catalogue.
 */
import './zod';
import { z } from 'zod';
import { normalizeDigits } from './normalize';

export function emailField(required: string, invalid: string) {
  return z
    .string({ error: required })
    .transform((value) => normalizeDigits(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: required })
        .pipe(z.email({ error: invalid }).max(254, { error: invalid })),
    );
}
