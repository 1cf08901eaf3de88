import 'server-only';
import type { z } from 'zod';
import { formFieldErrors } from '../http/field-errors';

/**
 * The first problem of each field of a status lookup, as bilingual messages of the
 * ApplicationStatus catalogue (the form shows them under the fields).
 */
export function statusQueryFieldErrors(error: z.ZodError) {
  return formFieldErrors(
    'ApplicationStatus',
    { reference: 'referenceRequired', email: 'emailRequired' },
    error,
  );
}
