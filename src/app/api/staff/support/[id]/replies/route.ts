import { supportReplySchema } from '@/lib/support-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';
import { replyToSupportRequest } from '@/server/support/reply-to-support-request';

/**
 * POST /api/staff/support/{id}/replies {body} (support): a reply, e-mailed to the requester in
 * the language of their request; the request becomes answered. 201 {id, status}; 400 empty or
 * too long (both languages); 401 signed out; 403 another role or another site; 404 unknown.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/support/[id]/replies'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'support', supportReplySchema, {
      maxBytes: 32 * 1024,
      invalid: 'invalid_support_reply',
    });
    const reply = await replyToSupportRequest(db, staff, id, input.body);
    return Response.json(
      { id: reply.id, status: reply.status },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    return errorResponse(error);
  }
}
