import { statusQuerySchema } from '@/lib/status-query';
import { lookUpApplicationStatus } from '@/server/applications/application-status';
import { statusQueryFieldErrors } from '@/server/applications/status-field-errors';
import { AppError, errorResponse } from '@/server/errors';
import { readPublicWrite } from '@/server/http/read-public-write';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';
import { STATUS_LOOKUPS_PER_QUERY_PER_MINUTE } from '@/server/rate-limit/limits';

/** A reference and an e-mail address: far below this in any script. */
const MAX_BODY_BYTES = 1024;

/**
 * POST /api/applications/status {reference, email} (application/json, from the site's own
 * pages, at most 1 KB): where a complete application is. Answers 200 {reference, status,
 * message, updatedAt}; 404 status_not_found, the same for an unknown reference, another
 * address or an incomplete application; 400 with a bilingual message per wrong field; 403 from
 * another site; 413 past 1 KB; 415 unless JSON; 429 past 10 lookups a minute of one reference or
 * one e-mail address from one client (limits.ts), or past the client's outer bound. Never cached.
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
    // Many applicants share an address; each asks about their own reference and address.
    const limit = { limit: STATUS_LOOKUPS_PER_QUERY_PER_MINUTE };
    const reference = parsed.data.reference.toUpperCase();
    await checkRateLimit(db, 'application-status', `${client}|reference:${reference}`, limit);
    const email = parsed.data.email.toLowerCase();
    await checkRateLimit(db, 'application-status', `${client}|email:${email}`, limit);
    const status = await lookUpApplicationStatus(db, parsed.data.reference, parsed.data.email);
    return Response.json(status, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
