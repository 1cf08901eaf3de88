/**
 * The inbox's filters, sorting and page, read from the URL's search parameters (the inbox is a
 * plain server-rendered page: its links and its CSV export carry the same parameters). Anything
 * unknown falls back to the default instead of failing.
 */
import 'server-only';
import { z } from 'zod';
import { reviewStatuses } from '../db/schema';
import { programmeIds } from '@/lib/application-form';

export const sortColumns = ['completedAt', 'reference', 'applicantName', 'reviewStatus'] as const;
export type SortColumn = (typeof sortColumns)[number];
export const PAGE_SIZE = 25;

/** A calendar date (YYYY-MM-DD that exists: not 2026-13-45). */
const day = z.iso.date().optional().catch(undefined);

export const inboxQuerySchema = z.object({
  status: z.enum(reviewStatuses).optional().catch(undefined),
  programme: z.enum(programmeIds).optional().catch(undefined),
  from: day,
  to: day,
  q: z
    .string()
    .trim()
    .max(200)
    .optional()
    .catch(undefined)
    .transform((value) => value || undefined),
  sort: z.enum(sortColumns).catch('completedAt').default('completedAt'),
  dir: z.enum(['asc', 'desc']).catch('desc').default('desc'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/** The query of a URL's search parameters (the first value of each). */
export function parseInboxQuery(params: Record<string, string | string[] | undefined>): InboxQuery {
  const first = Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
  return inboxQuerySchema.parse(first);
}

/** The search parameters of a query, defaults left out (for links and the export). */
export function inboxSearch(query: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if ((key === 'sort' && value === 'completedAt') || (key === 'dir' && value === 'desc'))
      continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
