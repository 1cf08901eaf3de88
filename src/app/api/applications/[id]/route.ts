import { applicationOfRequest } from '@/server/applications/application-of-request';
import { applicantViewOf } from '@/server/applications/applicant-view';
import { getDb } from '@/server/db/client';
import { errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';

/**
 * GET /api/applications/{id} (`Authorization: Bearer <personal link key or upload token>`): the
 * applicant's own view of the application (applicant-view.ts), for /admission/your-application
 * and for the documents tab opened from the link of a form whose documents are missing. Personal data: no-store; 404 for anything else, without saying
 * why.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  try {
    const { id } = await params;
    const db = await getDb();
    await checkRateLimit(db, 'application-view', clientKey(request));
    const application = await applicationOfRequest(db, request, id, 'view');
    return Response.json(await applicantViewOf(db, application), {
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
