import { translatorFor } from '@/i18n/catalogues';
import { isLocale } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';
import { FEED_ITEMS, newsFeed } from '@/server/news/news-feed';
import { listPublishedNews } from '@/server/news/published-news';

export const dynamic = 'force-dynamic';

/**
 * GET /api/news/feed/{ar|en}: the news of one language as RSS 2.0, the latest first. Cacheable
 * for five minutes (a feed reader polls; a publication shows within that time). 404 for another
 * language.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/news/feed/[locale]'>,
): Promise<Response> {
  try {
    const { locale } = await params;
    if (!isLocale(locale)) throw new AppError('not_found');
    const items = await listPublishedNews(await getDb(), locale, { limit: FEED_ITEMS });
    const t = translatorFor(locale, 'News');
    const xml = newsFeed(locale, items, {
      title: t('feedTitle'),
      description: t('feedDescription'),
    });
    return new Response(xml, {
      headers: {
        'Content-Type': 'application/rss+xml; charset=utf-8',
        'Cache-Control': 'public, max-age=300',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
