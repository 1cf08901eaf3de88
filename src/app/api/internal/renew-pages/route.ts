import { AppError, errorResponse } from '@/server/errors';
import { renewPublicPages } from '@/server/pages/refresh-pages';
import { isRenewToken, RENEW_HEADER } from '@/server/pages/renew-token';

/**
 * POST /api/internal/renew-pages?reason=start|schedule: this process asking itself to renew
 * its public pages (src/server/pages/renew-token.ts), with the secret only it holds; anyone
 * else gets 404. At start always: the build prerendered the repository's words and the
 * environment's settings, and the pages kept from an earlier run may show what the database
 * no longer holds (a database restored from a backup). Each page is drawn again on its next
 * visit. 204.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (!isRenewToken(request.headers.get(RENEW_HEADER))) throw new AppError('not_found');
    renewPublicPages();
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
