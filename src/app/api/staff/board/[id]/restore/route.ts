import { restoreBoardRevision } from '@/server/board/board-desk';
import { restoreRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/board/{id}/restore {revision} (editor): puts an earlier revision of a member of the board
 * back, kept as a new revision. 200 {id}; 400 no revision id, or a revision today's rules
 * refuse; 401 signed out; 403 another role or another site; 404 unknown record, or a revision of
 * another one.
 */
export const POST = restoreRoute(restoreBoardRevision, 'invalid_board_member');
