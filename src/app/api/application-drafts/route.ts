import { draftLinkSchema } from '@/lib/draft-link';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';
import { DRAFT_LINKS_PER_CLIENT_PER_MINUTE } from '@/server/rate-limit/limits';
import { sendDraftLink } from '@/server/applications/draft-link';
import { AppError, errorResponse } from '@/server/errors';
import { readPublicWrite } from '@/server/http/read-public-write';

/** A draft's answers: a few KB in any script. */
const MAX_BODY_BYTES = 16 * 1024;

/**
 * POST /api/application-drafts {email, locale, draft: {values, step, key}} (application/json,
 * from the site's own pages, at most 16 KB): keeps the application form's draft and e-mails a
 * link that opens it on another device (issue #44, item 6). 201 {expiresAt}; 400
 * invalid_draft_link (with the e-mail field's message when that is what is wrong); 403 from
 * another site; 413/415; 429 past 3 links a minute from one client, or 3 links an hour to one
 * mailbox (`name+tag@` counts as `name@`).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, client, body } = await readPublicWrite(
      request,
      'application-draft',
      MAX_BODY_BYTES,
    );
    const parsed = draftLinkSchema.safeParse(body);
    if (!parsed.success) throw new AppError('invalid_draft_link');
    // Each link is an e-mail the college sends: a few a minute from one client.
    await checkRateLimit(db, 'draft-link-sent', client, {
      limit: DRAFT_LINKS_PER_CLIENT_PER_MINUTE,
    });
    const sent = await sendDraftLink(db, parsed.data);
    return Response.json(sent, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
