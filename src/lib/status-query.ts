/**
 * The status lookup of /admission/status: an application's reference number and the e-mail
 * address it was made with. One schema for the browser's form and the server's endpoint
 * (POST /api/applications/status); the error codes are message keys of the
 * `ApplicationStatus.errors` catalogue.
 */
import './zod';
import { z } from 'zod';
import { emailField } from './email-field';
import { normalizeDigits } from './normalize';

/**
 * RWD-YYYY-XXXXXX, the code drawn from src/server/reference.ts's alphabet: capital letters and
 * digits without 0/O and 1/I (a test holds the two together).
 */
export const REFERENCE_PATTERN = /^RWD-\d{4}-[A-HJ-NP-Z2-9]{6}$/;

/**
 * A reference as people type or paste it: Arabic-Indic or Persian digits, lower case, spaces
 * (a copied line), and the look-alike dashes word processors and phones put in.
 */
export function normalizeReference(value: string): string {
  return normalizeDigits(value)
    .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
    .replace(/\s+/g, '')
    .toUpperCase();
}

export const statusQuerySchema = z.object({
  reference: z
    .string({ error: 'referenceRequired' })
    .transform(normalizeReference)
    .pipe(
      z
        .string()
        .min(1, { error: 'referenceRequired', abort: true })
        .regex(REFERENCE_PATTERN, { error: 'referenceInvalid' }),
    ),
  email: emailField('emailRequired', 'emailInvalid'),
});

export type StatusQueryInput = z.input<typeof statusQuerySchema>;
export type StatusQuery = z.output<typeof statusQuerySchema>;

/** The message keys the schema reports (ApplicationStatus.errors.*). */
export type StatusQueryError =
  'referenceRequired' | 'referenceInvalid' | 'emailRequired' | 'emailInvalid';
