import { supportFollowUpSchema } from '@/lib/support-follow-up';
import { AppError, errorResponse } from '@/server/errors';
import { formFieldErrors } from '@/server/http/field-errors';
import { readPublicWrite } from '@/server/http/read-public-write';
import { addSupportFollowUp } from '@/server/support/add-support-follow-up';
import { bearerKey } from '@/server/support/bearer-key';

/** Far above a 4000-character message in any script (4 bytes a character at most). */
const MAX_BODY_BYTES = 32 * 1024;

/**
 * POST /api/support-requests/{id}/messages {message} (`Authorization: Bearer <the reply link's
 * key>`, application/json, from the site's own pages): the requester's follow-up, added to the
 * request's thread; the request becomes new again and the desk is e-mailed. 201 {reference,
 * status}; 400 invalid_support_message (empty, past 4000 characters, a NUL); 403 from another
 * site; 404 unknown_support_link for a wrong key (after the same work as a right one); 413/415;
 * 429 past the client's limit or 5 messages a minute into one request.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/support-requests/[id]/messages'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, body } = await readPublicWrite(request, 'support-follow-ups', MAX_BODY_BYTES);
    const parsed = supportFollowUpSchema.safeParse(body);
    if (!parsed.success) {
      throw new AppError(
        'invalid_support_message',
        {},
        formFieldErrors('SupportReply', { message: 'messageRequired' }, parsed.error),
      );
    }
    const added = await addSupportFollowUp(db, id, bearerKey(request), parsed.data.message);
    return Response.json(added, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
