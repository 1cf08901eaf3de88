import { statusQuerySchema } from '@/lib/status-query';
import { sendApplicantLink } from '@/server/applications/send-applicant-link';
import { statusQueryFieldErrors } from '@/server/applications/status-field-errors';
import { AppError, errorResponse } from '@/server/errors';
import { readPublicWrite } from '@/server/http/read-public-write';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';
import { STATUS_LOOKUPS_PER_QUERY_PER_MINUTE } from '@/server/rate-limit/limits';

/** A reference and an e-mail address: far below this in any script. */
const MAX_BODY_BYTES = 1024;

/**
 * POST /api/applications/status/link {reference, email} (application/json, from the site's own
 * pages, at most 1 KB): e-mails the applicant the link to their application's page
 * (send-applicant-link.ts). 202 once sent or already sent within the pause; otherwise the
 * answers of POST /api/applications/status, with the same limits. Never cached.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, client, body } = await readPublicWrite(
      request,
      'application-status',
      MAX_BODY_BYTES,
    );
    const parsed = statusQuerySchema.safeParse(body);
    if (!parsed.success) {
      throw new AppError('invalid_status_query', {}, statusQueryFieldErrors(parsed.error));
    }
    const limit = { limit: STATUS_LOOKUPS_PER_QUERY_PER_MINUTE };
    const reference = parsed.data.reference.toUpperCase();
    await checkRateLimit(db, 'application-status', `${client}|reference:${reference}`, limit);
    const email = parsed.data.email.toLowerCase();
    await checkRateLimit(db, 'application-status', `${client}|email:${email}`, limit);
    await sendApplicantLink(db, parsed.data.reference, parsed.data.email);
    return Response.json({ sent: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
