/**
 * What keeps password guessing out of the staff workspace without letting a stranger lock a
 * member of staff out (issue #42). Kept in the database, so every instance counts the same
 * failures. The network is the client's address (an IPv6 /64), as the rate limits key it.
 *
 * - Per account and network: LOCKOUT_FAILURES wrong passwords in a row for an account from one
 *   network lock that account for that network for LOCKOUT_MINUTES; attempts from it meanwhile
 *   are refused unchecked. When the lock ends, the count starts again from zero, and a right
 *   password clears it. A stranger's wrong passwords lock the stranger's network (and whoever
 *   shares its address) only: the administrator at the college signs in as usual.
 * - Per account, from every network together: once it has had ACCOUNT_SLOWDOWN_FAILURES wrong
 *   passwords within ACCOUNT_FAILURE_WINDOW_MINUTES of the first, its password is checked at
 *   most once every ACCOUNT_SLOWDOWN_SECONDS from networks it has not signed in from within
 *   KNOWN_NETWORK_DAYS (others are asked to try again in a few seconds). A guesser with many
 *   addresses gets at most ~120 guesses an hour; nothing is locked, and a network the account
 *   has used is never slowed. What a stranger can still do: make a sign-in from a network the
 *   account has not used wait its turn.
 *
 * The per-client rate limit (handle-auth-request.ts) comes first.
 */
import 'server-only';
import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { staffSignInAccounts, staffSignInFailures } from '../db/schema';
import { AppError } from '../errors';
import {
  ACCOUNT_FAILURE_WINDOW_MINUTES,
  ACCOUNT_SLOWDOWN_FAILURES,
  ACCOUNT_SLOWDOWN_SECONDS,
  KNOWN_NETWORK_DAYS,
  LOCKOUT_FAILURES,
  LOCKOUT_MINUTES,
} from './staff-constants';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** A network's count with no lock and no new failure for this long is forgotten. */
const FORGET_FAILURES_MS = DAY_MS;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A moment for a raw SQL expression (PGlite and pg both read an ISO string as timestamptz). */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/**
 * Throws AppError('staff_locked', 429) while the account is locked for this network, and
 * AppError('staff_slowed', 429) when the account is being guessed at and this network's
 * attempt must wait its turn; otherwise the attempt may go ahead (and, when checks are slowed,
 * it has taken the next turn).
 */
export async function assertMayTryPassword(
  db: Db,
  email: string,
  network: string,
  now = new Date(),
): Promise<void> {
  const account = normalizeEmail(email);
  const [pair] = await db
    .select({
      lockedUntil: staffSignInFailures.lockedUntil,
      signedInAt: staffSignInFailures.signedInAt,
    })
    .from(staffSignInFailures)
    .where(and(eq(staffSignInFailures.email, account), eq(staffSignInFailures.network, network)));
  if (pair?.lockedUntil && pair.lockedUntil > now) {
    const minutes = Math.ceil((pair.lockedUntil.getTime() - now.getTime()) / MINUTE_MS);
    throw new AppError('staff_locked', {
      minutes: String(minutes),
      retryAfter: String(minutes * 60),
    });
  }
  if (pair?.signedInAt && pair.signedInAt.getTime() > now.getTime() - KNOWN_NETWORK_DAYS * DAY_MS) {
    return;
  }

  const windowStart = new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MINUTES * MINUTE_MS);
  const [guessed] = await db
    .select({ nextCheckAt: staffSignInAccounts.nextCheckAt })
    .from(staffSignInAccounts)
    .where(
      and(
        eq(staffSignInAccounts.email, account),
        gt(staffSignInAccounts.windowStartedAt, windowStart),
        sql`${staffSignInAccounts.failures} >= ${ACCOUNT_SLOWDOWN_FAILURES}`,
      ),
    );
  if (!guessed) return;
  // The next turn, taken in one statement so that two instances cannot both take it.
  const [turn] = await db
    .update(staffSignInAccounts)
    .set({ nextCheckAt: new Date(now.getTime() + ACCOUNT_SLOWDOWN_SECONDS * 1000) })
    .where(
      and(
        eq(staffSignInAccounts.email, account),
        or(isNull(staffSignInAccounts.nextCheckAt), lte(staffSignInAccounts.nextCheckAt, now)),
      ),
    )
    .returning({ email: staffSignInAccounts.email });
  if (turn) return;
  const wait = guessed.nextCheckAt
    ? Math.ceil((guessed.nextCheckAt.getTime() - now.getTime()) / 1000)
    : ACCOUNT_SLOWDOWN_SECONDS;
  const seconds = String(Math.min(ACCOUNT_SLOWDOWN_SECONDS, Math.max(1, wait)));
  throw new AppError('staff_slowed', {
    seconds,
    interval: String(ACCOUNT_SLOWDOWN_SECONDS),
    retryAfter: seconds,
  });
}

