import { readStatusQuery } from '@/server/applications/read-status-query';
import { sendApplicantLink } from '@/server/applications/send-applicant-link';
import { errorResponse } from '@/server/errors';

/**
 * POST /api/applications/status/link {reference, email} (application/json, from the site's own
 * pages, at most 1 KB): e-mails the applicant a link to their application's page
 * (send-applicant-link.ts). 202 once sent, or already sent within the pause; otherwise the
 * answers of POST /api/applications/status, with the same limits. Never cached.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, query } = await readStatusQuery(request);
    await sendApplicantLink(db, query.reference, query.email);
    return Response.json({ sent: true }, { status: 202, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
