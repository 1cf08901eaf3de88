import { newsRestoreSchema } from '@/lib/news';
import { errorResponse } from '@/server/errors';
import { restoreEventRevision } from '@/server/events/manage-events';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/events/{id}/restore {revision} (editor): puts that revision back, kept as a
 * new revision. 200 {id, version}; 400 no revision id, or a revision today's rules refuse; 401
 * signed out; 403 another role or another site; 404 unknown event or a revision of another
 * event; 409 a published event would lose a required field.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/events/[id]/restore'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsRestoreSchema, {
      maxBytes: 1024,
      invalid: 'invalid_event',
    });
    const restored = await restoreEventRevision(db, staff, id, input.revision);
    return Response.json(restored, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
