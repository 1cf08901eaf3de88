/**
 * The applicant information of the documents form (spec 000 section 5): name and e-mail, both
 * required after trimming, and the sent form's reference with the college's own form. One schema for the browser and the server; the browser loads it when
 * the form first checks an applicant (documents/use-applicant.ts), so zod is not in the page's first
 * load. The document slots, which need no schema, are in ./document-slots.ts (re-exported here).
 */
import './zod';
import { z } from 'zod';
import { normalizeReference, REFERENCE_PATTERN } from './application-reference';
import { normalizeDigits } from './normalize';
import { singleLine } from './single-line';

export const applicantSchema = z.object({
  name: z.string().transform(singleLine).pipe(z.string().min(1).max(200)),
  email: z
    .string()
    .transform((value) => normalizeDigits(value).trim())
    .pipe(z.email().max(254)),
  /**
   * With the college's own form (no APPLICATION_FORM_URL), the reference of the form sent from
   * another device, which the documents are added to (issue #44); left out with an external
   * form. Typed as people type it (normalizeReference).
   */
  reference: z
    .string()
    .max(40)
    .transform(normalizeReference)
    .pipe(z.union([z.literal(''), z.string().regex(REFERENCE_PATTERN)]))
    .optional(),
});
export type Applicant = z.output<typeof applicantSchema>;

export * from './document-slots';
