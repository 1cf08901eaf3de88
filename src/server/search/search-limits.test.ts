import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cachedSearch,
  CACHE_ENTRIES,
  clearSearchCache,
  searchCacheSize,
  searchCacheStats,
} from './cached-search';
import { takeSearch } from './search-rate-limit';

// The published news's version (news-documents.ts reads it from the database).
const news = vi.hoisted(() => ({ version: 'v1' }));
vi.mock('./news-documents', () => ({ syncNewsDocuments: async () => news.version }));

describe('the search cache', () => {
  afterEach(() => {
    clearSearchCache();
    news.version = 'v1';
  });

  it('answers a query asked again, spelt differently but the same once normalised, from the cache', async () => {
    const first = await cachedSearch('ar', 'رسوم الدراسة');
    const again = await cachedSearch('ar', '  رُسوم   الدراسه ');
    expect(again).toBe(first);
    expect(searchCacheStats).toEqual({ hits: 1, misses: 1 });
    // Another page of results, or the other language, is another answer.
    await cachedSearch('ar', 'رسوم الدراسة', { offset: 10 });
    await cachedSearch('en', 'رسوم الدراسة');
    expect(searchCacheStats.misses).toBe(3);
  });

  it('drops a language’s cached answers when the published news changes', async () => {
    await cachedSearch('ar', 'رسوم الدراسة');
    await cachedSearch('en', 'fees');
    news.version = 'v2';
    await cachedSearch('ar', 'رسوم الدراسة');
    expect(searchCacheStats).toEqual({ hits: 0, misses: 3 });
    await cachedSearch('ar', 'رسوم الدراسة');
    expect(searchCacheStats.hits).toBe(1);
  });

  it('keeps at most CACHE_ENTRIES answers, dropping the least recently used', async () => {
    await cachedSearch('en', 'fees');
    for (let i = 0; i < CACHE_ENTRIES; i++) {
      await cachedSearch('en', `query ${i}`);
      if (i === 10) await cachedSearch('en', 'fees'); // used again: kept
    }
    expect(searchCacheSize()).toBe(CACHE_ENTRIES);
    const misses = searchCacheStats.misses;
    await cachedSearch('en', 'fees');
    expect(searchCacheStats.misses).toBe(misses);
    await cachedSearch('en', 'query 0'); // the oldest, dropped
    expect(searchCacheStats.misses).toBe(misses + 1);
  });
});

describe('the search rate limit', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lets a client search SEARCH_RATE_LIMIT_PER_MINUTE times a minute, then says how long to wait', () => {
    vi.stubEnv('SEARCH_RATE_LIMIT_PER_MINUTE', '5');
    const minute = 60_000 * 1_000_000;
    for (let i = 0; i < 5; i++) expect(takeSearch('198.51.100.1', minute + i)).toBeNull();
    expect(takeSearch('198.51.100.1', minute + 15_000)).toBe(45);
    // Another client is not affected, and the next minute starts afresh.
    expect(takeSearch('198.51.100.2', minute + 15_000)).toBeNull();
    expect(takeSearch('198.51.100.1', minute + 60_000)).toBeNull();
  });

  it('keeps a budget for the whole instance: past SEARCH_BUDGET_PER_MINUTE, every client waits', () => {
    vi.stubEnv('SEARCH_RATE_LIMIT_PER_MINUTE', '5');
    vi.stubEnv('SEARCH_BUDGET_PER_MINUTE', '12');
    const minute = 60_000 * 2_000_000;
    // Three clients, one over its own limit: its refused searches use none of the budget.
    for (let i = 0; i < 8; i++) takeSearch('198.51.100.1', minute + i);
    for (let i = 0; i < 5; i++) expect(takeSearch('198.51.100.2', minute + i)).toBeNull();
    expect(takeSearch('198.51.100.3', minute + 30_000)).toBeNull();
    expect(takeSearch('198.51.100.3', minute + 30_000)).toBeNull();
    // Twelve searches ran: a new client waits for the next minute, which starts afresh.
    expect(takeSearch('198.51.100.4', minute + 30_000)).toBe(30);
    expect(takeSearch('198.51.100.4', minute + 60_000)).toBeNull();
  });
});
