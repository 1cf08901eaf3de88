import type { MetadataRoute } from 'next';
import { pathOf, sitemapKeys } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { localePath, locales } from '@/i18n/routing';

/** Every page in both languages, each with its hreflang alternates. */
export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapKeys.flatMap((key) => {
    const path = pathOf(key);
    const languages = Object.fromEntries(
      locales.map((locale) => [locale, `${siteConfig.siteUrl}${localePath(locale, path)}`]),
    );
    return locales.map((locale) => ({
      url: `${siteConfig.siteUrl}${localePath(locale, path)}`,
      alternates: { languages },
    }));
  });
}
