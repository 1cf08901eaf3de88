/**
 * The news bodies written before the toolbar editor, in the marks typed without one
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
import { newsItems } from './schema';

/** Whether a stored body is still marked text (not empty, not a document). */
const marked = (column: AnyPgColumn) =>
  sql`(btrim(${column}) <> '' and left(ltrim(${column}), 1) <> '{')`;

/** Converts the news bodies still in marked text; returns how many items changed. */
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
  return rows.length;
}
