import { applicationOfRequest } from '@/server/applications/application-of-request';
import { applicantViewOf } from '@/server/applications/applicant-view';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';

/**
 * GET /api/applications/{id} (`Authorization: Bearer <personal link key or upload token>`): the
 * applicant's own view of a sent application (applicant-view.ts), for
 * /admission/your-application. Personal data: no-store; 404 for anything else, without saying
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
    if (application.status !== 'complete') throw new AppError('not_found');
    return Response.json(await applicantViewOf(db, application), {
      headers: { 'Cache-Control': 'no-store' },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
