import type { Metadata } from 'next';
import { getPage } from '@content/index';
import { pageWords } from '@/server/pages/published-pages';
import { pathOf, type RouteKey } from '@/config/routes';
import type { SitePath } from '@/config/site-paths';
import { siteConfig } from '@/config/site';
import { isLocale, localePath, locales, type Locale } from '@/i18n/routing';

/** What a page's metadata is made of. */
export interface MetadataInput {
  /** The page's own title (the college's name is added). */
  title: string;
  description: string;
  /** The path without the language prefix. */
  path: SitePath;
  /** Its share image, when it is not the one built for the page's path. */
  image?: { url: string; width: number; height: number; type: string };
  type?: 'website' | 'article';
}

/**
 * Metadata of a page: title "page heading – college name" (the home page: the college name),
 * description, canonical and hreflang alternates, Open Graph and Twitter cards with the page's
 * share image.
 */
export function pageMetadata(
  locale: Locale,
  key: RouteKey,
  page: { title: string; description: string } = getPage(locale, key),
): Metadata {
  return metadataOf(locale, {
    title: key === 'home' ? '' : page.title,
    description: page.description,
    path: pathOf(key),
  });
}

/** The metadata of any page, from its title, description and path (see `pageMetadata`). */
export function metadataOf(locale: Locale, input: MetadataInput): Metadata {
  const name = siteConfig.name[locale];
  const title = input.title ? `${input.title} – ${name}` : name;
  const { path, description } = input;
  const url = localePath(locale, path);
  // The page's share image (src/app/api/og): its title and the college's name.
  const image = {
    ...(input.image ?? {
      url: `/api/og/${locale}${path === '/' ? '' : path}`,
      width: 1200,
      height: 630,
      type: 'image/png',
    }),
    alt: title,
  };
  return {
    metadataBase: new URL(siteConfig.siteUrl),
    title: { absolute: title },
    description,
    alternates: {
      canonical: url,
      languages: {
        ...Object.fromEntries(locales.map((l) => [l, localePath(l, path)])),
        'x-default': path,
      },
    },
    openGraph: {
      type: input.type ?? 'website',
      siteName: name,
      title,
      description,
      url,
      locale: locale === 'ar' ? 'ar_SD' : 'en_GB',
      alternateLocale: locale === 'ar' ? 'en_GB' : 'ar_SD',
      images: [image],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
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
    if (!isLocale(locale)) return {};
    // An edited page's title and description (src/server/pages/published-pages.ts).
    return { ...pageMetadata(locale, key, await pageWords(locale, key)), ...extra };
  };
}

/**
 * The `generateMetadata` of a page the registry does not list (offline, not found): its title
 * ("title – college name") and description in the page's language, never indexed.
 */
export function unlistedPageMetadata(
  words: (locale: Locale) => { title: string; description: string },
) {
  return async function generateMetadata({
    params,
  }: {
    params: Promise<{ locale: string }>;
  }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale)) return {};
    const { title, description } = words(locale);
    return {
      title: { absolute: `${title} – ${siteConfig.name[locale]}` },
      description,
      robots: { index: false },
    };
  };
}
