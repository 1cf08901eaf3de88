/**
 * The support desk's rules, shared by the workspace's forms and its endpoints: where a support
 * request stands (new until the desk answers it, answered, closed), a reply to the requester,
 * and closing or reopening a request. The error codes are keys of `Staff.fieldErrors`.
 *
 * Loaded by the database schema outside the Next.js bundler: relative imports only.
 */
import './zod';
import { z } from 'zod';
import { multiLine } from './single-line';
import { requiredText } from './text-field';

export const supportStatuses = ['new', 'answered', 'closed'] as const;
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

/** Closing a request, or reopening a closed one. */
export const supportStatusActions = ['close', 'reopen'] as const;
export const supportStatusSchema = z
  .object({ action: z.enum(supportStatusActions, { error: 'supportActionRequired' }) })
  .strict();
export type SupportStatusAction = (typeof supportStatusActions)[number];

/**
 * The status a request takes: a reply answers it (a closed one too: the requester has been
 * written to); closing closes it; reopening gives it back the status it had before it was
 * closed, answered when it has replies, new otherwise. Null when nothing would change.
 */
export function nextSupportStatus(
  current: SupportStatus,
  change: SupportStatusAction | 'reply',
  hasReplies: boolean,
): SupportStatus | null {
  if (change === 'reply') return 'answered';
  if (change === 'close') return current === 'closed' ? null : 'closed';
  if (current !== 'closed') return null;
  return hasReplies ? 'answered' : 'new';
}
