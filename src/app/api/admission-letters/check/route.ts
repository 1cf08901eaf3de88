import { normalizeLetterCode } from '@/lib/letter-code';
import { checkLetter } from '@/server/applications/letter/admission-letter';
import { AppError, errorResponse } from '@/server/errors';
import { readPublicWrite } from '@/server/http/read-public-write';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';
import { LETTER_CHECKS_PER_MINUTE } from '@/server/rate-limit/limits';

/** A code: far below this in any script. */
const MAX_BODY_BYTES = 256;

/**
 * POST /api/admission-letters/check {code} (application/json, from the site's own pages, at
 * most 256 bytes): what the admission letter with this verification code says, for anyone who
 * holds the letter (an embassy, a sponsor, an employer). 200 {state: 'valid', name, reference,
 * programme, intake, issuedAt} or {state: 'withdrawn', issuedAt, withdrawnAt}; 400
 * invalid_letter_code; 404 letter_not_found; 403 from another site; 413/415; 429 past 20 checks
 * a minute from one client (a code is 60 random bits: none is found by trying). Never cached.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, client, body } = await readPublicWrite(request, 'letter-check', MAX_BODY_BYTES);
    const typed = (body as { code?: unknown } | null)?.code;
    const code =
      typeof typed === 'string' && typed.length <= 40 ? normalizeLetterCode(typed) : null;
    if (!code) throw new AppError('invalid_letter_code');
    await checkRateLimit(db, 'letter-check-code', client, { limit: LETTER_CHECKS_PER_MINUTE });
    const letter = await checkLetter(db, code);
    return Response.json(letter, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
