import type { Metadata } from 'next';
import { getPage } from '@content/index';
import { pathOf, type RouteKey } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { isLocale, localePath, locales, type Locale } from '@/i18n/routing';

/**
 * Metadata of a page: title "page heading – college name" (the home page: the college name),
 * description, canonical and hreflang alternates, Open Graph.
 */
export function pageMetadata(locale: Locale, key: RouteKey): Metadata {
  const page = getPage(locale, key);
  const name = siteConfig.name[locale];
  const title = key === 'home' ? name : `${page.title} – ${name}`;
  const path = pathOf(key);
  const url = localePath(locale, path);
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: { absolute: title },
    description: page.description,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(locales.map((l) => [l, localePath(l, path)])),
        'x-default': path,
      },
    },
    openGraph: {
      type: 'website',
      siteName: name,
      title,
      description: page.description,
      url,
      locale: locale === 'ar' ? 'ar_SD' : 'en_GB',
      alternateLocale: locale === 'ar' ? 'en_GB' : 'ar_SD',
    },
  };
}

/**
 * A page's `generateMetadata`: the metadata of `key` in the page's language, plus `extra`
 * (e.g. `robots` for the search results).
 */
export function metadataFor(key: RouteKey, extra: Metadata = {}) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    return isLocale(locale) ? { ...pageMetadata(locale, key), ...extra } : {};
  };
}
