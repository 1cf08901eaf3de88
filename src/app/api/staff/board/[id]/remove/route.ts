import { z } from 'zod';
import { removeBoardMember } from '@/server/board/manage-board';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/board/{id}/remove {} (editor): removes a member from the board. 200 {}; 401
 * signed out; 403 another role or another site; 404 unknown member.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/board/[id]/remove'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff } = await readStaffWrite(request, 'editor', z.object({}).strict(), {
      maxBytes: 1024,
      invalid: 'invalid_board_member',
    });
    await removeBoardMember(db, staff, id);
    return Response.json({}, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
