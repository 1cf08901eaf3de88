import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { isKnownPath } from './config/routes';
import { isInStaffArea, isStaffPath, rolesOfStaffPath } from './config/staff-paths';
import { catalogues } from './i18n/catalogues';
import {
  dirOf,
  LANG_COOKIE,
  localePath,
  localizePath,
  routing,
  splitLocale,
  type Locale,
} from './i18n/routing';
import { databaseAnswers } from './server/db/database-check';
import { clientKey } from './server/http/client-address';
import { takeSearch } from './server/search/search-rate-limit';
import { signedInRoles } from './server/staff/session-roles-check';
import { staffUnavailable } from './server/staff/staff-unavailable';

/**
 * The answer to a client past the search limit: a small page in its language, made here so
 * that refusing costs almost nothing (no page render, no search).
 */
function searchLimited(locale: Locale, retryAfter: number): NextResponse {
  const t = catalogues[locale].Search;
  const html =
    `<!doctype html><html lang="${locale}" dir="${dirOf(locale)}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${t.rateLimitedTitle}</title></head>` +
    `<body style="font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem">` +
    `<main><h1>${t.rateLimitedTitle}</h1><p>${t.rateLimitedText}</p>` +
    `<p><a href="${localePath(locale, '/')}">${t.rateLimitedHome}</a></p></main></body></html>`;
  return new NextResponse(html, {
    status: 429,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Retry-After': String(retryAfter),
    },
  });
}

const intl = createMiddleware(routing);

/**
 * Language routing. A visitor who chose English with the toggle and opens an unprefixed
 * (Arabic) link is sent to the English page; nobody else is redirected, whatever their
 * browser's Accept-Language says (Arabic is the default). A staff page while the database does
 * not answer: 503, "temporarily unavailable" (src/server/staff/staff-unavailable.ts).
 */
export default async function proxy(request: NextRequest): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  if (pathname.startsWith(SHARE_IMAGES)) return shareImage(request);
  const { locale, path } = splitLocale(pathname);
  const staff = isStaffPath(path);
  if (!staff && !isKnownPath(path.length > 1 ? path.replace(/\/+$/, '') : path)) {
    // No page has this path: answer 404 with the prerendered not-found page of its language.
    console.warn(`404 not found: ${pathname}`);
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}/page-not-found`;
    const response = NextResponse.rewrite(url, { status: 404 });
    // A mistyped workspace address (a malformed record id) is the workspace's too: never
    // indexed, never kept by a shared cache, like the pages beside it.
    if (isInStaffArea(path)) staffHeaders(response);
    return response;
  }
  if (path === '/search' && request.nextUrl.searchParams.get('q')?.trim()) {
    const wait = takeSearch(clientKey(request));
    if (wait !== null) return searchLimited(locale, wait);
  }
  const preferred = request.cookies.get(LANG_COOKIE)?.value;
  if (preferred === 'en' && locale === 'ar') {
    const url = request.nextUrl.clone();
    url.pathname = localizePath('en', path);
    url.search = search;
    const response = NextResponse.redirect(url, 307);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  if (staff) return await staffPage(request, locale);
  return intl(request);
}

/**
 * A page of the staff workspace. Every one reads the session from the database: while the
 * database does not answer the page could only fail (500), so it is answered here instead, with
 * 503 and Retry-After.
 */
async function staffPage(request: NextRequest, locale: Locale): Promise<NextResponse> {
  if (!(await databaseAnswers())) return staffUnavailable(locale, request.nextUrl.pathname);
  // Another role's page: the workspace's "no access" page in its place, drawn on the server.
  const opening = rolesOfStaffPath(splitLocale(request.nextUrl.pathname).path);
  if (opening) {
    const roles = await signedInRoles((name) => request.cookies.get(name)?.value);
    if (roles && !opening.some((role) => roles.includes(role))) {
      const url = request.nextUrl.clone();
      url.pathname = `/${locale}/staff/no-access`;
      const response = NextResponse.rewrite(url, { status: 403 });
      staffHeaders(response);
      return response;
    }
  }
  const response = intl(request);
  // The staff workspace: never indexed, never kept by a cache (the pages say so too).
  staffHeaders(response);
  return response;
}

/** The share images' routes (src/app/api/og), the only part of the API that comes here. */
const SHARE_IMAGES = '/api/og/';

/**
 * A share image is drawn at build time, and Next answers whatever method asks for it with the
 * stored image: anything but GET and HEAD is refused here, as every other endpoint refuses a
 * method it does not have.
 */
function shareImage(request: NextRequest): NextResponse {
  if (request.method === 'GET' || request.method === 'HEAD') return NextResponse.next();
  return new NextResponse(null, { status: 405, headers: { Allow: 'GET, HEAD' } });
}

function staffHeaders(response: NextResponse) {
  response.headers.set('X-Robots-Tag', 'noindex, nofollow');
  response.headers.set('Cache-Control', 'private, no-store');
}

export const config = {
  // Pages (not the API, Next's own assets, or files with an extension: sitemap.xml, icons), and
  // the share images, for their methods.
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)', '/api/og/:path*'],
};
