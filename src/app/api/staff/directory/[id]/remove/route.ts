import { removalSchema } from '@/lib/record-removal';
import { removeDirectoryMember } from '@/server/directory/directory-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/directory/{id}/remove {version} (editor): removes a record from the staff directory.
 * 200 {}; 401 signed out; 403 another role or another site; 409 changed since `version` (its `updatedAt` when the
 * editor's page was read); 404 unknown record.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/directory/[id]/remove'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', removalSchema, {
      maxBytes: 1024,
      invalid: 'invalid_directory_member',
    });
    await removeDirectoryMember(db, staff, id, input.version);
    return Response.json({}, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
