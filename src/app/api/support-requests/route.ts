import { supportRequestSchema } from '@/lib/support-request-schema';
import { AppError, errorResponse } from '@/server/errors';
import { readPublicWrite } from '@/server/http/read-public-write';
import { checkRequesterLimits } from '@/server/support/requester-limits';
import { createSupportRequest } from '@/server/support/create-support-request';
import { supportFieldErrors } from '@/server/support/field-errors';

/** Far above a 4000-character description in any script (4 bytes a character at most). */
const MAX_BODY_BYTES = 32 * 1024;

/**
 * POST /api/support-requests {fullName, email, issueType, description, locale}
 * (application/json, from the site's own pages): records a technical support request and
 * forwards it to support by e-mail. Answers 201 {reference}; 400 with a bilingual message per
 * wrong field; 403 from another site; 413 past 32 KB; 415 unless JSON; 429 past the rate limits
 * (requester-limits.ts: per mailbox a minute and an hour, and the client's outer bound).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, body } = await readPublicWrite(request, 'support-requests', MAX_BODY_BYTES);
    const parsed = supportRequestSchema.safeParse(body);
    if (!parsed.success) {
      throw new AppError('invalid_support_request', {}, supportFieldErrors(parsed.error));
    }
    // Many people share an address; one person writes one request at a time, and each is
    // acknowledged to the address given (requester-limits.ts).
    await checkRequesterLimits(db, parsed.data.email);
    const locale = (body as { locale?: unknown }).locale === 'en' ? 'en' : 'ar';
    const created = await createSupportRequest(db, parsed.data, locale);
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
