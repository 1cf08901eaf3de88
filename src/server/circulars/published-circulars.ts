/**
 * The notices and circulars as visitors see them (issue #47, item 5): published and due, read
 * from the database on each request. The page of every circular lists the current ones (no last
 * day, or a last day from today on in Khartoum), urgent first, then the newest; an audience's
 * page lists its current ones and then its archive (those past their last day), newest first.
 */
import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { CircularAudience, CircularView } from '@/lib/circulars';
import { collegeToday } from '@/lib/college-time';
import { libraryFileUrl } from '@/lib/library';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { circulars, libraryFiles, type CircularRow } from '../db/schema';
import { publishedAndDue } from '../publishing/publication';
import { readPublished } from '../publishing/read-published';
import { circularDraftOf } from './circulars-desk';

/** An archive page lists at most this many (years of circulars). */
const ARCHIVE_LIMIT = 300;

type FileColumns = { name: string; title: string; bytes: number | null } | null;

/** A row in one language, with its document's link (one with content) when it has one. */
export function circularView(row: CircularRow, locale: Locale, file: FileColumns): CircularView {
  const ar = locale === 'ar';
  const draft = circularDraftOf(row);
  return {
    slug: row.slug,
    date: row.date,
    expiresOn: row.expiresOn,
    kind: row.kind,
    audiences: draft.audiences,
    urgent: row.urgent,
    title: ar ? row.titleAr : row.titleEn,
    body: ar ? row.bodyAr : row.bodyEn,
    file: file && {
      href: libraryFileUrl(file.name, 'document'),
      title: file.title,
      bytes: file.bytes,
    },
  };
}

async function readCirculars(
  db: Db,
  locale: Locale,
  { audience, current, now }: { audience?: CircularAudience; current: boolean; now: Date },
): Promise<CircularView[]> {
  const today = collegeToday(now);
  const rows = await db
    .select({
      row: circulars,
      fileName: libraryFiles.name,
      fileTitle: locale === 'ar' ? libraryFiles.titleAr : libraryFiles.titleEn,
      fileBytes: libraryFiles.bytes,
      fileStored: libraryFiles.storageKey,
    })
    .from(circulars)
    .leftJoin(libraryFiles, eq(libraryFiles.id, circulars.fileId))
    .where(
      and(
        publishedAndDue(circulars, now),
        audience ? sql`${audience} = any(${circulars.audiences})` : undefined,
        current
          ? sql`(${circulars.expiresOn} is null or ${circulars.expiresOn} >= ${today})`
          : sql`${circulars.expiresOn} < ${today}`,
      ),
    )
    .orderBy(
      ...(current ? [desc(circulars.urgent)] : []),
      desc(circulars.date),
      desc(circulars.publishAt),
    )
    .limit(ARCHIVE_LIMIT);
  return rows.map(({ row, fileName, fileTitle, fileBytes, fileStored }) =>
    circularView(
      row,
      locale,
      fileName && fileTitle && fileStored
        ? { name: fileName, title: fileTitle, bytes: fileBytes }
        : null,
    ),
  );
}

/** The current circulars, of one audience or of all. */
export function listCurrentCirculars(
  db: Db,
  locale: Locale,
  { audience, now = new Date() }: { audience?: CircularAudience; now?: Date } = {},
): Promise<CircularView[]> {
  return readCirculars(db, locale, { audience, current: true, now });
}

/** An audience's circulars past their last day, newest first. */
export function listArchivedCirculars(
  db: Db,
  locale: Locale,
  audience: CircularAudience,
  now: Date = new Date(),
): Promise<CircularView[]> {
  return readCirculars(db, locale, { audience, current: false, now });
}

/** The current circulars for a page, or the last list read when the database fails. */
export function readCurrentCirculars(locale: Locale, audience?: CircularAudience) {
  return readPublished(`circulars:${locale}:${audience ?? 'all'}`, (db) =>
    listCurrentCirculars(db, locale, { audience }),
  );
}

/** An audience's archive for its page, or the last list read when the database fails. */
export function readArchivedCirculars(locale: Locale, audience: CircularAudience) {
  return readPublished(`circulars-archive:${locale}:${audience}`, (db) =>
    listArchivedCirculars(db, locale, audience),
  );
}
