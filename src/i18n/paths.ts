/**
 * The languages and their URL paths, without next-intl: what the client components on every
 * page need (the language toggle, the error boundary). routing.ts re-exports all of it beside
 * next-intl's routing and the server's locale helpers, so that those stay out of every
 * visitor's first-load script (issue #23's 140 KB).
 */
import type { SitePath } from '@/config/site-paths';

export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];

/** Arabic is the default and lives at unprefixed paths; English lives under /en. */
export const defaultLocale: Locale = 'ar';

/** Name of the cookie holding the visitor's explicit language choice. */
export const LANG_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The public URL path of an (Arabic, unprefixed) path of the site in the given language. */
export function localePath(locale: Locale, path: SitePath): string {
  return localizePath(locale, path);
}

/**
 * The same for a path that is data, not code: the visitor's own address (the language toggle,
 * the proxy), a link an editor typed (the banner), a content file's link (checked by
 * content/sections.test.ts and e2e/crawl.spec.ts).
 */
export function localizePath(locale: Locale, path: string): string {
  if (locale === defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Splits a public path into its language and the unprefixed path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|ar)(\/.*)?$/.exec(pathname);
  if (match) return { locale: match[1] as Locale, path: match[2] ?? '/' };
  return { locale: 'ar', path: pathname || '/' };
}
