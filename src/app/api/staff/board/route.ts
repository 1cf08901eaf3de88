import { boardMemberSchema } from '@/lib/board-member';
import { createBoardMember } from '@/server/board/board-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/board {nameAr, nameEn, positionAr, positionEn, bioAr, bioEn, role, imageId}
 * (editor): adds a member to the board of trustees. 201 {id}; 400 a field refused; 401 signed
 * out; 403 another role or another site; 413 too large; 415 not JSON.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, staff, input } = await readStaffWrite(request, 'editor', boardMemberSchema, {
      maxBytes: 16 * 1024,
      invalid: 'invalid_board_member',
    });
    const created = await createBoardMember(db, staff, input);
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
