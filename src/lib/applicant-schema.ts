/**
 * The applicant information of the documents form (spec 000 section 5): name and e-mail, both
 * required after trimming. One schema for the browser and the server; the browser loads it when
 * the form first checks an applicant (documents/use-applicant.ts), so zod is not in the page's first
 * load. The document slots, which need no schema, are in ./document-slots.ts (re-exported here).
 */
import './zod';
import { z } from 'zod';
import { normalizeDigits } from './normalize';
import { singleLine } from './single-line';

export const applicantSchema = z.object({
  name: z.string().transform(singleLine).pipe(z.string().min(1).max(200)),
  email: z
    .string()
    .transform((value) => normalizeDigits(value).trim())
    .pipe(z.email().max(254)),
});
export type Applicant = z.output<typeof applicantSchema>;

export * from './document-slots';
