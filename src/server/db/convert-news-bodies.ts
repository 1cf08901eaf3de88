/**
 * The news bodies (and the events' descriptions) written before the toolbar editor, in the marks typed without one
 * (`## heading`, `- item`, `[words](address)`), stored again as the editor's document
 * (src/lib/rich-text.ts), at every start until none is left: a body that is a document already
 * is never touched, so this runs once per body however often the site starts. The item's
 * version (`updatedAt`) and its languages' times stay: the words are the same.
 *
 * Earlier revisions keep the text they were saved with; the site reads both forms.
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import { eq, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { storedRichText, toDocument } from '../../lib/rich-text';
import type { Db } from './db';
import { collegeEvents, newsItems } from './schema';

/** Whether a stored body is still marked text (not empty, not a document). */
const marked = (column: AnyPgColumn) =>
  sql`(btrim(${column}) <> '' and left(ltrim(${column}), 1) <> '{')`;

/** Converts the news bodies and event descriptions still in marked text; returns how many changed. */
export async function convertNewsBodies(db: Db): Promise<number> {
  const rows = await db
    .select({ id: newsItems.id, bodyAr: newsItems.bodyAr, bodyEn: newsItems.bodyEn })
    .from(newsItems)
    .where(or(marked(newsItems.bodyAr), marked(newsItems.bodyEn)));
  for (const row of rows) {
    await db
      .update(newsItems)
      .set({
        bodyAr: storedRichText(toDocument(row.bodyAr)),
        bodyEn: storedRichText(toDocument(row.bodyEn)),
      })
      .where(eq(newsItems.id, row.id));
  }
  return rows.length + (await convertEventDescriptions(db));
}

/**
 * The events' descriptions written before the toolbar editor (plain text, issue #46 item 4),
 * stored again as the editor's document in the same way; returns how many events changed.
 */
async function convertEventDescriptions(db: Db): Promise<number> {
  const rows = await db
    .select({
      id: collegeEvents.id,
      descriptionAr: collegeEvents.descriptionAr,
      descriptionEn: collegeEvents.descriptionEn,
    })
    .from(collegeEvents)
    .where(or(marked(collegeEvents.descriptionAr), marked(collegeEvents.descriptionEn)));
  for (const row of rows) {
    await db
      .update(collegeEvents)
      .set({
        descriptionAr: storedRichText(toDocument(row.descriptionAr)),
        descriptionEn: storedRichText(toDocument(row.descriptionEn)),
      })
      .where(eq(collegeEvents.id, row.id));
  }
  return rows.length;
}
