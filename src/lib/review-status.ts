/**
 * Where the admissions office is with an application, as the status page says it: received
 * (every complete application until the office acts), under review, more information needed
 * (with the office's message), accepted, not accepted. The last two are decisions.
 */
import './zod';
import { z } from 'zod';
import { multiLine, singleLine } from './single-line';

export const reviewStatuses = [
  'received',
  'under_review',
  'more_information',
  'accepted',
  'not_accepted',
] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const decidedStatuses: readonly ReviewStatus[] = ['accepted', 'not_accepted'];

/** The statuses the office can move an application to ('received' is where it starts). */
export const settableStatuses = [
  'under_review',
  'more_information',
  'accepted',
  'not_accepted',
] as const satisfies readonly ReviewStatus[];

export const MAX_REVIEW_MESSAGE = 2000;
export const MAX_NOTE_LENGTH = 4000;

/** The new status and the message the applicant reads with it. */
const statusFields = {
  status: z.enum(settableStatuses, { error: 'statusRequired' }),
  message: z
    .string({ error: 'messageInvalid' })
    .trim()
    .max(MAX_REVIEW_MESSAGE, { error: 'messageTooLong' })
    .optional()
    .transform((value) => value || undefined),
};

/** Asking for more information needs a message: it says what to send. */
function messageWhenAsking(
  value: { status: string; message?: string },
  context: z.RefinementCtx,
): void {
  if (value.status === 'more_information' && !value.message) {
    context.addIssue({ code: 'custom', path: ['message'], message: 'messageRequired' });
  }
}

/**
 * A status change from the workspace: the message goes to the applicant (by e-mail and on the
 * status page); asking for more information needs one.
 */
export const statusChangeSchema = z.object(statusFields).strict().superRefine(messageWhenAsking);
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** The officer an application is assigned to (an account's id), or no one. */
export const assignmentSchema = z
  .object({ to: z.string({ error: 'officerRequired' }).min(1).max(100).nullable() })
  .strict();

/** The most applications one bulk change names (change-application-status.ts). */
export const MAX_BULK_APPLICATIONS = 200;

/** The applications selected in the inbox, as a bulk change names them. */
const selection = z
  .array(z.uuid({ error: 'selectionRequired' }), { error: 'selectionRequired' })
  .min(1, { error: 'selectionRequired' })
  .max(MAX_BULK_APPLICATIONS, { error: 'selectionTooLarge' });

/** Many applications assigned at once to one officer, or to no one (issue #45). */
export const bulkAssignmentSchema = z
  .object({ ids: selection, to: assignmentSchema.shape.to })
  .strict();

/** One status change for the applications the inbox's rows selected (issue #45). */
export const bulkStatusChangeSchema = z
  .object({
    ids: selection,
    ...statusFields,
  })
  .strict()
  .superRefine(messageWhenAsking);
export type BulkStatusChange = z.infer<typeof bulkStatusChangeSchema>;

/** An internal note on an application. */
export const noteSchema = z
  .object({
    body: z
      .string({ error: 'noteRequired' })
      .trim()
      .min(1, { error: 'noteRequired' })
      .max(MAX_NOTE_LENGTH, { error: 'noteTooLong' }),
  })
  .strict();

export const MAX_BULK_SUBJECT = 150;
export const MAX_BULK_EMAIL = 4000;

/**
 * One e-mail to the applicants selected in the inbox (issue #45): a subject and a message, each
 * wrapped in the applicant's own language (greeting, reference, the office's contacts).
 */
export const bulkEmailSchema = z
  .object({
    ids: selection,
    // One line (no line break of any kind: a subject is a header), then cleaned of every
    // control and direction mark as every other e-mail field is (single-line.ts).
    subject: z
      .string({ error: 'emailSubjectRequired' })
      .refine((value) => !/[\r\n\0\u0085\u2028\u2029]/.test(value), {
        error: 'emailSubjectRequired',
      })
      .transform(singleLine)
      .pipe(
        z
          .string()
          .min(1, { error: 'emailSubjectRequired' })
          .max(MAX_BULK_SUBJECT, { error: 'emailSubjectTooLong' }),
      ),
    body: z
      .string({ error: 'emailMessageRequired' })
      .refine((value) => !value.includes('\0'), { error: 'emailMessageRequired' })
      .transform(multiLine)
      .pipe(
        z
          .string()
          .min(1, { error: 'emailMessageRequired' })
          .max(MAX_BULK_EMAIL, { error: 'emailMessageTooLong' }),
      ),
  })
  .strict();
export type BulkEmail = z.infer<typeof bulkEmailSchema>;
