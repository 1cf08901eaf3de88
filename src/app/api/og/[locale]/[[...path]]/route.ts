import { knownPaths, pathOf, routeKeys, type RouteKey } from '@/config/routes';
import { isLocale, locales } from '@/i18n/routing';
import { pageImage } from '@/server/og/page-image';

/**
 * Every page's share image, made at build time (no image is drawn on request) and again, once,
 * after an editor changes the page (src/server/pages/refresh-pages.ts).
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return locales.flatMap((locale) =>
    routeKeys.map((key) => ({ locale, path: pathOf(key).split('/').filter(Boolean) })),
  );
}

const keyByPath = new Map(routeKeys.map((key) => [pathOf(key), key] as [string, RouteKey]));

export async function GET(
  _request: Request,
  { params }: { params: Promise<{ locale: string; path?: string[] }> },
) {
  const { locale, path } = await params;
  const pagePath = `/${(path ?? []).join('/')}`;
  const key = keyByPath.get(pagePath);
  if (!isLocale(locale) || !key || !knownPaths.has(pagePath)) {
    return new Response('Not found', { status: 404 });
  }
  return pageImage(locale, key);
}
