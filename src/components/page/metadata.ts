import type { Metadata } from 'next';
import { getPage } from '@content/index';
import { pathOf, type RouteKey } from '@/config/routes';
import { siteConfig } from '@/config/site';
import { isLocale, localePath, locales, type Locale } from '@/i18n/routing';

/**
 * Metadata of a page: title "page heading – college name" (the home page: the college name),
 * description, canonical and hreflang alternates, Open Graph and Twitter cards with the page's
 * share image.
 */
export function pageMetadata(locale: Locale, key: RouteKey): Metadata {
  const page = getPage(locale, key);
  const name = siteConfig.name[locale];
  const title = key === 'home' ? name : `${page.title} – ${name}`;
  const path = pathOf(key);
  const url = localePath(locale, path);
  // The page's share image (src/app/api/og): its title and the college's name.
  const image = {
    url: `/api/og/${locale}${path === '/' ? '' : path}`,
    width: 1200,
    height: 630,
    alt: title,
    type: 'image/png',
  };
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
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description: page.description,
      images: [{ url: image.url, alt: title }],
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
