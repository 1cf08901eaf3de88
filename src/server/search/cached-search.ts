/**
 * The search the results page runs: searchSite() over the language's index, with the answers
 * of recent queries kept in a bounded least-recently-used cache. People search for the same
 * few things (fees, admission, the calendar), and a query repeated by a crawler or a script
 * costs one lookup instead of a ranking pass and excerpts. The cache lives in each process: an
 * answer depends on the query, on the index (a new build) and on the published news
 * (news-documents.ts), whose version is part of the key.
 */
import 'server-only';
import type { Locale } from '@/i18n/routing';
import { normalizeForSearch } from '@/lib/normalize';
import { loadSearchIndex } from './load-search-index';
import { syncNewsDocuments } from './news-documents';
import { MAX_QUERY_LENGTH, searchSite, type SiteSearchAnswer } from './search-site';

/** Distinct answers kept (each a page of ten results: a few KB). */
export const CACHE_ENTRIES = 500;

const cache = new Map<string, SiteSearchAnswer>();
/** The news version each language's cached answers were found with. */
const newsVersions = new Map<Locale, string>();

/** How the cache is doing, for the tests. */
export const searchCacheStats = { hits: 0, misses: 0 };

export async function cachedSearch(
  locale: Locale,
  query: string,
  { offset = 0, limit = 10 }: { offset?: number; limit?: number } = {},
): Promise<SiteSearchAnswer> {
  const text = query.slice(0, MAX_QUERY_LENGTH);
  const index = loadSearchIndex(locale);
  const news = await syncNewsDocuments(locale, index);
  if (news !== newsVersions.get(locale)) {
    // The news changed: what was found before may no longer be right.
    for (const key of cache.keys()) if (key.startsWith(`${locale}\u0000`)) cache.delete(key);
    newsVersions.set(locale, news);
  }
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
  const answer = searchSite(index, text, { offset, limit });
  cache.set(key, answer);
  if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  return answer;
}

/** Empties the cache (tests). */
export function clearSearchCache(): void {
  cache.clear();
  newsVersions.clear();
  searchCacheStats.hits = 0;
  searchCacheStats.misses = 0;
}

/** How many answers the cache holds (tests). */
export function searchCacheSize(): number {
  return cache.size;
}
