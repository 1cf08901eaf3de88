import createMiddleware from 'next-intl/middleware';
import { NextResponse, type NextRequest } from 'next/server';
import { knownPaths } from './config/routes';
import { LANG_COOKIE, localePath, routing, splitLocale } from './i18n/routing';

const intl = createMiddleware(routing);

/**
 * Language routing. A visitor who chose English with the toggle and opens an unprefixed
 * (Arabic) link is sent to the English page; nobody else is redirected, whatever their
 * browser's Accept-Language says (Arabic is the default).
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  if (!knownPaths.has(path.length > 1 ? path.replace(/\/+$/, '') : path)) {
    // No page has this path: answer 404 with the prerendered not-found page of its language.
    console.warn(`404 not found: ${pathname}`);
    const url = request.nextUrl.clone();
    url.pathname = `/${locale}/page-not-found`;
    return NextResponse.rewrite(url, { status: 404 });
  }
  const preferred = request.cookies.get(LANG_COOKIE)?.value;
  if (preferred === 'en' && locale === 'ar') {
    const url = request.nextUrl.clone();
    url.pathname = localePath('en', path);
    url.search = search;
    const response = NextResponse.redirect(url, 307);
    response.headers.set('Cache-Control', 'private, no-store');
    return response;
  }
  return intl(request);
}

export const config = {
  // Pages only: not the API, Next's own assets, or files with an extension (sitemap.xml, icons).
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
