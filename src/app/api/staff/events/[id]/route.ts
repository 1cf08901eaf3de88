import { eventSaveSchema } from '@/lib/college-events';
import { errorResponse } from '@/server/errors';
import { saveEvent } from '@/server/events/events-desk';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/events/{id} {slug, date, …, version} (editor): saves the event (a revision is
 * kept). 200 {id, version}; 400 a field refused; 401 signed out; 403 another role or another
 * site; 404 unknown event; 409 the address is taken, a published event would lose a required
 * field, or the event changed since `version`.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/events/[id]'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', eventSaveSchema, {
      maxBytes: 32 * 1024,
      invalid: 'invalid_event',
    });
    const { version, ...draft } = input;
    const saved = await saveEvent(db, staff, id, draft, { version });
    return Response.json(saved, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
