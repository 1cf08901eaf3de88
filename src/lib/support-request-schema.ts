/**
 * The technical support request of the platform hub (spec 000 sections 3 and 5): full name,
 * e-mail, issue type and description, all required. One schema for the browser's form and the
 * server's endpoint; the error codes are message keys of the `Support` catalogue.
 */
import './zod';
import { z } from 'zod';
import { issueTypes, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH } from './issue-types';
import { emailField } from './email-field';
import { multiLine, singleLine } from './single-line';
import { requiredText } from './text-field';

export { issueTypes, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, type IssueType } from './issue-types';

export const supportRequestSchema = z.object({
  fullName: requiredText(singleLine, MAX_NAME_LENGTH, 'nameRequired', 'nameTooLong'),
  email: emailField('emailRequired', 'emailInvalid'),
  issueType: z.enum(issueTypes, { error: 'issueTypeRequired' }),
  description: requiredText(
    multiLine,
    MAX_DESCRIPTION_LENGTH,
    'descriptionRequired',
    'descriptionTooLong',
  ),
});

export type SupportRequestInput = z.input<typeof supportRequestSchema>;
export type SupportRequest = z.output<typeof supportRequestSchema>;

/** The message keys the schema reports (Support.errors.*). */
export type SupportFieldError =
  | 'nameRequired'
  | 'nameTooLong'
  | 'emailRequired'
  | 'emailInvalid'
  | 'issueTypeRequired'
  | 'descriptionRequired'
  | 'descriptionTooLong';
