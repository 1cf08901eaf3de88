import type { MetadataRoute } from 'next';
import { pathOf, sitemapKeys } from '@/config/routes';
import type { SitePath } from '@/config/site-paths';
import { siteConfig } from '@/config/site';
import { localePath, locales } from '@/i18n/routing';
import { describeError } from '@/server/db/errors';
import { sitePages } from '@/server/db/schema';
import { readPublishedNews } from '@/server/news/published-news';
import { readPublished } from '@/server/publishing/read-published';

// Read on each request: the published news items are in the database (issue #22).
export const dynamic = 'force-dynamic';

/** A path in both languages, each with its hreflang alternates. */
function entries(path: SitePath, lastModified?: Date): MetadataRoute.Sitemap {
  const languages = Object.fromEntries(
    locales.map((locale) => [locale, `${siteConfig.siteUrl}${localePath(locale, path)}`]),
  );
  return locales.map((locale) => ({
    url: `${siteConfig.siteUrl}${localePath(locale, path)}`,
    alternates: { languages },
    ...(lastModified ? { lastModified } : {}),
  }));
}

/**
 * Every page of the registry (an edited one with the time of its last publication), then every
 * published news item, in both languages.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // An edited page's last publication (issue #46), the others as the build drew them.
  const edited = await readPublished('pages-published-at', (db) =>
    db.select({ key: sitePages.routeKey, at: sitePages.publishedAt }).from(sitePages),
  ).catch(() => []);
  const publishedAt = new Map(edited.map((row) => [row.key, row.at]));
  const pages = sitemapKeys.flatMap((key) => entries(pathOf(key), publishedAt.get(key)));
  try {
    // The last list read when the database fails; the pages alone with none read yet.
    const news = await readPublishedNews('ar');
    return [
      ...pages,
      ...news.flatMap((item) => entries(`${pathOf('news')}/${item.slug}`, item.updatedAt)),
    ];
  } catch (error) {
    console.error(`[sitemap] could not read the news: ${describeError(error)}`);
    return pages;
  }
}
