/**
 * The search the results page runs: searchSite() over the language's index, with the answers
 * of recent queries kept in a bounded least-recently-used cache. People search for the same
 * few things (fees, admission, the calendar), and a query repeated by a crawler or a script
 * costs one lookup instead of a ranking pass and excerpts. The cache lives in each process: an
 * answer depends only on the query and on the index, which only a new build changes.
 */
import 'server-only';
import type { Locale } from '@/i18n/routing';
import { normalizeForSearch } from '@/lib/normalize';
import { loadSearchIndex } from './load-search-index';
import { MAX_QUERY_LENGTH, searchSite, type SiteSearchAnswer } from './search-site';

/** Distinct answers kept (each a page of ten results: a few KB). */
export const CACHE_ENTRIES = 500;

const cache = new Map<string, SiteSearchAnswer>();

/** How the cache is doing, for the tests. */
export const searchCacheStats = { hits: 0, misses: 0 };

export function cachedSearch(
  locale: Locale,
  query: string,
  { offset = 0, limit = 10 }: { offset?: number; limit?: number } = {},
): SiteSearchAnswer {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const key = [locale, normalizeForSearch(text), offset, limit].join('\u0000');
  const cached = cache.get(key);
  if (cached) {
    // Most recently used last: Map keeps insertion order, so the first key is the oldest.
    cache.delete(key);
    cache.set(key, cached);
    searchCacheStats.hits++;
    return cached;
  }
  searchCacheStats.misses++;
  const answer = searchSite(loadSearchIndex(locale), text, { offset, limit });
  cache.set(key, answer);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return answer;
}

/** Empties the cache (tests). */
export function clearSearchCache(): void {
  cache.clear();
  searchCacheStats.hits = 0;
  searchCacheStats.misses = 0;
}

/** How many answers the cache holds (tests). */
export function searchCacheSize(): number {
  return cache.size;
}
