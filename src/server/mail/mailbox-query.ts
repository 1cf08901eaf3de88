/**
 * The mail outbox's list, read from the URL's search parameters: a status, a kind of message
 * and a page. Without a status, failed messages come first (what needs a person), then those
 * waiting, then those sent, each newest first. Anything unknown falls back to the default.
 */
import 'server-only';
import { z } from 'zod';
import { listQuery, pageNumber } from '../staff/list-query';

export const MAIL_PAGE_SIZE = 25;
export const mailStatuses = ['failed', 'pending', 'sent'] as const;
export type MailStatus = (typeof mailStatuses)[number];

const mailboxQuerySchema = z.object({
  status: z.enum(mailStatuses).optional().catch(undefined),
  /** A kind as the code writes them ('support-reply'): lower-case words and hyphens. */
  kind: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,59}$/)
    .optional()
    .catch(undefined),
  page: pageNumber,
});
export type MailboxQuery = z.infer<typeof mailboxQuerySchema>;

const mailboxQuery = listQuery(mailboxQuerySchema, { page: 1 });
/** The outbox's query of a URL's search parameters. */
export const parseMailboxQuery = mailboxQuery.parse;
/** The search parameters of a query, defaults left out (for the list's links). */
export const mailboxSearch = mailboxQuery.search;
