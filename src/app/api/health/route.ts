import { sql } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { describeError } from '@/server/db/errors';

// A health check must ask the database each time, never answer from a build-time snapshot.
export const dynamic = 'force-dynamic';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health: 200 `{ status: 'ok', database: 'up' }` when the database answers a query,
 * 503 `{ status: 'error', database: 'down' }` otherwise (for load balancers and monitoring).
 */
export async function GET(): Promise<Response> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: 'ok', database: 'up' }, { headers: NO_STORE });
  } catch (error) {
    console.error(`[api/health] database check failed: ${describeError(error)}`);
    return Response.json({ status: 'error', database: 'down' }, { status: 503, headers: NO_STORE });
  }
}
