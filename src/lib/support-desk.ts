/**
 * The support desk's rules, shared by the workspace's forms and its endpoints: where a support
 * request stands (new until the desk answers it, answered, closed), a reply to the requester,
 * and closing or reopening a request. The error codes are keys of `Staff.fieldErrors`.
 *
 * Loaded by the database schema outside the Next.js bundler: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { multiLine, singleLine } from './single-line';
import { requiredText } from './text-field';

export const supportStatuses = ['new', 'answered', 'closed'] as const;
/** Where a request came from: the platform hub's support form, or the contact page. */
export const supportKinds = ['support', 'contact'] as const;
export type SupportKind = (typeof supportKinds)[number];
/** Who wrote a message of a request's thread after the request: the desk, or the requester. */
export const supportAuthors = ['desk', 'requester'] as const;
export type SupportAuthor = (typeof supportAuthors)[number];
export type SupportStatus = (typeof supportStatuses)[number];

export function isSupportStatus(value: unknown): value is SupportStatus {
  return typeof value === 'string' && (supportStatuses as readonly string[]).includes(value);
}

export const MAX_REPLY_LENGTH = 4000;

/** A reply, e-mailed to the requester in the language of their request. */
export const supportReplySchema = z
  .object({
    body: requiredText(multiLine, MAX_REPLY_LENGTH, 'replyRequired', 'replyTooLong'),
  })
  .strict();
export type SupportReply = z.output<typeof supportReplySchema>;

export const MAX_ANSWER_TITLE_LENGTH = 120;

/** A saved answer of the desk (issue #45): a title to pick it by, and the text it inserts. */
export const supportAnswerSchema = z
  .object({
    title: requiredText(
      singleLine,
      MAX_ANSWER_TITLE_LENGTH,
      'answerTitleRequired',
      'answerTitleTooLong',
    ),
    body: requiredText(multiLine, MAX_REPLY_LENGTH, 'replyRequired', 'replyTooLong'),
  })
  .strict();
export type SupportAnswer = z.output<typeof supportAnswerSchema>;

/** The support agent a request is assigned to (an account's id), or no one (null). */
export const supportAssignmentSchema = z
  .object({ to: z.string({ error: 'agentRequired' }).min(1).max(100).nullable() })
  .strict();

/** Closing a request, or reopening a closed one. */
export const supportStatusActions = ['close', 'reopen'] as const;
export const supportStatusSchema = z
  .object({ action: z.enum(supportStatusActions, { error: 'supportActionRequired' }) })
  .strict();
export type SupportStatusAction = (typeof supportStatusActions)[number];

/**
 * The status a request takes: a reply answers it (a closed one too: the requester has been
 * written to); the requester's follow-up makes it new again (the desk has something to answer);
 * closing closes it; reopening gives it back the status it had before it was closed, answered
 * when the desk wrote last, new otherwise. Null when nothing would change.
 */
export function nextSupportStatus(
  current: SupportStatus,
  change: SupportStatusAction | 'reply' | 'follow-up',
  answered: boolean,
): SupportStatus | null {
  if (change === 'reply') return 'answered';
  if (change === 'follow-up') return current === 'new' ? null : 'new';
  if (change === 'close') return current === 'closed' ? null : 'closed';
  if (current !== 'closed') return null;
  return answered ? 'answered' : 'new';
}
