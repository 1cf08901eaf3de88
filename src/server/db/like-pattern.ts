import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The ILIKE pattern of a search box's text: contains it anywhere, and `%`, `_` and `\` typed in
 * the box are searched for, not taken as wildcards.
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/** Any of `columns` contains the search box's text (read as likePattern reads it). */
export function containsText(text: string, ...columns: AnyPgColumn[]): SQL | undefined {
  const pattern = likePattern(text);
  return or(...columns.map((column) => ilike(column, pattern)));
}
