import { newsRestoreSchema } from '@/lib/news';
import { restoreDirectoryRevision } from '@/server/directory/manage-directory';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/directory/{id}/restore {revision} (editor): puts an earlier revision of a record of the staff directory
 * back, kept as a new revision. 200 {id}; 400 no revision id, or a revision today's rules
 * refuse; 401 signed out; 403 another role or another site; 404 unknown record, or a revision of
 * another one.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/directory/[id]/restore'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsRestoreSchema, {
      maxBytes: 1024,
      invalid: 'invalid_directory_member',
    });
    const restored = await restoreDirectoryRevision(db, staff, id, input.revision);
    return Response.json(restored, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
