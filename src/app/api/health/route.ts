import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { describeError } from '@/server/db/errors';
import { siteUrlProblem } from '@/server/site-url-check';

// A health check must ask the database each time, never answer from a build-time snapshot.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health: 200 `{ status: 'ok', database: 'up' }` when the database answers a query,
 * 503 `{ status: 'error', database: 'down' }` otherwise (for load balancers and monitoring).
 * When SITE_URL is local while the site is reached under a public host name, the answer adds
 * `warnings` saying so (still 200: the site serves, but its absolute links are wrong).
 */
export async function GET(request: Request): Promise<Response> {
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  const problem = siteUrlProblem(host);
  const warnings = problem ? { warnings: [problem] } : {};
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: 'ok', database: 'up', ...warnings }, { headers: NO_STORE });
  } catch (error) {
    console.error(`[api/health] database check failed: ${describeError(error)}`);
    return Response.json(
      { status: 'error', database: 'down', ...warnings },
      { status: 503, headers: NO_STORE },
    );
  }
}
