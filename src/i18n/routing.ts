import { defineRouting } from 'next-intl/routing';

export const locales = ['ar', 'en'] as const;
export type Locale = (typeof locales)[number];

/**
 * Arabic is the default and lives at unprefixed paths; English lives under /en.
 * Browser language never redirects (localeDetection: false); the visitor's explicit choice is
 * our own `lang` cookie, set by the language toggle (so static pages never answer with Set-Cookie).
 */
export const routing = defineRouting({
  locales,
  defaultLocale: 'ar',
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // Our pages carry their own canonical and hreflang links (from SITE_URL); next-intl's Link
  // header would name the request's host instead and contradict them.
  alternateLinks: false,
});

/** Name of the cookie holding the visitor's explicit language choice. */
export const LANG_COOKIE = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** The public URL path of an (Arabic, unprefixed) path in the given language. */
export function localePath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** Splits a public path into its language and the unprefixed path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/(en|ar)(\/.*)?$/.exec(pathname);
  if (match) return { locale: match[1] as Locale, path: match[2] ?? '/' };
  return { locale: 'ar', path: pathname || '/' };
}

/** Intl locale with Western digits in both languages (DESIGN.md section 4). */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-SD-u-nu-latn' : 'en-GB';
}
