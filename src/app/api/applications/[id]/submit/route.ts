import { applicationOfRequest } from '@/server/applications/application-of-request';
import { submitApplication } from '@/server/applications/submit-application';
import { getDb } from '@/server/db/client';
import { errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { assertSameOrigin } from '@/server/http/same-origin';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';

/**
 * POST /api/applications/{id}/submit (`Authorization: Bearer <upload token>`): completes the
 * application once its three documents are stored and notifies the office and the applicant.
 * 200 {reference, notified}; `notified: false` means the e-mail is queued for retry.
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  try {
    assertSameOrigin(request);
    const { id } = await params;
    const db = await getDb();
    await checkRateLimit(db, 'submit', clientKey(request));
    const application = await applicationOfRequest(db, request, id, 'submit');
    const result = await submitApplication(db, application);
    return Response.json(result, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