/**
 * Counts a wrong password for the account from this network (locking it there at the
 * LOCKOUT_FAILURES-th in a row; a lock that has ended counts as none) and for the account
 * from every network (a new window once the last one has ended).
 */
export async function recordWrongPassword(
  db: Db,
  email: string,
  network: string,
  now = new Date(),
): Promise<void> {
  const account = normalizeEmail(email);
  const pair = staffSignInFailures;
  const lockEnded = sql`(${pair.lockedUntil} is not null and ${pair.lockedUntil} <= ${at(now)})`;
  const failures = sql`case when ${lockEnded} then 1 else ${pair.failures} + 1 end`;
  const lockUntil = new Date(now.getTime() + LOCKOUT_MINUTES * MINUTE_MS);
  await db
    .insert(pair)
    .values({ email: account, network, failures: 1, lastFailureAt: now })
    .onConflictDoUpdate({
      target: [pair.email, pair.network],
      set: {
        failures,
        lastFailureAt: now,
        lockedUntil: sql`case when ${failures} >= ${LOCKOUT_FAILURES} then ${at(lockUntil)} when ${lockEnded} then null else ${pair.lockedUntil} end`,
      },
    });

  const all = staffSignInAccounts;
  const windowStart = new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MINUTES * MINUTE_MS);
  const windowEnded = sql`${all.windowStartedAt} <= ${at(windowStart)}`;
  await db
    .insert(all)
    .values({ email: account, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: all.email,
      set: {
        failures: sql`case when ${windowEnded} then 1 else ${all.failures} + 1 end`,
        windowStartedAt: sql`case when ${windowEnded} then ${at(now)} else ${all.windowStartedAt} end`,
        nextCheckAt: sql`case when ${windowEnded} then null else ${all.nextCheckAt} end`,
      },
    });
}

/**
 * A right password from this network: its count is cleared, and the network is one the
 * account uses (never slowed). The account-wide count stays: a guesser must not get a fresh
 * allowance each time its owner signs in.
 */
export async function recordSignIn(
  db: Db,
  email: string,
  network: string,
  now = new Date(),
): Promise<void> {
  await db
    .insert(staffSignInFailures)
    .values({ email: normalizeEmail(email), network, failures: 0, signedInAt: now })
    .onConflictDoUpdate({
      target: [staffSignInFailures.email, staffSignInFailures.network],
      set: { failures: 0, lockedUntil: null, signedInAt: now },
    });
}

/**
 * Forgets what no longer matters (run with the periodic clean-up): a network's count with no
 * lock and no failure for a day, a network the account has not signed in from for
 * KNOWN_NETWORK_DAYS, an account-wide count whose window has ended.
 */
export async function pruneSignInRecords(db: Db, now = new Date()): Promise<void> {
  const pair = staffSignInFailures;
  await db
    .delete(pair)
    .where(
      and(
        or(
          isNull(pair.signedInAt),
          lt(pair.signedInAt, new Date(now.getTime() - KNOWN_NETWORK_DAYS * DAY_MS)),
        ),
        or(isNull(pair.lockedUntil), lt(pair.lockedUntil, now)),
        or(
          isNull(pair.lastFailureAt),
          lt(pair.lastFailureAt, new Date(now.getTime() - FORGET_FAILURES_MS)),
        ),
      ),
    );
  const all = staffSignInAccounts;
  await db
    .delete(all)
    .where(
      and(
        lte(
          all.windowStartedAt,
          new Date(now.getTime() - ACCOUNT_FAILURE_WINDOW_MINUTES * MINUTE_MS),
        ),
        or(isNull(all.nextCheckAt), lt(all.nextCheckAt, now)),
      ),
    );
}
