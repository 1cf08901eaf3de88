/**
 * The support desk's list, read from the URL's search parameters: a status, a search (reference,
 * name or e-mail) and a page; newest first. Anything unknown falls back to the default.
 */
import 'server-only';
import { z } from 'zod';
import { supportStatuses } from '@/lib/support-desk';
import { firstValues, listSearch, pageNumber, searchText } from '../staff/list-query';

export const SUPPORT_PAGE_SIZE = 25;

const supportQuerySchema = z.object({
  status: z.enum(supportStatuses).optional().catch(undefined),
  q: searchText,
  page: pageNumber,
});
export type SupportQuery = z.infer<typeof supportQuerySchema>;

export function parseSupportQuery(
  params: Record<string, string | string[] | undefined>,
): SupportQuery {
  return supportQuerySchema.parse(firstValues(params));
}

/** The search parameters of a query, defaults left out (for the list's links). */
export function supportSearch(query: Partial<SupportQuery>): string {
  return listSearch(query, { page: 1 });
}
