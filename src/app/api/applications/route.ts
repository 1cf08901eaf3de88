import { applicantSchema } from '@/lib/applicant-schema';
import { createApplication } from '@/server/applications/create-application';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';
import { checkRateLimit, clientKey } from '@/server/rate-limit/check-rate-limit';

/**
 * POST /api/applications {name, email, locale}: starts an application (incomplete until its
 * three documents are stored). Answers 201 {id, reference, token}; the token authorises the
 * uploads of this application only.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const db = await getDb();
    await checkRateLimit(db, 'applications', clientKey(request));
    let body: unknown;
    try {
      body = await request.json();
    } catch {
      throw new AppError('invalid_json', 400);
    }
    const parsed = applicantSchema.safeParse(body);
    if (!parsed.success) throw new AppError('invalid_applicant', 400);
    const locale = (body as { locale?: unknown }).locale === 'en' ? 'en' : 'ar';
    const created = await createApplication(db, parsed.data, locale);
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
