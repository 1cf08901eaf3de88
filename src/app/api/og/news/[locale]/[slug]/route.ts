import { isLocale } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { getPublishedNews } from '@/server/news/published-news';
import { titleImage } from '@/server/og/page-image';

export const dynamic = 'force-dynamic';

/**
 * GET /api/og/news/{ar|en}/{slug}: the share image of a published news item (its title under
 * the college's name, like every page's), drawn on request since the item lives in the
 * database; cacheable for a day. 404 for a draft or an unknown item.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/og/news/[locale]/[slug]'>,
) {
  const { locale, slug } = await params;
  const item = isLocale(locale) ? await getPublishedNews(await getDb(), locale, slug) : null;
  if (!isLocale(locale) || !item) return new Response('Not found', { status: 404 });
  return titleImage(locale, item.title, {
    headers: { 'Cache-Control': 'public, max-age=86400' },
  });
}
