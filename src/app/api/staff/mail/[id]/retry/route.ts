import { z } from 'zod';
import { errorResponse } from '@/server/errors';
import { retryMail } from '@/server/mail/retry-mail';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/** The retry carries nothing but its address: an empty JSON object. */
const retrySchema = z.object({}).strict();

/**
 * POST /api/staff/mail/{id}/retry {} (administrator): a failed message goes back to pending and
 * is sent now, in the background. 200 {status: 'pending'}; 401 signed out; 403 another role or
 * another site; 404 unknown message; 409 the message has not failed.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/mail/[id]/retry'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff } = await readStaffWrite(request, 'administrator', retrySchema, {
      maxBytes: 1024,
      invalid: 'invalid_mail_retry',
    });
    const { status } = await retryMail(db, staff, id);
    return Response.json({ status }, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
