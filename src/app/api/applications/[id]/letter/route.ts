import { askedLocale } from '@/server/http/asked-locale';
import { applicationOfRequest } from '@/server/applications/application-of-request';
import { letterResponse } from '@/server/applications/letter/letter-response';
import { getDb } from '@/server/db/client';
import { errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';

/**
 * GET /api/applications/{id}/letter?lang=ar|en (`Authorization: Bearer <personal link key or
 * upload token>`): the admission letter of an accepted application as a PDF, in the language
 * asked (else the one the applicant applied in). Personal data: never stored in a cache; 404 for
 * anyone else, and while the application has no letter in force, without saying why.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/applications/[id]/letter'>,
): Promise<Response> {
  try {
    const lang = askedLocale(request);
    const { id } = await params;
    const db = await getDb();
    await checkRateLimit(db, 'letter', clientKey(request));
    const application = await applicationOfRequest(db, request, id, 'letter');
    return await letterResponse(db, application, lang ?? application.locale);
  } catch (error) {
    return errorResponse(error);
  }
}
