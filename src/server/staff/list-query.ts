/**
 * What the workspace's server-rendered lists share: their filters and page come from the URL's
 * search parameters (so every link, the filter form and paging work without JavaScript), and
 * the links they write leave the defaults out.
 */
import 'server-only';
import { z } from 'zod';

/** The first value of each search parameter (`?status=a&status=b` reads as `a`). */
export function firstValues(
  params: Record<string, string | string[] | undefined>,
): Record<string, string | undefined> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]),
  );
}

/**
 * A search box's text: trimmed, at most 200 characters, absent when empty or not text. A NUL
 * character is left out: no stored text holds one, and PostgreSQL refuses it in a query (500).
 */
export const searchText = z
  .string()
  .trim()
  .max(200)
  .optional()
  .catch(undefined)
  .transform((value) => value?.replaceAll('\u0000', '').trim() || undefined);

/** A page number from 1; anything else is page 1. */
export const pageNumber = z.coerce.number().int().min(1).max(100_000).catch(1).default(1);

/** The search parameters of a list's query, without the values equal to `defaults`. */
export function listSearch(
  query: Record<string, string | number | undefined>,
  defaults: Record<string, string | number>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '' || defaults[key] === value) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A list's two functions of its query: `parse` reads it from the URL's search parameters (the
 * first value of each) by its schema, `search` writes it back for the list's links, without the
 * values equal to `defaults`.
 */
export function listQuery<Query extends Record<string, string | number | undefined>>(
  schema: z.ZodType<Query>,
  defaults: Partial<Record<keyof Query, string | number>>,
) {
  return {
    parse: (params: Record<string, string | string[] | undefined>): Query =>
      schema.parse(firstValues(params)),
    search: (query: Partial<Query>): string =>
      listSearch(query, defaults as Record<string, string | number>),
  };
}
