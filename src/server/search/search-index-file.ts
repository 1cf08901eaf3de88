import { join } from 'node:path';
import type { Locale } from '@/i18n/routing';

/**
 * Where `npm run build` writes the search index of each language: inside Next's build folder,
 * which `next build` empties, so an index never outlives the build it was made with.
 */
export function searchIndexPath(locale: Locale, root: string = process.cwd()): string {
  return join(root, '.next', 'search-index', `${locale}.json`);
}
