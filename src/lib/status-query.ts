/**
 * The status lookup of /admission/status: an application's reference number and the e-mail
 * address it was made with. One schema for the browser's form and the server's endpoint
 * (POST /api/applications/status); the error codes are message keys of the
 * `ApplicationStatus.errors` catalogue. The browser loads it when the form is first sent
 * (status-lookup.tsx), so zod is not in the page's first load.
 */
import './zod';
import { z } from 'zod';
import { emailField } from './email-field';
import { normalizeReference, REFERENCE_PATTERN } from './application-reference';

export * from './application-reference';

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
