import { getPage } from '@content/index';
import { siteConfig } from '@/config/site';
import { translatorFor } from '@/i18n/catalogues';
import { dirOf, isLocale, localePath } from '@/i18n/routing';
import { AppError, errorResponse } from '@/server/errors';

/**
 * GET /api/manifest/{ar|en}.webmanifest: the web app manifest of the site in one language
 * (issue #23), named and laid out in it (Arabic: right to left), starting on its home page, with
 * the college's shield as the icon. Each language's pages link their own. 404 otherwise.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/manifest/[file]'>,
): Promise<Response> {
  try {
    const { file } = await params;
    const locale = /^(ar|en)\.webmanifest$/.exec(file)?.[1];
    if (!locale || !isLocale(locale)) throw new AppError('not_found');
    const manifest = {
      id: localePath(locale, '/'),
      name: siteConfig.name[locale],
      short_name: translatorFor(locale, 'Shell')('appShortName'),
      description: getPage(locale, 'home').description,
      lang: locale,
      dir: dirOf(locale),
      start_url: localePath(locale, '/'),
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#144946',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        {
          src: '/icons/maskable-512.png',
          sizes: '512x512',
          type: 'image/png',
          purpose: 'maskable',
        },
      ],
    };
    return new Response(JSON.stringify(manifest), {
      headers: {
        'Content-Type': 'application/manifest+json; charset=utf-8',
        'Cache-Control': 'public, max-age=86400',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
