/**
 * The news as visitors see it (issue #22): the items published and due, newest first, read from
 * the database on each request, so a publication, an edit or a withdrawal shows at once and a
 * scheduled item appears when its time comes, with no rebuild and no cache to clear.
 */
import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { board, directoryMembers, newsItems, type NewsRow } from '../db/schema';
import { boardPhotoUrl } from '@/lib/board-member';
import { imageSources } from '../media/read-image';
import { publishedAndDue, publishedBy } from '../publishing/publication';
import { readPublished } from '../publishing/read-published';

/** A picture as the pages draw it: its proportions and the widths it is stored in. */
export interface NewsImage {
  id: string;
  width: number;
  height: number;
  widths: number[];
}

/** One news item in one language, as its card, its page, the feed and the search use it. */
export interface NewsView {
  id: string;
  slug: string;
  /** The date it shows, YYYY-MM-DD. */
  date: string;
  title: string;
  excerpt: string;
  /** The body's source (src/lib/rich-text.ts). */
  body: string;
  image: NewsImage | null;
  imageAlt: string;
  /** The drawn picture of the items the site started with, when it has no uploaded one. */
  illustration: string | null;
  publishAt: Date;
  updatedAt: Date;
}

/** A row's words in one language, with its picture's sizes. */
export function newsView(
  row: NewsRow,
  locale: Locale,
  images: Map<string, { width: number; height: number; files: { width: number }[] }>,
): NewsView {
  const ar = locale === 'ar';
  const image = row.imageId ? images.get(row.imageId) : undefined;
  return {
    id: row.id,
    slug: row.slug,
    date: row.date,
    title: ar ? row.titleAr : row.titleEn,
    excerpt: ar ? row.excerptAr : row.excerptEn,
    body: ar ? row.bodyAr : row.bodyEn,
    image:
      image && row.imageId
        ? {
            id: row.imageId,
            width: image.width,
            height: image.height,
            widths: image.files.map((file) => file.width),
          }
        : null,
    imageAlt: ar ? row.imageAltAr : row.imageAltEn,
    illustration: row.illustration,
    publishAt: row.publishAt ?? row.createdAt,
    updatedAt: row.updatedAt,
  };
}

const visible = (now: Date) => publishedAndDue(newsItems, now);

/** Rows with their pictures, in one language. */
async function viewsOf(db: Db, rows: NewsRow[], locale: Locale): Promise<NewsView[]> {
  const ids = rows.flatMap((row) => (row.imageId ? [row.imageId] : []));
  const images = ids.length > 0 ? await imageSources(db, ids) : new Map();
  return rows.map((row) => newsView(row, locale, images));
}

/** The published news, newest first (by the date shown, then by publication). */
export async function listPublishedNews(
  db: Db,
  locale: Locale,
  { limit, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<NewsView[]> {
  const query = db
    .select()
    .from(newsItems)
    .where(visible(now))
    .orderBy(desc(newsItems.date), desc(newsItems.publishAt));
  const rows = limit ? await query.limit(limit) : await query;
  return viewsOf(db, rows, locale);
}

/**
 * The published news for a page: listPublishedNews on the site's database, or the last list
 * read when the database fails (read-published.ts).
 */
export function readPublishedNews(locale: Locale, { limit }: { limit?: number } = {}) {
  return readPublished(`news:${locale}${limit ? `:${limit}` : ''}`, (db) =>
    listPublishedNews(db, locale, { limit }),
  );
}

/** One published item by its address, or null (unknown, a draft, or not yet due). */
export async function getPublishedNews(
  db: Db,
  locale: Locale,
  slug: string,
  now: Date = new Date(),
): Promise<NewsView | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 80) return null;
  const [row] = await db
    .select()
    .from(newsItems)
    .where(and(eq(newsItems.slug, slug), visible(now)))
    .limit(1);
  return row ? ((await viewsOf(db, [row], locale))[0] ?? null) : null;
}

/**
 * One published item for its page: getPublishedNews on the site's database, or the item as last
 * read when the database fails (only items found are kept: an address nobody published costs
 * no memory).
 */
export function readPublishedNewsItem(locale: Locale, slug: string) {
  return readPublished(`news:${locale}:${slug}`, (db) => getPublishedNews(db, locale, slug), {
    keep: (item) => item !== null,
  });
}

/**
 * Whether picture `id` belongs to a news item visitors see now, or is the photo of a published
 * board member or directory record.
 */
export async function isPublishedImage(
  db: Db,
  id: string,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await db
    .select({ id: newsItems.id })
    .from(newsItems)
    .where(and(eq(newsItems.imageId, id), visible(now)))
    .limit(1);
  if (row) return true;
  const [member] = await db
    .select({ id: board.id })
    .from(board)
    .where(and(eq(board.imageUrl, boardPhotoUrl(id)), publishedBy(board.publishAt, now)))
    .limit(1);
  if (member) return true;
  const [person] = await db
    .select({ id: directoryMembers.id })
    .from(directoryMembers)
    .where(and(eq(directoryMembers.imageId, id), publishedBy(directoryMembers.publishAt, now)))
    .limit(1);
  return Boolean(person);
}
