import { isLocale } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { getPublishedNews } from '@/server/news/published-news';
import { titleImage } from '@/server/og/page-image';

export const dynamic = 'force-dynamic';

/** Images kept drawn, by language, item and version: one per published item is plenty. */
const MAX_DRAWN = 200;
const drawn = new Map<string, ArrayBuffer>();

/**
 * GET /api/og/news/{ar|en}/{slug}: the share image of a published news item (its title under
 * the college's name, like every page's), drawn on request since the item lives in the
 * database, then kept in memory until the item changes: asking again (with any query string)
 * costs a database read, never a second drawing. Cacheable for a day. 404 for a draft or an
 * unknown item.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/og/news/[locale]/[slug]'>,
) {
  const { locale, slug } = await params;
  const item = isLocale(locale) ? await getPublishedNews(await getDb(), locale, slug) : null;
  if (!isLocale(locale) || !item) return new Response('Not found', { status: 404 });
  const key = `${locale}/${item.slug}/${item.updatedAt.getTime()}`;
  let png = drawn.get(key);
  if (!png) {
    png = await (await titleImage(locale, item.title)).arrayBuffer();
    drawn.set(key, png);
    if (drawn.size > MAX_DRAWN) drawn.delete(drawn.keys().next().value!);
  }
  return new Response(png, {
    headers: { 'Content-Type': 'image/png', 'Cache-Control': 'public, max-age=86400' },
  });
}
