/// <reference lib="webworker" />
/**
 * The site's service worker (issue #23), built by scripts/build-service-worker.mjs into
 * public/sw.js with Serwist. It keeps:
 * - the offline page of each language and the site's styles, precached at install;
 * - the pages a visitor opens, shown at once from the cache on the next visit while a fresh copy
 *   is fetched in the background (stale-while-revalidate), and shown offline;
 * - the pages an applicant needs most (home, admission, fees, calendar, contact) in the
 *   visitor's language, fetched once after the first visit unless the browser saves data;
 * - Next's hashed files and the site's pictures, as pages use them, and the scripts of each
 *   page opened (which it runs only once the visitor engages with it), unless data is saved.
 * It never keeps the staff workspace or an API answer (sw-rules.ts), nor anything but a GET
 * answered 200. A page never opened shows the offline page of its language while offline.
 */
import {
  CacheableResponsePlugin,
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  Serwist,
  StaleWhileRevalidate,
  type PrecacheEntry,
} from 'serwist';
import {
  applicantPages,
  IMAGES_CACHE,
  isKeptPage,
  LANG_COOKIE,
  localeOfPath,
  offlinePath,
  PAGES_CACHE,
  STATIC_CACHE,
  warmScripts,
} from './sw-rules';

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  cookieStore?: { get(name: string): Promise<{ value: string } | null> };
};

const DAY = 24 * 3600;

const pagePlugins = () => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 30 * DAY }),
];

/** Opened pages: from the cache at once, refreshed in the background. */
const pages = new StaleWhileRevalidate({ cacheName: PAGES_CACHE, plugins: pagePlugins() });
/**
 * An Arabic (unprefixed) page for a visitor who may have chosen English: the server sends them
 * to the English page (src/proxy.ts), so the network answers first; the cache only offline.
 */
const pagesNetworkFirst = new NetworkFirst({
  cacheName: PAGES_CACHE,
  networkTimeoutSeconds: 5,
  plugins: pagePlugins(),
});

/** Whether the visitor chose English with the toggle: true, false, or undefined if unknown. */
async function choseEnglish(): Promise<boolean | undefined> {
  if (!self.cookieStore) return undefined;
  try {
    return (await self.cookieStore.get(LANG_COOKIE))?.value === 'en';
  } catch {
    return undefined;
  }
}

/** Next's hashed files: named by their content, kept for a year. */
const staticFiles = new CacheFirst({
  cacheName: STATIC_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 365 * DAY }),
  ],
});

const serwist: Serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: true,
  clientsClaim: true,
  runtimeCaching: [
    {
      matcher: ({ request, url, sameOrigin }) =>
        sameOrigin &&
        request.method === 'GET' &&
        request.mode === 'navigate' &&
        isKeptPage(url.pathname),
      handler: async (options): Promise<Response> => {
        const locale = localeOfPath(options.url.pathname);
        try {
          if (locale === 'ar' && (await choseEnglish()) !== false) {
            return await pagesNetworkFirst.handle(options);
          }
          return await pages.handle(options);
        } catch (error) {
          // Offline, and never opened: the offline page of the page's language.
          const offline: Response | undefined = await serwist.matchPrecache(offlinePath(locale));
          if (offline) return offline;
          throw error;
        }
      },
    },
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: staticFiles,
    },
    {
      matcher: ({ url, sameOrigin }) =>
        sameOrigin && /^\/(images|icons)\/|^\/_next\/image$/.test(url.pathname),
      handler: new StaleWhileRevalidate({
        cacheName: IMAGES_CACHE,
        plugins: [
          new CacheableResponsePlugin({ statuses: [200] }),
          new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * DAY }),
        ],
      }),
    },
  ],
});

/**
 * A page asks for the applicant's pages in its language once the worker is ready (the
 * registration script in src/components/theme/theme-script.ts, not when saving data): those
 * not kept yet are fetched through the pages' own strategy, so they expire like the others.
 */
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: unknown; locale?: unknown; scripts?: unknown } | null;
  if (data?.type !== 'warm') return;
  const locale = data.locale === 'en' ? 'en' : 'ar';
  event.waitUntil(
    (async () => {
      // The page's own scripts, which it runs only once the visitor engages with it: kept
      // now, so its buttons and menus also work when the page is next opened offline.
      for (const path of warmScripts(data.scripts)) {
        const url = new URL(path, self.location.origin);
        try {
          await staticFiles.handle({ event, request: new Request(url) });
        } catch {
          // Offline or refused: tried again after the next visit.
        }
      }
      const cache = await caches.open(PAGES_CACHE);
      for (const path of applicantPages(locale)) {
        const url = new URL(path, self.location.origin);
        if (await cache.match(url)) continue;
        try {
          await pages.handle({ event, request: new Request(url, { credentials: 'same-origin' }) });
        } catch {
          // Offline or refused: tried again after the next visit.
        }
      }
    })(),
  );
});

serwist.addEventListeners();
