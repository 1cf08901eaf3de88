import { z } from 'zod';
import { removeDirectoryMember } from '@/server/directory/manage-directory';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/directory/{id}/remove {} (editor): removes a record from the staff directory.
 * 200 {}; 401 signed out; 403 another role or another site; 404 unknown record.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/directory/[id]/remove'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff } = await readStaffWrite(request, 'editor', z.object({}).strict(), {
      maxBytes: 1024,
      invalid: 'invalid_directory_member',
    });
    await removeDirectoryMember(db, staff, id);
    return Response.json({}, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
