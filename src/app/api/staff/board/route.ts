import { boardMemberSchema } from '@/lib/board-member';
import { createBoardMember } from '@/server/board/board-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/board {nameAr, nameEn, positionAr, positionEn, bioAr, bioEn, role, imageId}
 * (editor): adds a member to the board of trustees. 201 {id}; 400 a field refused; 401 signed
 * out; 403 another role or another site; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  boardMemberSchema,
  { maxBytes: 16 * 1024, invalid: 'invalid_board_member', created: true },
  (db, staff, input) => createBoardMember(db, staff, input),
);
