/**
 * The public pages rendered on each request (`export const dynamic = 'force-dynamic'` in their
 * page file: they read what staff publish), which the nginx front may keep for its short
 * lifetime because they are the same for every visitor (`X-Front-Cache: public`,
 * next.config.ts; deploy/nginx/college.conf). Next.js needs the `dynamic` export written in
 * each page file, so per-request-pages.test.ts checks that the page files and this list agree.
 */
export const frontCachedPages = [
  '/',
  '/en',
  '/news',
  '/en/news',
  '/news/:slug',
  '/en/news/:slug',
  '/events',
  '/en/events',
  '/circulars',
  '/en/circulars',
  '/circulars/:audience',
  '/en/circulars/:audience',
  '/academic-calendar',
  '/en/academic-calendar',
  '/admission',
  '/en/admission',
  '/admission/application',
  '/en/admission/application',
  '/faculty-staff/directory',
  '/en/faculty-staff/directory',
  '/sitemap.xml',
];

/** Rendered on each request, yet never kept by the front, and why. */
export const uncachedPerRequestPages: Record<string, string> = {
  '/about/board':
    'waits for the database a moment, then sends a loading state that must not be kept',
};
