import { getPage } from '@content/index';
import { pathOf, sitemapKeys, type RouteKey } from '@/config/routes';
import { localePath, type Locale } from '@/i18n/routing';
import { normalizeForSearch } from '@/lib/normalize';

export interface TitleMatch {
  key: RouteKey;
  href: string;
  title: string;
  description: string;
}

/**
 * Pages of one language whose title contains every word of the query, tolerant of Arabic
 * spelling variants. An empty query matches nothing.
 */
export function searchTitles(locale: Locale, query: string): TitleMatch[] {
  const words = normalizeForSearch(query).split(' ').filter(Boolean);
  if (words.length === 0) return [];
  return sitemapKeys
    .filter((key) => {
      const page = getPage(locale, key);
      const title = normalizeForSearch(`${page.title} ${page.navLabel ?? ''}`);
      return words.every((word) => title.includes(word));
    })
    .map((key) => {
      const page = getPage(locale, key);
      return {
        key,
        href: localePath(locale, pathOf(key)),
        title: page.title,
        description: page.description,
      };
    });
}
