/**
 * The requester's answer into their own request (issue #45), written on /support/reply from the
 * link in the desk's e-mails, and the contact page's message (a support request of the kind
 * 'contact'). One schema each for the browser's form and the server's endpoint; the error codes
 * are message keys of `SupportReply.errors` and `ContactForm.errors`.
 */
import './zod';
import { z } from 'zod';
import { emailField } from './email-field';
import {
  MAX_CONTACT_SUBJECT_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_FOLLOW_UP_LENGTH,
  MAX_NAME_LENGTH,
} from './issue-types';
import { multiLine, singleLine } from './single-line';
import { requiredText } from './text-field';

export { MAX_CONTACT_SUBJECT_LENGTH, MAX_FOLLOW_UP_LENGTH };

/** A message's text: refused with a NUL in it (no text holds one), then cleaned and bounded. */
function messageText(max: number) {
  return z
    .string({ error: 'messageRequired' })
    .regex(/^[^\u0000]*$/, { error: 'messageInvalid' })
    .transform(multiLine)
    .pipe(z.string().min(1, { error: 'messageRequired' }).max(max, { error: 'messageTooLong' }));
}

export const supportFollowUpSchema = z
  .object({ message: messageText(MAX_FOLLOW_UP_LENGTH) })
  .strict();
export type SupportFollowUp = z.output<typeof supportFollowUpSchema>;
export type SupportFollowUpError = 'messageRequired' | 'messageInvalid' | 'messageTooLong';

/** The contact page's form: who writes, about what, and the message. */
export const contactMessageSchema = z.object({
  fullName: requiredText(singleLine, MAX_NAME_LENGTH, 'nameRequired', 'nameTooLong'),
  email: emailField('emailRequired', 'emailInvalid'),
  subject: requiredText(
    singleLine,
    MAX_CONTACT_SUBJECT_LENGTH,
    'subjectRequired',
    'subjectTooLong',
  ),
  message: messageText(MAX_DESCRIPTION_LENGTH),
});
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactFieldError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'subjectRequired'
  | 'subjectTooLong'
  | SupportFollowUpError;
