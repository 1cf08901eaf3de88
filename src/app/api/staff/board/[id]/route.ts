import { boardMemberSchema } from '@/lib/board-member';
import { saveBoardMember } from '@/server/board/board-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/board/{id} {…as for a new member} (editor): saves a member's words, role and
 * photo. 200 {id}; 400 a field refused; 401 signed out; 403 another role or another site; 404
 * unknown member.
 */
export const POST = staffWriteRoute(
  'editor',
  boardMemberSchema,
  { maxBytes: 16 * 1024, invalid: 'invalid_board_member', param: 'id' },
  (db, staff, input, id) => saveBoardMember(db, staff, id, input),
);
