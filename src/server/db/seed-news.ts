/**
 * The one-time seed of the news (issue #22): the items of seeds/news-seed.ts, published, each
 * with a first revision, into a fresh database. Like every seed (seed-once.ts), "once" is
 * recorded in the `seeds` table in the same transaction, and the seed never writes to a news
 * table that already has rows: what editors change, or remove, is never put back.
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import type { NewsDraft } from '../../lib/news';
import { storedRichText, toDocument } from '../../lib/rich-text';
import type { Db } from './db';
import { newsItems, newsRevisions } from './schema';
import { seedPublishedItems } from './seed-once';
import { newsSeed, type NewsSeedItem } from './seeds/news-seed';

export function newsSeedDraft(item: NewsSeedItem): NewsDraft {
  return {
    slug: item.slug,
    date: item.date,
    titleAr: item.title.ar,
    titleEn: item.title.en,
    excerptAr: item.excerpt.ar,
    excerptEn: item.excerpt.en,
    bodyAr: storedRichText(toDocument(item.body.ar)),
    bodyEn: storedRichText(toDocument(item.body.en)),
    imageId: null,
    imageAltAr: item.imageAlt.ar,
    imageAltEn: item.imageAlt.en,
  };
}

/** Seeds the news if this database never was and the table is empty; returns the items inserted. */
export async function seedNews(db: Db): Promise<number> {
  return seedPublishedItems(
    db,
    'news',
    newsItems,
    newsRevisions,
    'newsId',
    newsSeed,
    newsSeedDraft,
    (item, draft) => ({
      ...draft,
      illustration: item.slug,
      // Shown from 08:00 in Khartoum on the item's date.
      publishAt: new Date(`${item.date}T08:00:00+02:00`),
    }),
  );
}
