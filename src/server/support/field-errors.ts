import 'server-only';
import type { z } from 'zod';
import { formFieldErrors } from '../http/field-errors';

/** The first problem of each field of a support request (Support.errors), in both languages. */
export function supportFieldErrors(error: z.ZodError) {
  return formFieldErrors(
    'Support',
    {
      fullName: 'nameRequired',
      email: 'emailRequired',
      issueType: 'issueTypeRequired',
      description: 'descriptionRequired',
    },
    error,
  );
}
