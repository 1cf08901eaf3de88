import { statusChangeSchema } from '@/lib/review-status';
import { errorResponse } from '@/server/errors';
import { changeApplicationStatus } from '@/server/applications/change-application-status';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/applications/{id}/status {status, message?} (admissions): the new status,
 * e-mailed to the applicant. 200 {status}; 400 with a message per wrong field; 401 signed out;
 * 403 another role or another site; 404 unknown application; 409 nothing changed.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/applications/[id]/status'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'admissions', statusChangeSchema, {
      maxBytes: 8 * 1024,
      invalid: 'invalid_status_change',
    });
    await changeApplicationStatus(db, staff, id, input);
    return Response.json({ status: input.status }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
