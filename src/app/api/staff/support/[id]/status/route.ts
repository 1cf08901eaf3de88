import { supportStatusSchema } from '@/lib/support-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';
import { changeSupportStatus } from '@/server/support/change-support-status';

/**
 * POST /api/staff/support/{id}/status {action: 'close' | 'reopen'} (support). 200 {status};
 * 400 another action; 401 signed out; 403 another role or another site; 404 unknown request;
 * 409 already closed (close) or not closed (reopen).
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/support/[id]/status'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'support', supportStatusSchema, {
      maxBytes: 1024,
      invalid: 'invalid_support_status',
    });
    const changed = await changeSupportStatus(db, staff, id, input.action);
    return Response.json(changed, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
