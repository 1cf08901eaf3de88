/**
 * The library of files (issue #46, item 5; src/lib/library.ts): what the workspace lists,
 * creates, describes, fills and removes, and what the address `/files/{name}.pdf|webp` serves.
 * A file is created with its words first, then given its content (library-content.ts), which
 * can be replaced any number of times under the same address. A save made from a copy older
 * than the file's (`updatedAt`) is refused (409). Every change is in the audit log.
 */
import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { LibraryEntry, LibraryKind, LibrarySave } from '@/lib/library';
import type { Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { libraryFiles, type LibraryFileRow } from '../db/schema';
import { mustSubmitIn } from '../publishing/review-gate';
import { AppError } from '../errors';
import { staffFieldMessages } from '../publishing/publishing-errors';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { shippedFiles } from './shipped-files';
import type { Storage } from '../storage/storage';
import { isUuid } from '@/lib/uuid';

type Actor = Pick<SignedInStaff, 'id' | 'email'> &
  Partial<Pick<SignedInStaff, 'roles' | 'sections'>>;

/**
 * Where the files library waits for review (issue #47), an editor who must submit adds new
 * files (nothing shows one until a page, news item, event or notice links it, and that
 * publication is reviewed) but leaves a file with content alone: its words, its content and its
 * removal change what the pages that link it show, a reviewer's change (403 `review_required`).
 */
export function mustLeaveFiles(db: Db, actor: Actor): Promise<boolean> {
  return mustSubmitIn(db, actor, 'files');
}

/** Refuses the change of a file with content to an account that must leave it (above). */
export function assertMayChangeFile(restricted: boolean, row: LibraryFileRow): void {
  if (restricted && row.storageKey) throw new AppError('review_required');
}

/** Every file of the library, documents first, then by address. */
export function listLibraryFiles(db: Db): Promise<LibraryFileRow[]> {
  return db.select().from(libraryFiles).orderBy(asc(libraryFiles.kind), asc(libraryFiles.name));
}

export async function getLibraryFile(db: Db, id: string): Promise<LibraryFileRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(libraryFiles).where(eq(libraryFiles.id, id));
  return row ?? null;
}

/** The file visitors get at an address, or null (no such file, or no content yet). */
export async function servedLibraryFile(
  db: Db,
  name: string,
  kind: LibraryKind,
): Promise<(LibraryFileRow & { storageKey: string }) | null> {
  const [row] = await db.select().from(libraryFiles).where(eq(libraryFiles.name, name));
  if (!row || row.kind !== kind || !row.storageKey) return null;
  return row as LibraryFileRow & { storageKey: string };
}

/** A new file's words; its content comes next. 409 when the address is taken. */
export async function createLibraryFile(
  db: Db,
  actor: Actor,
  entry: LibraryEntry,
): Promise<LibraryFileRow> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(libraryFiles)
        .values({
          ...entry,
          altAr: entry.kind === 'picture' ? entry.altAr : '',
          altEn: entry.kind === 'picture' ? entry.altEn : '',
          createdBy: actor.email,
          updatedBy: actor.email,
        })
        .returning();
      await recordAudit(
        tx as unknown as Db,
        actor,
        'library.create',
        {
          type: 'library_file',
          id: row!.id,
        },
        { name: entry.name, kind: entry.kind },
      );
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('library_name_taken', {}, staffFieldMessages({ name: 'nameTaken' }));
    }
    throw error;
  }
}

/** Whether `version` (a time as the editor's page read it) is the file's current one. */
export function isCurrentVersion(row: LibraryFileRow, version: string): boolean {
  return row.updatedAt.getTime() === new Date(version).getTime();
}

/** The file's row when `version` is its current one: unknown → 404, older → 409. */
async function currentRow(db: Db, id: string, version: string): Promise<LibraryFileRow> {
  const row = await getLibraryFile(db, id);
  if (!row) throw new AppError('unknown_library_file');
  if (!isCurrentVersion(row, version)) throw new AppError('library_conflict');
  return row;
}

/** A file's titles and a picture's descriptions. */
export async function saveLibraryFile(
  db: Db,
  actor: Actor,
  id: string,
  save: LibrarySave,
): Promise<LibraryFileRow> {
  // Asked before the transaction: PGlite has one connection, which the transaction holds.
  const restricted = await mustLeaveFiles(db, actor);
  return db.transaction(async (tx) => {
    const row = await currentRow(tx as unknown as Db, id, save.version);
    assertMayChangeFile(restricted, row);
    if (row.kind === 'picture') {
      const missing = (['altAr', 'altEn'] as const).filter((field) => !save[field]);
      if (missing.length > 0) {
        throw new AppError(
          'invalid_library_file',
          {},
          staffFieldMessages(Object.fromEntries(missing.map((field) => [field, 'altRequired']))),
        );
      }
    }
    const [saved] = await tx
      .update(libraryFiles)
      .set({
        titleAr: save.titleAr,
        titleEn: save.titleEn,
        altAr: row.kind === 'picture' ? save.altAr : '',
        altEn: row.kind === 'picture' ? save.altEn : '',
        updatedAt: new Date(),
        updatedBy: actor.email,
      })
      .where(eq(libraryFiles.id, id))
      .returning();
    await recordAudit(tx as unknown as Db, actor, 'library.save', { type: 'library_file', id });
    return saved!;
  });
}

/**
 * Records new content stored under `key` for file `id` (read at `version`); the content it
 * replaces is removed from the storage once the change is recorded. The address stays.
 */
export async function recordLibraryContent(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: string,
  version: string,
  content: { key: string; bytes: number; width: number | null; height: number | null },
): Promise<LibraryFileRow> {
  const restricted = await mustLeaveFiles(db, actor);
  const { saved, replaced } = await db.transaction(async (tx) => {
    const row = await currentRow(tx as unknown as Db, id, version);
    assertMayChangeFile(restricted, row);
    const now = new Date();
    const [saved] = await tx
      .update(libraryFiles)
      .set({
        storageKey: content.key,
        bytes: content.bytes,
        width: content.width,
        height: content.height,
        contentAt: now,
        updatedAt: now,
        updatedBy: actor.email,
      })
      .where(eq(libraryFiles.id, id))
      .returning();
    await recordAudit(
      tx as unknown as Db,
      actor,
      'library.content',
      { type: 'library_file', id },
      { bytes: content.bytes, replaced: row.storageKey ? 1 : 0 },
    );
    return { saved: saved!, replaced: row.storageKey };
  });
  if (replaced) await storage.delete(replaced).catch(() => undefined);
  return saved;
}

/**
 * Removes a file: its address answers 404 from then on. A document the site ships (the guides,
 * the lecture notes: shipped-files.ts) is linked from the site's own pages: it is replaced, never
 * removed (409).
 */
export async function removeLibraryFile(
  db: Db,
  storage: Storage,
  actor: Actor,
  id: string,
  version: string,
): Promise<void> {
  const restricted = await mustLeaveFiles(db, actor);
  const key = await db.transaction(async (tx) => {
    const row = await currentRow(tx as unknown as Db, id, version);
    assertMayChangeFile(restricted, row);
    if (shippedFiles().some((file) => file.name === row.name)) {
      throw new AppError('library_file_shipped');
    }
    await tx.delete(libraryFiles).where(eq(libraryFiles.id, id));
    await recordAudit(
      tx as unknown as Db,
      actor,
      'library.remove',
      { type: 'library_file', id },
      { name: row.name },
    );
    return row.storageKey;
  });
  if (key) await storage.delete(key).catch(() => undefined);
}
