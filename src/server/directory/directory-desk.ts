/**
 * The staff directory in the staff workspace (issue #22, role editor): add a record (a draft),
 * change its words, department, contact details and photo, publish it now or at a time, take it
 * off the site, remove it. Each change and
 * its audit row are one transaction; the directory reads the table on each request, so the
 * change shows at once.
 */
import 'server-only';
import { asc, eq, max } from 'drizzle-orm';
import { directoryMemberSchema, type DirectoryMemberInput } from '@/lib/directory-member';
import type { NewsStatusChange } from '@/lib/news';
import type { Db } from '../db/db';
import { directoryMembers, mediaImages, type DirectoryMemberRow } from '../db/schema';
import { AppError } from '../errors';
import { changeRecordPublication, removeRecord } from '../publishing/publication';
import { checkedSnapshot, staffFieldMessages } from '../publishing/publishing-errors';
import { findRevision, keepRevision } from '../publishing/record-revisions';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

type Actor = Pick<SignedInStaff, 'id' | 'email'>;

/** The row's columns for what the editor saved (a photo must be one uploaded here). */
async function columnsOf(tx: Db, input: DirectoryMemberInput) {
  const member = directoryMemberSchema.parse(input);
  if (member.imageId) {
    const [image] = await tx
      .select({ id: mediaImages.id })
      .from(mediaImages)
      .where(eq(mediaImages.id, member.imageId));
    if (!image) {
      throw new AppError(
        'invalid_directory_member',
        {},
        staffFieldMessages({ imageId: 'imageInvalid' }),
      );
    }
  }
  return member;
}

function recordId(id: string): number {
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new AppError('unknown_member');
  return Number(id);
}

/** What the editor saves, as a row holds it (and a revision keeps it). */
export function directoryInputOf(row: DirectoryMemberRow): DirectoryMemberInput {
  return {
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    titleAr: row.titleAr,
    titleEn: row.titleEn,
    department: row.department,
    email: row.email,
    phone: row.phone,
    imageId: row.imageId,
  };
}

/** Adds a record at the end of the directory, as a draft (not shown until published). */
export async function createDirectoryMember(
  db: Db,
  actor: Actor,
  input: DirectoryMemberInput,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const columns = await columnsOf(tx as unknown as Db, input);
    const [last] = await tx
      .select({ position: max(directoryMembers.position) })
      .from(directoryMembers);
    const [row] = await tx
      .insert(directoryMembers)
      .values({
        ...columns,
        position: (last?.position ?? -1) + 1,
        publishAt: null,
        updatedBy: actor.email,
      })
      .returning();
    await keepRevision(
      tx as unknown as Db,
      'directory',
      row!.id,
      directoryInputOf(row!),
      'created',
      actor.email,
    );
    await recordAudit(tx as unknown as Db, actor, 'directory.create', {
      type: 'directory_member',
      id: String(row!.id),
    });
    return { id: row!.id };
  });
}

/**
 * Saves a record. A record the site started with keeps its drawn portrait until a photo is
 * uploaded; removing the photo shows the portrait again.
 */
export async function saveDirectoryMember(
  db: Db,
  actor: Actor,
  id: string,
  input: DirectoryMemberInput,
  reason: 'saved' | 'restored' = 'saved',
): Promise<{ id: number }> {
  const key = recordId(id);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(directoryMembers)
      .where(eq(directoryMembers.id, key))
      .for('update');
    if (!found) throw new AppError('unknown_member');
    const columns = await columnsOf(tx as unknown as Db, input);
    const [saved] = await tx
      .update(directoryMembers)
      .set({ ...columns, updatedAt: new Date(), updatedBy: actor.email })
      .where(eq(directoryMembers.id, key))
      .returning();
    await keepRevision(
      tx as unknown as Db,
      'directory',
      key,
      directoryInputOf(saved!),
      reason,
      actor.email,
      directoryInputOf(found),
    );
    await recordAudit(
      tx as unknown as Db,
      actor,
      reason === 'saved' ? 'directory.save' : 'directory.restore',
      { type: 'directory_member', id },
    );
    return { id: key };
  });
}

/** Publishes a record now or at a time, or takes it off the site (kept on the desk). */
export async function changeDirectoryStatus(
  db: Db,
  actor: Actor,
  id: string,
  change: NewsStatusChange,
  now: Date = new Date(),
) {
  const { key, ...record } = directoryRecord(id);
  return changeRecordPublication(
    db,
    actor,
    {
      ...record,
      write: async (tx, columns) => {
        await tx.update(directoryMembers).set(columns).where(eq(directoryMembers.id, key));
      },
    },
    change,
    now,
  );
}

/** Puts an earlier revision of a record back (itself kept as a new revision). */
export async function restoreDirectoryRevision(
  db: Db,
  actor: Actor,
  id: string,
  revisionId: string,
): Promise<{ id: number }> {
  const revision = await findRevision(db, 'directory', recordId(id), revisionId);
  if (!revision) throw new AppError('unknown_revision');
  // Versions saved before drafts and scheduling (drizzle/0013) also kept whether the record was
  // shown; publication is not part of a version any more.
  const snapshot: Record<string, unknown> = { ...revision.snapshot };
  delete snapshot.shown;
  const input = checkedSnapshot(directoryMemberSchema, snapshot, 'invalid_directory_member');
  return saveDirectoryMember(db, actor, id, input, 'restored');
}

/** Removes a record: it leaves the directory and its contact card goes. */
/** A record as the publishing helpers take it: its key, its audit target, its row locked. */
function directoryRecord(id: string) {
  const key = recordId(id);
  return {
    key,
    action: 'directory' as const,
    target: { type: 'directory_member' as const, id },
    unknown: 'unknown_member' as const,
    lock: async (tx: Db) =>
      (
        await tx.select().from(directoryMembers).where(eq(directoryMembers.id, key)).for('update')
      )[0],
  };
}

/**
 * Removes a record, read by the editor at `version` (its `updatedAt`): a record changed since
 * is not removed (409 `record_conflict`), as every other change of the desk.
 */
export async function removeDirectoryMember(
  db: Db,
  actor: Actor,
  id: string,
  version: string,
): Promise<void> {
  const { key, ...record } = directoryRecord(id);
  await removeRecord(
    db,
    actor,
    {
      ...record,
      remove: async (tx) =>
        (
          await tx
            .delete(directoryMembers)
            .where(eq(directoryMembers.id, key))
            .returning({ name: directoryMembers.nameEn })
        )[0]!,
    },
    version,
  );
}

/** Every record for the desk, in the directory's order (drafts too). */
export async function listDirectoryForStaff(db: Db): Promise<DirectoryMemberRow[]> {
  return db
    .select()
    .from(directoryMembers)
    .orderBy(asc(directoryMembers.position), asc(directoryMembers.id))
    .limit(2000);
}

/** One record for the editor, or null. */
export async function getDirectoryMember(db: Db, id: string): Promise<DirectoryMemberRow | null> {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(directoryMembers)
    .where(eq(directoryMembers.id, Number(id)));
  return row ?? null;
}
