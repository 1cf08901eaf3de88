import { applicantSchema } from '@/lib/applicant-schema';
import { createApplication } from '@/server/applications/create-application';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { readJson } from '@/server/http/read-json';
import { assertSameOrigin } from '@/server/http/same-origin';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';

/** A name, an e-mail address and a language: far below this in any script. */
const MAX_BODY_BYTES = 4 * 1024;

/**
 * POST /api/applications {name, email, locale} (application/json, from the site's own pages,
 * at most 4 KB): starts an application (incomplete until its three documents are stored).
 * Answers 201 {id, reference, token}; the token authorises the uploads of this application only.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    assertSameOrigin(request);
    const db = await getDb();
    await checkRateLimit(db, 'applications', clientKey(request));
    const body = await readJson(request, MAX_BODY_BYTES);
    const parsed = applicantSchema.safeParse(body);
    if (!parsed.success) throw new AppError('invalid_applicant');
    const locale = (body as { locale?: unknown }).locale === 'en' ? 'en' : 'ar';
    const created = await createApplication(db, parsed.data, locale);
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
