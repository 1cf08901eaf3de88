import { count } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { sitePages } from '@/server/db/schema';
import { errorResponse, AppError } from '@/server/errors';
import { renewPublicPages } from '@/server/pages/refresh-pages';
import { isRenewToken, RENEW_HEADER } from '@/server/pages/renew-token';

/**
 * POST /api/internal/renew-pages?reason=start|schedule: this process asking itself to renew
 * its public pages (src/server/pages/renew-token.ts), with the secret only it holds; anyone
 * else gets 404. At start, only when a page was edited (the build prerendered the
 * repository's words). 204.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    if (!isRenewToken(request.headers.get(RENEW_HEADER))) throw new AppError('not_found');
    const reason = new URL(request.url).searchParams.get('reason');
    if (reason === 'start') {
      const [edited] = await (await getDb()).select({ pages: count() }).from(sitePages);
      if ((edited?.pages ?? 0) === 0) return new Response(null, { status: 204 });
    }
    renewPublicPages();
    return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
