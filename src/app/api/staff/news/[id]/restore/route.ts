import { newsRestoreSchema } from '@/lib/news';
import { errorResponse } from '@/server/errors';
import { restoreNewsRevision } from '@/server/news/manage-news';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/news/{id}/restore {revision} (editor): puts that revision's words and picture
 * back, kept as a new revision. 200 {id}; 400 no revision id; 401 signed out; 403 another role
 * or another site; 404 unknown item or a revision of another item; 409 a published item would
 * lose a required field.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/news/[id]/restore'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsRestoreSchema, {
      maxBytes: 1024,
      invalid: 'invalid_news',
    });
    const restored = await restoreNewsRevision(db, staff, id, input.revision);
    return Response.json(restored, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
