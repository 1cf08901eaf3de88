/**
 * The applicant information of the documents form (spec 000 section 5): name and e-mail, both
 * required after trimming. One schema for the browser and the server.
 */
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

/** The document slots in the order they are uploaded, and the types each accepts. */
export const documentSlotTypes = {
  id: ['application/pdf', 'image/jpeg', 'image/png'],
  certificate: ['application/pdf', 'image/jpeg', 'image/png'],
  photo: ['image/jpeg', 'image/png'],
} as const;
export type SlotId = keyof typeof documentSlotTypes;
export const slotOrder: SlotId[] = ['id', 'certificate', 'photo'];
export const MAX_FILE_BYTES = 5 * 1024 * 1024;
