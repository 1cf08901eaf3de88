/**
 * The board of trustees in the staff workspace (issue #22, role editor): add a member (a draft),
 * change a member's words, role and photo, publish a member now or at a time, take one off the
 * page, remove one. Each change and its audit row are one transaction; the board page reads the
 * table on each request, so the change shows at once.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { NewsStatusChange } from '@/lib/news';
import {
  boardMemberSchema,
  boardPhotoId,
  boardPhotoUrl,
  type BoardMemberInput,
} from '@/lib/board-member';
import type { Db } from '../db/db';
import { board, mediaImages, type BoardRow } from '../db/schema';
import { AppError } from '../errors';
import { changeRecordPublication, removeRecord } from '../publishing/publication';
import { checkedSnapshot, staffFieldMessages } from '../publishing/publishing-errors';
import { findRevision, keepRevision } from '../publishing/record-revisions';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

type Actor = Pick<SignedInStaff, 'id' | 'email'>;

/** The row's columns for what the editor saved. */
async function columnsOf(tx: Db, input: BoardMemberInput) {
  const member = boardMemberSchema.parse(input);
  if (member.imageId) {
    const [image] = await tx
      .select({ id: mediaImages.id })
      .from(mediaImages)
      .where(eq(mediaImages.id, member.imageId));
    if (!image)
      throw new AppError(
        'invalid_board_member',
        {},
        staffFieldMessages({ imageId: 'imageInvalid' }),
      );
  }
  return {
    nameAr: member.nameAr,
    nameEn: member.nameEn,
    positionAr: member.positionAr,
    positionEn: member.positionEn,
    bioAr: member.bioAr || null,
    bioEn: member.bioEn || null,
    role: member.role,
    imageUrl: member.imageId ? boardPhotoUrl(member.imageId) : null,
  };
}

function memberId(id: string): number {
  if (!/^[1-9]\d{0,9}$/.test(id)) throw new AppError('unknown_member');
  return Number(id);
}

/** What the editor saves, as a row holds it (and a revision keeps it). */
export function boardInputOf(row: BoardRow): BoardMemberInput {
  return {
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    positionAr: row.positionAr,
    positionEn: row.positionEn,
    bioAr: row.bioAr ?? '',
    bioEn: row.bioEn ?? '',
    role: row.role,
    imageId: boardPhotoId(row.imageUrl),
  };
}

/** A new member, a draft (not on the board's page until published), with its first revision. */
export async function createBoardMember(
  db: Db,
  actor: Actor,
  input: BoardMemberInput,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(board)
      .values({
        ...(await columnsOf(tx as unknown as Db, input)),
        publishAt: null,
        updatedBy: actor.email,
      })
      .returning();
    await keepRevision(
      tx as unknown as Db,
      'board',
      row!.id,
      boardInputOf(row!),
      'created',
      actor.email,
    );
    await recordAudit(tx as unknown as Db, actor, 'board.create', {
      type: 'board_member',
      id: String(row!.id),
    });
    return { id: row!.id };
  });
}

/** Saves a member (a revision is kept); `reason` 'restored' for an earlier one put back. */
export async function saveBoardMember(
  db: Db,
  actor: Actor,
  id: string,
  input: BoardMemberInput,
  reason: 'saved' | 'restored' = 'saved',
): Promise<{ id: number }> {
  const key = memberId(id);
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(board).where(eq(board.id, key)).for('update');
    if (!found) throw new AppError('unknown_member');
    const [saved] = await tx
      .update(board)
      .set({
        ...(await columnsOf(tx as unknown as Db, input)),
        updatedAt: new Date(),
        updatedBy: actor.email,
      })
      .where(eq(board.id, key))
      .returning();
    await keepRevision(
      tx as unknown as Db,
      'board',
      key,
      boardInputOf(saved!),
      reason,
      actor.email,
      boardInputOf(found),
    );
    await recordAudit(
      tx as unknown as Db,
      actor,
      reason === 'saved' ? 'board.save' : 'board.restore',
      { type: 'board_member', id },
    );
    return { id: key };
  });
}

/** Publishes a member now or at a time, or takes them off the board's page. */
export async function changeBoardStatus(
  db: Db,
  actor: Actor,
  id: string,
  change: NewsStatusChange,
  now: Date = new Date(),
) {
  const { key, ...record } = boardRecord(id);
  return changeRecordPublication(
    db,
    actor,
    {
      ...record,
      write: async (tx, columns) => {
        await tx.update(board).set(columns).where(eq(board.id, key));
      },
    },
    change,
    now,
  );
}

/** Puts an earlier revision of a member back (itself kept as a new revision). */
export async function restoreBoardRevision(
  db: Db,
  actor: Actor,
  id: string,
  revisionId: string,
): Promise<{ id: number }> {
  const revision = await findRevision(db, 'board', memberId(id), revisionId);
  if (!revision) throw new AppError('unknown_revision');
  const input = checkedSnapshot(boardMemberSchema, revision.snapshot, 'invalid_board_member');
  return saveBoardMember(db, actor, id, input, 'restored');
}

/** A member as the publishing helpers take it: its key, its audit target, its row locked. */
function boardRecord(id: string) {
  const key = memberId(id);
  return {
    key,
    action: 'board' as const,
    target: { type: 'board_member' as const, id },
    unknown: 'unknown_member' as const,
    lock: async (tx: Db) =>
      (await tx.select().from(board).where(eq(board.id, key)).for('update'))[0],
  };
}

/**
 * Removes a member, read by the editor at `version` (its `updatedAt`): a member changed since
 * is not removed (409 `record_conflict`), as every other change of the desk.
 */
export async function removeBoardMember(
  db: Db,
  actor: Actor,
  id: string,
  version: string,
): Promise<void> {
  const { key, ...record } = boardRecord(id);
  await removeRecord(
    db,
    actor,
    {
      ...record,
      remove: async (tx) =>
        (await tx.delete(board).where(eq(board.id, key)).returning({ name: board.nameEn }))[0]!,
    },
    version,
  );
}

/** One member for the editor, or null. */
export async function getBoardMember(db: Db, id: string): Promise<BoardRow | null> {
  if (!/^[1-9]\d{0,9}$/.test(id)) return null;
  const [row] = await db
    .select()
    .from(board)
    .where(eq(board.id, Number(id)));
  return row ?? null;
}
