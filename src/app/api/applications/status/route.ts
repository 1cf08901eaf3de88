import { lookUpApplicationStatus } from '@/server/applications/application-status';
import { readStatusQuery } from '@/server/applications/read-status-query';
import { errorResponse } from '@/server/errors';

/**
 * POST /api/applications/status {reference, email} (application/json, from the site's own
 * pages, at most 1 KB): where a complete application is. Answers 200 {reference, status,
 * message, updatedAt, feeStatus}; 404 status_not_found, the same for an unknown reference,
 * another address or an incomplete application; 400 with a bilingual message per wrong field;
 * 403 from another site; 413 past 1 KB; 415 unless JSON; 429 past 10 lookups a minute of one
 * reference or one e-mail address from one client (limits.ts), or past the client's outer
 * bound. Never cached.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, query } = await readStatusQuery(request);
    const status = await lookUpApplicationStatus(db, query.reference, query.email);
    return Response.json(status, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
