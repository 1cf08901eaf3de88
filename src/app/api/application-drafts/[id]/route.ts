import { openDraft } from '@/server/applications/draft-link';
import { getDb } from '@/server/db/client';
import { errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';

/**
 * GET /api/application-drafts/{id} (`Authorization: Bearer <the link's key>`): the e-mailed
 * draft of an application form, {values, step, key}, to continue it in this browser. Personal
 * data: never cached; 404 for a wrong key, an expired draft or one whose form was sent.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/application-drafts/[id]'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const db = await getDb();
    await checkRateLimit(db, 'application-draft', clientKey(request));
    const key = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
    const draft = await openDraft(db, id, key);
    return Response.json(draft, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
