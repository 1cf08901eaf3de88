/**
 * The board of trustees in the staff workspace (issue #22, role editor): add a member, change a
 * member's words, role and photo, remove a member. Each change and its audit row are one
 * transaction; the board page reads the table on each request, so the change shows at once.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import { boardMemberSchema, boardPhotoUrl, type BoardMemberInput } from '@/lib/board-member';
import type { Db } from '../db/db';
import { board, mediaImages, type BoardRow } from '../db/schema';
import { AppError } from '../errors';
import { staffFieldMessages } from '../publishing/publishing-errors';
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

export async function createBoardMember(
  db: Db,
  actor: Actor,
  input: BoardMemberInput,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(board)
      .values(await columnsOf(tx as unknown as Db, input))
      .returning({ id: board.id });
    await recordAudit(tx as unknown as Db, actor, 'board.create', {
      type: 'board_member',
      id: String(row!.id),
    });
    return { id: row!.id };
  });
}

export async function saveBoardMember(
  db: Db,
  actor: Actor,
  id: string,
  input: BoardMemberInput,
): Promise<{ id: number }> {
  const key = memberId(id);
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: board.id })
      .from(board)
      .where(eq(board.id, key))
      .for('update');
    if (!found) throw new AppError('unknown_member');
    await tx
      .update(board)
      .set(await columnsOf(tx as unknown as Db, input))
      .where(eq(board.id, key));
    await recordAudit(tx as unknown as Db, actor, 'board.save', { type: 'board_member', id });
    return { id: key };
  });
}

export async function removeBoardMember(db: Db, actor: Actor, id: string): Promise<void> {
  const key = memberId(id);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(board)
      .where(eq(board.id, key))
      .returning({ nameEn: board.nameEn });
    if (removed.length === 0) throw new AppError('unknown_member');
    await recordAudit(
      tx as unknown as Db,
      actor,
      'board.remove',
      { type: 'board_member', id },
      {
        name: removed[0]!.nameEn,
      },
    );
  });
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
