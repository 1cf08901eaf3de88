import { removeBoardMember } from '@/server/board/board-desk';
import { removalRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/board/{id}/remove {version} (editor): removes a member from the board. 200 {}; 401
 * signed out; 403 another role or another site; 409 changed since `version` (its `updatedAt` when the
 * editor's page was read); 404 unknown member.
 */
export const POST = removalRoute(removeBoardMember, 'invalid_board_member');
