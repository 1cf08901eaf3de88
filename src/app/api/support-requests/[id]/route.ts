import { getDb } from '@/server/db/client';
import { errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';
import { openSupportLink } from '@/server/support/add-support-follow-up';
import { bearerKey } from '@/server/support/bearer-key';

/**
 * GET /api/support-requests/{id} (`Authorization: Bearer <the reply link's key>`): the
 * reference of the request a reply link opens, for /support/reply to show. Never cached; 404
 * unknown_support_link for a wrong key or an unknown request (after the same work); 429 past
 * the client's limit or 20 a minute for one request.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/support-requests/[id]'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const db = await getDb();
    await checkRateLimit(db, 'support-link', clientKey(request));
    const opened = await openSupportLink(db, id, bearerKey(request));
    return Response.json(opened, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error, { 'Cache-Control': 'no-store' });
  }
}
