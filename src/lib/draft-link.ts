/**
 * An application form's draft sent to continue on another device (issue #44, item 6): the
 * address the link goes to, the page's language, and the draft as the browser keeps it (the
 * answers so far, the step, the submission's key). The answers are not checked as a sent form
 * is (a draft is unfinished): only their names, kinds and sizes, so nothing but a form's answers
 * is kept. The form checks them all when it is sent.
 */
import './zod';
import { z } from 'zod';
import { applicationFormSchema } from './application-form';
import { formSteps } from './application-choices';
import { emailField } from './email-field';

/** How long an e-mailed draft opens. */
export const DRAFT_LINK_DAYS = 7;
/** Links one address may be sent in an hour. */
export const DRAFT_LINKS_PER_ADDRESS_PER_HOUR = 3;

/** A typed answer: text without control characters (a database refuses NUL), at most 400. */
const text = z
  .string()
  .max(400)
  .regex(/^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/);
const number = z.number().finite();

/** The form's answers as the browser keeps them: each field with the kind of value it holds. */
const values = z
  .object({
    track: text,
    programme: text,
    intake: text,
    nameAr: text,
    nameEn: text,
    dateOfBirth: text,
    nationality: text,
    idNumber: text,
    phone: text,
    email: text,
    city: text,
    qualification: z.record(
      z.string().regex(/^[a-zA-Z]{1,40}$/),
      z.union([text, number, z.null()]),
    ),
    guardianName: text,
    guardianPhone: text,
    declaration: z.boolean(),
  } satisfies Record<keyof typeof applicationFormSchema.shape, z.ZodType>)
  .partial()
  .strict();

export const draftSchema = z
  .object({
    values,
    step: z
      .number()
      .int()
      .min(0)
      .max(formSteps.length - 1),
    key: z.uuid(),
  })
  .strict();
export type DraftData = z.infer<typeof draftSchema>;

export const draftLinkSchema = z
  .object({
    email: emailField('emailRequired', 'emailInvalid'),
    locale: z.enum(['ar', 'en']),
    draft: draftSchema,
  })
  .strict();
export type DraftLinkInput = z.infer<typeof draftLinkSchema>;
