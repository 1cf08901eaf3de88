import 'server-only';
import { readFileSync } from 'node:fs';
import type { Locale } from '@/i18n/routing';
import { describeError } from '../logging/safe-log';
import { buildSearchIndex, parseSearchIndex, type SearchIndex } from './build-search-index';
import { searchIndexPath } from './search-index-file';

/** Each language's index, loaded once per process: it only changes with a new build. */
const loaded = new Map<Locale, SearchIndex>();

/**
 * The search index of one language. In production, the file `npm run build` wrote; when it is
 * missing (a bare `next build`), the index is built from the content data instead, with a
 * warning. In development and tests it is always built from the content data, so it follows
 * every edit.
 */
export function loadSearchIndex(locale: Locale): SearchIndex {
  const cached = loaded.get(locale);
  if (cached) return cached;
  let index: SearchIndex | undefined;
  if (process.env.NODE_ENV === 'production') {
    const path = searchIndexPath(locale);
    try {
      index = parseSearchIndex(readFileSync(path, 'utf8'));
    } catch (error) {
      console.warn(
        `Search index ${path} could not be read (${(error as Error).message}); building it from the content data. Run \`npm run build\` to write it.`,
      );
    }
  }
  index ??= buildSearchIndex(locale);
  loaded.set(locale, index);
  return index;
}

/** Loads both languages' indexes now (at server start), so no visitor waits for it. */
export function preloadSearchIndexes(): void {
  for (const locale of ['ar', 'en'] as const) {
    try {
      loadSearchIndex(locale);
    } catch (error) {
      console.error(
        `[search] could not load the ${locale} index at start: ${describeError(error)}`,
      );
    }
  }
}
