/**
 * Fixed-window rate limits kept in the database, so every instance behind the load balancer
 * counts the same requests (DESIGN.md section 1: no in-memory state that must be shared).
 */
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from '../errors';
import { serverConfig } from '../server-config';

const WINDOW_MS = 60_000;

/**
 * The client's address as the front reports it: X-Real-IP, which the shipped nginx front sets
 * to the connecting address (a client cannot forge it through the front), else the last
 * X-Forwarded-For entry, the one the nearest proxy added (the first ones are whatever the
 * client sent). Clients reaching the server directly share one bucket.
 */
export function clientKey(request: Request): string {
  const realIp = request.headers.get('x-real-ip')?.trim();
  if (realIp) return realIp;
  const forwarded = request.headers
    .get('x-forwarded-for')
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return forwarded?.at(-1) ?? 'direct';
}

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
    throw new AppError('rate_limited', 429, { retryAfter: String(retryAfter) });
  }
}

/** Drops counters of past windows (run with the periodic clean-up). */
export async function pruneRateLimits(db: Db, now = new Date()): Promise<void> {
  await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStart, new Date(now.getTime() - WINDOW_MS)));
}
