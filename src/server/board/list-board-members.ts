import 'server-only';
import { asc } from 'drizzle-orm';
import { publishedBy } from '@/server/publishing/publication';
import type { Locale } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import type { Db } from '@/server/db/db';
import { DatabaseUnavailableError, describeError } from '@/server/db/errors';
import { board, type BoardRole, type BoardRow } from '@/server/db/schema';

/** A board member as the site uses it: every text in both languages. */
export interface BoardMember {
  id: number;
  role: BoardRole;
  name: Record<Locale, string>;
  position: Record<Locale, string>;
  bio: Record<Locale, string | null>;
  imageUrl: string | null;
  createdAt: Date;
  /** When the board's page starts showing the member; null for a draft. */
  publishAt: Date | null;
}

/** A row of the table as the site uses it. */
export function boardMemberOf(row: BoardRow): BoardMember {
  return {
    id: row.id,
    role: row.role,
    name: { ar: row.nameAr, en: row.nameEn },
    position: { ar: row.positionAr, en: row.positionEn },
    bio: { ar: row.bioAr, en: row.bioEn },
    imageUrl: row.imageUrl,
    createdAt: row.createdAt,
    publishAt: row.publishAt,
  };
}

/**
 * The published board members, oldest first (spec 001 section 7: every column, ordered by
 * created_at ascending; the id breaks ties between rows created in the same instant); with
 * `drafts`, every member, for the workspace. Throws DatabaseUnavailableError when the database
 * cannot be opened or read.
 */
export async function listBoardMembers(
  database?: Db,
  { drafts = false, now }: { drafts?: boolean; now?: Date } = {},
): Promise<BoardMember[]> {
  try {
    const db = database ?? (await getDb());
    // Read the clock once the database is open: opening a fresh one seeds the board first.
    const at = now ?? new Date();
    const rows = await db
      .select()
      .from(board)
      .where(drafts ? undefined : publishedBy(board.publishAt, at))
      .orderBy(asc(board.createdAt), asc(board.id));
    return rows.map(boardMemberOf);
  } catch (error) {
    if (error instanceof DatabaseUnavailableError) throw error;
    throw new DatabaseUnavailableError(`Could not read the board: ${describeError(error)}`, {
      cause: error,
    });
  }
}
