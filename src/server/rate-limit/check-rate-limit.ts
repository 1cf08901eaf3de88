/**
 * Fixed-window rate limits kept in the database, so every instance behind the load balancer
 * counts the same requests (DESIGN.md section 1: no in-memory state that must be shared).
 */
import 'server-only';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';
import { serverConfig } from '../server-config';

const WINDOW_MS = 60_000;

/**
 * Counts one request of `client` on `action`; throws AppError('rate_limited', 429) past the
 * limit of the current minute.
 */
export async function checkRateLimit(
  db: Db,
  action: string,
  client: string,
  { limit = serverConfig.rateLimitPerMinute(), now = new Date() } = {},
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / WINDOW_MS) * WINDOW_MS);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: `${action}:${client}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > limit) {
    const retryAfter = Math.ceil((windowStart.getTime() + WINDOW_MS - now.getTime()) / 1000);
    throw new AppError('rate_limited', { retryAfter: String(retryAfter) });
  }
}

/** Drops counters of past windows (run with the periodic clean-up). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - WINDOW_MS)));
}
