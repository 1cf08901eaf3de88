import { newsRestoreSchema } from '@/lib/news';
import { restoreBoardRevision } from '@/server/board/manage-board';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/board/{id}/restore {revision} (editor): puts an earlier revision of a member of the board
 * back, kept as a new revision. 200 {id}; 400 no revision id, or a revision today's rules
 * refuse; 401 signed out; 403 another role or another site; 404 unknown record, or a revision of
 * another one.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/board/[id]/restore'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsRestoreSchema, {
      maxBytes: 1024,
      invalid: 'invalid_board_member',
    });
    const restored = await restoreBoardRevision(db, staff, id, input.revision);
    return Response.json(restored, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
