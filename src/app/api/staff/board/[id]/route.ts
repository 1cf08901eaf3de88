import { boardMemberSchema } from '@/lib/board-member';
import { saveBoardMember } from '@/server/board/board-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/board/{id} {…as for a new member} (editor): saves a member's words, role and
 * photo. 200 {id}; 400 a field refused; 401 signed out; 403 another role or another site; 404
 * unknown member.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/board/[id]'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', boardMemberSchema, {
      maxBytes: 16 * 1024,
      invalid: 'invalid_board_member',
    });
    const saved = await saveBoardMember(db, staff, id, input);
    return Response.json(saved, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
