/**
 * The staff directory as visitors see it (issue #22): the published records, in the editors' order,
 * read from the database on each request, so a change shows at once.
 */
import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Locale } from '@/i18n/routing';
import { NO_PHOTO_PORTRAIT } from '@/lib/directory-member';
import { mediaUrl } from '@/lib/media-url';
import type { Db } from '../db/db';
import { directoryMembers, type DirectoryMemberRow } from '../db/schema';
import { publishedBy } from '../publishing/publication';
import { readPublished } from '../publishing/read-published';

/** A record in one language, as the directory's cards, the contact card and the search use it. */
export interface DirectoryPerson {
  id: number;
  name: string;
  title: string;
  department: string;
  email: string;
  phone: string;
  /** The photo's address: the uploaded picture's 480-pixel copy, or a drawn portrait. */
  image: string;
}

/** The photo a record shows. */
export function directoryImage(row: Pick<DirectoryMemberRow, 'imageId' | 'portrait'>): string {
  return row.imageId ? mediaUrl(row.imageId, 480) : (row.portrait ?? NO_PHOTO_PORTRAIT);
}

export function directoryPerson(row: DirectoryMemberRow, locale: Locale): DirectoryPerson {
  const ar = locale === 'ar';
  return {
    id: row.id,
    name: ar ? row.nameAr : row.nameEn,
    title: ar ? row.titleAr : row.titleEn,
    department: row.department,
    email: row.email,
    phone: row.phone,
    image: directoryImage(row),
  };
}

/** Every published record in one language, in the directory's order. */
export async function listDirectory(
  db: Db,
  locale: Locale,
  now: Date = new Date(),
): Promise<DirectoryPerson[]> {
  const rows = await db
    .select()
    .from(directoryMembers)
    .where(publishedBy(directoryMembers.publishAt, now))
    .orderBy(asc(directoryMembers.position), asc(directoryMembers.id));
  return rows.map((row) => directoryPerson(row, locale));
}

/**
 * The directory for its page: listDirectory on the site's database, or the last list read when
 * the database fails (read-published.ts). Only the published records, as the page shows them.
 */
export function readDirectory(locale: Locale): Promise<DirectoryPerson[]> {
  return readPublished(`directory:${locale}`, (db) => listDirectory(db, locale));
}

/** One published record in one language, or null (unknown, a draft, or not yet due). */
export async function findDirectoryPerson(
  db: Db,
  locale: Locale,
  id: number,
  now: Date = new Date(),
): Promise<DirectoryPerson | null> {
  const [row] = await db
    .select()
    .from(directoryMembers)
    .where(and(eq(directoryMembers.id, id), publishedBy(directoryMembers.publishAt, now)));
  return row ? directoryPerson(row, locale) : null;
}
