import { eventDraftSchema } from '@/lib/college-events';
import { errorResponse } from '@/server/errors';
import { createEvent } from '@/server/events/events-desk';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/events {slug, date, time, durationMinutes, titleAr, …} (editor): a new event,
 * a draft. 201 {id}; 400 a field refused (with the fields' messages); 401 signed out; 403
 * another role or another site; 409 the address is taken; 413 too large; 415 not JSON.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, staff, input } = await readStaffWrite(request, 'editor', eventDraftSchema, {
      maxBytes: 32 * 1024,
      invalid: 'invalid_event',
    });
    const created = await createEvent(db, staff, input);
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
