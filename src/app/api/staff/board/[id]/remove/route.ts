import { removalSchema } from '@/lib/record-removal';
import { removeBoardMember } from '@/server/board/board-desk';
import { staffWriteRoute } from '@/app/api/staff/staff-write-route';

/**
 * POST /api/staff/board/{id}/remove {version} (editor): removes a member from the board. 200 {}; 401
 * signed out; 403 another role or another site; 409 changed since `version` (its `updatedAt` when the
 * editor's page was read); 404 unknown member.
 */
export const POST = staffWriteRoute(
  'editor',
  removalSchema,
  { maxBytes: 1024, invalid: 'invalid_board_member', param: 'id' },
  async (db, staff, input, id) => {
    await removeBoardMember(db, staff, id, input.version);
    return {};
  },
);
