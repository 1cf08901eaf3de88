import { noteSchema } from '@/lib/review-status';
import { errorResponse } from '@/server/errors';
import { addApplicationNote } from '@/server/applications/add-application-note';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/applications/{id}/notes {body} (admissions): an internal note. 201 {id};
 * 400 empty or too long; 401 signed out; 403 another role or another site; 404 unknown.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/applications/[id]/notes'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'admissions', noteSchema, {
      maxBytes: 16 * 1024,
      invalid: 'invalid_note',
    });
    const note = await addApplicationNote(db, staff, id, input.body);
    return Response.json(note, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
