/**
 * A record of the staff directory as the editor saves it (issue #22): name and job title in both
 * languages, the department (one of the directory's chips), the college e-mail and telephone, a
 * photo uploaded through the workspace (src/server/media). Publication is set apart (a status
 * change, as for the news).
 * Error codes are keys of `Staff.fieldErrors`.
 *
 * Loaded by the database schema outside the Next.js bundler: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { DEPARTMENT_ID } from './departments';
import { emailField } from './email-field';
import { normalizeDigits } from './normalize';
import { singleLine } from './single-line';
import { requiredText } from './text-field';

const required = (max: number) =>
  requiredText(singleLine, max, 'directoryFieldRequired', 'directoryFieldTooLong');

/** A Sudanese number as the directory writes it: +249, then groups of digits. */
export const PHONE_PATTERN = /^\+249 \d{2,3} \d{3} \d{3,4}$/;

export const directoryMemberSchema = z
  .object({
    nameAr: required(120),
    nameEn: required(120),
    titleAr: required(160),
    titleEn: required(160),
    /** A department in force: its id's form here, its existence on the server (directory-desk.ts). */
    department: z
      .string({ error: 'directoryDepartmentRequired' })
      .regex(DEPARTMENT_ID, { error: 'directoryDepartmentRequired' }),
    email: emailField('emailRequired', 'emailInvalid').transform((email) => email.toLowerCase()),
    phone: z
      .string({ error: 'directoryPhoneInvalid' })
      .transform((value) => normalizeDigits(value).trim().replace(/\s+/g, ' '))
      .pipe(z.string().regex(PHONE_PATTERN, { error: 'directoryPhoneInvalid' })),
    imageId: z.uuid({ error: 'imageInvalid' }).nullable(),
  })
  .strict();
export type DirectoryMemberInput = z.input<typeof directoryMemberSchema>;
export type DirectoryMember = z.output<typeof directoryMemberSchema>;

/** The portrait shown for a record without a photo (the spec's placeholder for new records). */
export const NO_PHOTO_PORTRAIT = '/images/staff/portrait-new.svg';
