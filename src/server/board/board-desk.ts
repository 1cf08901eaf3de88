/**
 * The board of trustees in the staff workspace (issue #22, role editor): add a member (a draft),
 * change a member's words, role and photo, publish a member now or at a time, take one off the
 * page, remove one. Each change and its audit row are one transaction; the board page reads the
 * table on each request, so the change shows at once.
 */
import 'server-only';
import {
  boardMemberSchema,
  boardPhotoId,
  boardPhotoUrl,
  type BoardMemberInput,
} from '@/lib/board-member';
import type { Db } from '../db/db';
import { board, type BoardRow } from '../db/schema';
import { assertUploadedImage } from '../publishing/publishing-errors';
import { recordAt, recordVerbs } from '../publishing/record-desk';
import { recordRowSteps } from '../publishing/row-steps';

/** The row's columns for what the editor saved. */
async function columnsOf(tx: Db, input: BoardMemberInput) {
  const member = boardMemberSchema.parse(input);
  await assertUploadedImage(tx, member.imageId, 'invalid_board_member');
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

const boardVerbs = recordVerbs<BoardRow, BoardMemberInput>({
  kind: 'board',
  target: 'board_member',
  schema: boardMemberSchema,
  invalid: 'invalid_board_member',
  inputOf: boardInputOf,
  insert: async (tx, input, actor) => {
    const [row] = await tx
      .insert(board)
      .values({ ...(await columnsOf(tx, input)), publishAt: null, updatedBy: actor.email })
      .returning();
    return row!;
  },
  ...recordRowSteps(board, columnsOf),
  review: {
    section: 'board',
    title: (row, locale) => (locale === 'ar' ? row.nameAr : row.nameEn),
    path: (key) => `/staff/board/${key}`,
  },
});

/** A new member, a draft (not on the board's page until published), with its first revision. */
export const createBoardMember = boardVerbs.create;
/** Saves a member (a revision is kept); `reason` 'restored' for an earlier one put back. */
export const saveBoardMember = boardVerbs.save;
/** Publishes a member now or at a time, or takes them off the board's page. */
export const changeBoardStatus = boardVerbs.changeStatus;
/** Puts an earlier revision of a member back (itself kept as a new revision). */
export const restoreBoardRevision = boardVerbs.restore;
/** Removes a member read at `version`: one changed since is not removed (409). */
export const removeBoardMember = boardVerbs.remove;
/** Submits a draft member for review, where the board waits for review (issue #47). */
export const submitBoardMemberForReview = boardVerbs.submit;
/** Sends a submitted member back to its author with the reviewer's comment. */
export const returnBoardMemberToAuthor = boardVerbs.sendBack;

/** One member for the editor, or null. */
export async function getBoardMember(db: Db, id: string): Promise<BoardRow | null> {
  return recordAt(db, board, id);
}
