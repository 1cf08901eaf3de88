/**
 * What the service worker (service-worker.ts) keeps and serves, as plain functions the tests
 * can call: no service-worker global here, and no import (the worker's bundle stays small).
 */
/** The toggle's language cookie (src/i18n/routing.ts LANG_COOKIE; a test keeps them equal). */
export const LANG_COOKIE = 'lang';

/** The cache of the pages a visitor opened (and the few warmed for an applicant). */
export const PAGES_CACHE = 'pages';
/** The cache of Next's hashed files (scripts, styles, fonts) as pages ask for them. */
export const STATIC_CACHE = 'static';
/** The cache of the site's own pictures (public/images, public/icons, next/image copies). */
export const IMAGES_CACHE = 'images';

/**
 * Never kept by the worker: the staff workspace (signed-in pages) and every API answer (an
 * application's status, a document, the staff's data).
 */
export function isPrivatePath(path: string): boolean {
  return /^\/(en\/)?staff(\/|$)/.test(path) || /^\/api(\/|$)/.test(path);
}

/** The language of a page's path: /en and below is English, everything else Arabic. */
export function localeOfPath(path: string): 'ar' | 'en' {
  return path === '/en' || path.startsWith('/en/') ? 'en' : 'ar';
}

/** The page shown for a page never opened while the network is down, in the page's language. */
export function offlinePath(locale: 'ar' | 'en'): string {
  return locale === 'en' ? '/en/offline' : '/offline';
}

/** The pages an applicant needs most, kept after the first visit (unless data is saved). */
export function applicantPages(locale: 'ar' | 'en'): string[] {
  const paths = ['/', '/admission', '/admission/fees', '/academic-calendar', '/contact'];
  return paths.map((path) => (locale === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path));
}

/**
 * Whether the worker may keep a page's answer: a public page of this site, answered 200. Not the
 * library's files (/files/…, replaced or removed by editors under the same address: a kept copy
 * would outlive them) nor the downloads (PDFs, far larger than a page).
 */
export function isKeptPage(path: string): boolean {
  return !isPrivatePath(path) && !/^\/(_next|files|downloads)\//.test(path);
}

/** At most this many scripts are taken from one page's message (a page starts with about 11). */
export const MAX_WARM_SCRIPTS = 40;

/**
 * The page's startup scripts to keep, from the page's message (the loader's list,
 * runtime/late-scripts.ts): same-origin paths of Next's hashed scripts only, each once, at
 * most MAX_WARM_SCRIPTS. Anything else in the message is ignored.
 */
export function warmScripts(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const paths = value.filter(
    (path): path is string =>
      typeof path === 'string' &&
      path.length <= 200 &&
      /^\/_next\/static\/[A-Za-z0-9._~/-]+\.js$/.test(path) &&
      !path.includes('..'),
  );
  return [...new Set(paths)].slice(0, MAX_WARM_SCRIPTS);
}
