/**
 * The support desk's list, read from the URL's search parameters: a status, a kind, an agent
 * (mine, not assigned, or one), a search (reference, name or e-mail) and a page; newest first. Anything unknown falls back to the default.
 */
import 'server-only';
import { z } from 'zod';
import { supportKinds, supportStatuses } from '@/lib/support-desk';
import { listQuery, pageNumber, searchText } from '../staff/list-query';

export const SUPPORT_PAGE_SIZE = 25;

const supportQuerySchema = z.object({
  status: z.enum(supportStatuses).optional().catch(undefined),
  /** The platform hub's support requests, or the contact page's messages. */
  kind: z.enum(supportKinds).optional().catch(undefined),
  /** 'mine', 'none' (not assigned) or an agent's account id. */
  agent: z
    .string()
    .regex(/^[\w-]{1,100}$/)
    .optional()
    .catch(undefined),
  q: searchText,
  page: pageNumber,
});
export type SupportQuery = z.infer<typeof supportQuerySchema>;

const supportQuery = listQuery(supportQuerySchema, { page: 1 });
/** The support desk's query of a URL's search parameters. */
export const parseSupportQuery = supportQuery.parse;
/** The search parameters of a query, defaults left out (for the list's links). */
export const supportSearch = supportQuery.search;
