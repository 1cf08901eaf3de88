/**
 * The lockout of an address after repeated wrong passwords: LOCKOUT_FAILURES in a row lock it
 * for LOCKOUT_MINUTES, whichever networks the attempts come from (the per-client rate limit
 * cannot stop a guesser who changes address). A success clears the count. Kept in the
 * database, so every instance counts the same failures.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { staffSignInFailures } from '../db/schema';
import { AppError } from '../errors';
import { LOCKOUT_FAILURES, LOCKOUT_MINUTES } from './staff-constants';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Throws AppError('staff_locked', 429) while the address is locked. */
export async function assertNotLocked(db: Db, email: string, now = new Date()): Promise<void> {
  const [row] = await db
    .select({ lockedUntil: staffSignInFailures.lockedUntil })
    .from(staffSignInFailures)
    .where(eq(staffSignInFailures.email, normalizeEmail(email)));
  if (row?.lockedUntil && row.lockedUntil > now) {
    const minutes = Math.ceil((row.lockedUntil.getTime() - now.getTime()) / 60_000);
    throw new AppError(
      'staff_locked',
      { minutes: String(minutes), retryAfter: String(minutes * 60) },
      undefined,
    );
  }
}

/** Counts a wrong password; locks the address at the LOCKOUT_FAILURES-th in a row. */
export async function recordFailure(db: Db, email: string, now = new Date()): Promise<void> {
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
  await db
    .insert(staffSignInFailures)
    .values({ email: normalizeEmail(email), failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: staffSignInFailures.email,
      set: {
        failures: sql`${staffSignInFailures.failures} + 1`,
        lastFailureAt: now,
        lockedUntil: sql`case when ${staffSignInFailures.failures} + 1 >= ${LOCKOUT_FAILURES} then ${lockUntil.toISOString()}::timestamptz else ${staffSignInFailures.lockedUntil} end`,
      },
    });
}

/** A successful sign-in (or a new password) clears the count. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(staffSignInFailures).where(eq(staffSignInFailures.email, normalizeEmail(email)));
}
