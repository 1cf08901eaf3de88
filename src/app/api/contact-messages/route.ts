import { contactMessageSchema } from '@/lib/support-follow-up';
import { AppError, errorResponse } from '@/server/errors';
import { formFieldErrors } from '@/server/http/field-errors';
import { readPublicWrite } from '@/server/http/read-public-write';
import { checkRequesterLimits } from '@/server/support/requester-limits';
import { createSupportRequest } from '@/server/support/create-support-request';

/** Far above a 4000-character message in any script (4 bytes a character at most). */
const MAX_BODY_BYTES = 32 * 1024;

/**
 * POST /api/contact-messages {fullName, email, subject, message, locale} (application/json,
 * from the site's own pages): a message of the contact page, recorded as a support request of
 * the kind 'contact' (issue #45), forwarded to the desk and acknowledged to the visitor as any
 * support request is. Answers 201 {reference}; 400 with a bilingual message per wrong field;
 * 403 from another site; 413 past 32 KB; 415 unless JSON; 429 past the rate limits (the
 * support requests' own: per mailbox a minute and an hour, and the client's outer bound).
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, body } = await readPublicWrite(request, 'support-requests', MAX_BODY_BYTES);
    const parsed = contactMessageSchema.safeParse(body);
    if (!parsed.success) {
      throw new AppError(
        'invalid_contact_message',
        {},
        formFieldErrors(
          'ContactForm',
          {
            fullName: 'nameRequired',
            email: 'emailRequired',
            subject: 'subjectRequired',
            message: 'messageRequired',
          },
          parsed.error,
        ),
      );
    }
    // One person writes one message at a time, and each is acknowledged to the address given
    // (requester-limits.ts).
    await checkRequesterLimits(db, parsed.data.email);
    const locale = (body as { locale?: unknown }).locale === 'en' ? 'en' : 'ar';
    const { fullName, email, subject, message } = parsed.data;
    const created = await createSupportRequest(
      db,
      { fullName, email, subject, description: message, issueType: 'other', kind: 'contact' },
      locale,
    );
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
