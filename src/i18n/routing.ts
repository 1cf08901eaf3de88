import { defineRouting } from 'next-intl/routing';
import { defaultLocale, locales, type Locale } from './paths';

export {
  LANG_COOKIE,
  isLocale,
  localePath,
  localizePath,
  locales,
  splitLocale,
  type Locale,
} from './paths';

/**
 * Arabic is the default and lives at unprefixed paths; English lives under /en.
 * Browser language never redirects (localeDetection: false); the visitor's explicit choice is
 * our own `lang` cookie, set by the language toggle (so static pages never answer with Set-Cookie).
 */
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeDetection: false,
  localeCookie: false,
  // Our pages carry their own canonical and hreflang links (from SITE_URL); next-intl's Link
  // header would name the request's host instead and contradict them.
  alternateLinks: false,
});

export function dirOf(locale: Locale): 'rtl' | 'ltr' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

/** Intl locale with Western digits in both languages (DESIGN.md section 4). */
export function intlLocale(locale: Locale): string {
  return locale === 'ar' ? 'ar-SD-u-nu-latn' : 'en-GB';
}
