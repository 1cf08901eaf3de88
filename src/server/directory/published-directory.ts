/**
 * The staff directory as visitors see it (issue #22): the shown records, in the editors' order,
 * read from the database on each request, so a change shows at once.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { DepartmentId } from '@content/staff-schema';
import type { Locale } from '@/i18n/routing';
import { NO_PHOTO_PORTRAIT } from '@/lib/directory-member';
import { mediaUrl } from '@/lib/media-url';
import type { Db } from '../db/db';
import { directoryMembers, type DirectoryMemberRow } from '../db/schema';

/** A record in one language, as the directory's cards, the contact card and the search use it. */
export interface DirectoryPerson {
  id: number;
  name: string;
  title: string;
  department: DepartmentId;
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

/** Every shown record in one language, in the directory's order. */
export async function listDirectory(db: Db, locale: Locale): Promise<DirectoryPerson[]> {
  const rows = await db
    .select()
    .from(directoryMembers)
    .where(eq(directoryMembers.shown, true))
    .orderBy(asc(directoryMembers.position), asc(directoryMembers.id));
  return rows.map((row) => directoryPerson(row, locale));
}

/** One shown record in one language, or null (unknown, or hidden by the editors). */
export async function findDirectoryPerson(
  db: Db,
  locale: Locale,
  id: number,
): Promise<DirectoryPerson | null> {
  const [row] = await db.select().from(directoryMembers).where(eq(directoryMembers.id, id));
  return row?.shown ? directoryPerson(row, locale) : null;
}
