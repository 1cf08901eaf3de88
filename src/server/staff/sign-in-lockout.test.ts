/**
 * The lockout of wrong passwords (issue #42, item 5): brute force is kept out, and a stranger
 * cannot keep a member of staff (an administrator) locked out: the lock holds against the
 * failing network only and ends for good when it expires; the account-wide cap slows checks
 * from new networks and never locks.
 */
import { sql } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { describeOnDatabases } from '../../../test/support/db/describe-on-databases';
import { AppError } from '../errors';
import {
  assertMayTryPassword,
  pruneSignInRecords,
  recordSignIn,
  recordWrongPassword,
} from './sign-in-lockout';
import {
  ACCOUNT_FAILURE_WINDOW_MINUTES,
  ACCOUNT_SLOWDOWN_FAILURES,
  ACCOUNT_SLOWDOWN_SECONDS,
  LOCKOUT_FAILURES,
  LOCKOUT_MINUTES,
} from './staff-constants';

const admin = 'Chief.Admin@alrowad.edu.sd';
const t0 = new Date('2026-11-28T08:00:00Z');
const later = (seconds: number) => new Date(t0.getTime() + seconds * 1000);

/** The error an attempt is refused with, or null when it may go ahead. */
async function refusal(
  db: Parameters<typeof assertMayTryPassword>[0],
  network: string,
  now: Date,
): Promise<AppError | null> {
  try {
    await assertMayTryPassword(db, admin, network, now);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
}

describeOnDatabases('the sign-in lockout', (database) => {
  beforeEach(async () => {
    await database.db.execute(
      sql`truncate table staff_sign_in_failures, staff_sign_in_accounts restart identity`,
    );
  });

  it('locks the account for the network its wrong passwords come from, and only for it', async () => {
    const { db } = database;
    for (let attempt = 0; attempt < LOCKOUT_FAILURES - 1; attempt++) {
      await recordWrongPassword(db, admin, '203.0.113.9', later(attempt));
    }
    expect(await refusal(db, '203.0.113.9', later(10))).toBeNull();
    // The address is the same account however it is written.
    await recordWrongPassword(db, admin.toLowerCase(), '203.0.113.9', later(10));
    const locked = await refusal(db, '203.0.113.9', later(11));
    expect(locked?.code).toBe('staff_locked');
    expect(locked?.values).toMatchObject({
      minutes: String(LOCKOUT_MINUTES),
      retryAfter: String(LOCKOUT_MINUTES * 60),
    });
    // The administrator at the college is not locked out by the stranger.
    expect(await refusal(db, '198.51.100.7', later(12))).toBeNull();
  });

  it('cannot be kept locked: when the lock ends, the count starts again from zero', async () => {
    const { db } = database;
    for (let attempt = 0; attempt < LOCKOUT_FAILURES; attempt++) {
      await recordWrongPassword(db, admin, '203.0.113.9', later(attempt));
    }
    const ends = LOCKOUT_FAILURES - 1 + LOCKOUT_MINUTES * 60;
    expect((await refusal(db, '203.0.113.9', later(ends - 1)))?.code).toBe('staff_locked');
    expect(await refusal(db, '203.0.113.9', later(ends + 1))).toBeNull();
    // One wrong password after the lock no longer locks again at once…
    await recordWrongPassword(db, admin, '203.0.113.9', later(ends + 1));
    expect(await refusal(db, '203.0.113.9', later(ends + 2))).toBeNull();
    // …it takes a full count again.
    for (let attempt = 1; attempt < LOCKOUT_FAILURES; attempt++) {
      await recordWrongPassword(db, admin, '203.0.113.9', later(ends + 2 + attempt));
    }
    expect((await refusal(db, '203.0.113.9', later(ends + 10)))?.code).toBe('staff_locked');
  });

  it('clears a network’s count when the right password comes from it', async () => {
    const { db } = database;
    for (let attempt = 0; attempt < LOCKOUT_FAILURES - 1; attempt++) {
      await recordWrongPassword(db, admin, '198.51.100.7', later(attempt));
    }
    await recordSignIn(db, admin, '198.51.100.7', later(10));
    await recordWrongPassword(db, admin, '198.51.100.7', later(11));
    expect(await refusal(db, '198.51.100.7', later(12))).toBeNull();
  });

  it('slows the checks of an account guessed at from many networks, and never locks it', async () => {
    const { db } = database;
    for (let attempt = 0; attempt < ACCOUNT_SLOWDOWN_FAILURES; attempt++) {
      await recordWrongPassword(db, admin, `203.0.113.${attempt}`, later(attempt));
    }
    // One check per ACCOUNT_SLOWDOWN_SECONDS, whichever new network asks.
    expect(await refusal(db, '192.0.2.1', later(60))).toBeNull();
    const slowed = await refusal(db, '192.0.2.2', later(61));
    expect(slowed?.code).toBe('staff_slowed');
    expect(slowed?.values).toMatchObject({
      seconds: String(ACCOUNT_SLOWDOWN_SECONDS - 1),
      retryAfter: String(ACCOUNT_SLOWDOWN_SECONDS - 1),
    });
    expect(await refusal(db, '192.0.2.2', later(60 + ACCOUNT_SLOWDOWN_SECONDS))).toBeNull();
    // Once the failures are older than the window, checks are not slowed any more.
    const after = ACCOUNT_FAILURE_WINDOW_MINUTES * 60 + 1;
    expect(await refusal(db, '192.0.2.3', later(after))).toBeNull();
    expect(await refusal(db, '192.0.2.4', later(after + 1))).toBeNull();
  });

  it('never slows a network the account has signed in from', async () => {
    const { db } = database;
    await recordSignIn(db, admin, '198.51.100.7', t0);
    for (let attempt = 0; attempt < ACCOUNT_SLOWDOWN_FAILURES + 5; attempt++) {
      await recordWrongPassword(db, admin, `203.0.113.${attempt}`, later(attempt));
    }
    expect(await refusal(db, '192.0.2.1', later(60))).toBeNull();
    expect((await refusal(db, '192.0.2.2', later(61)))?.code).toBe('staff_slowed');
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(await refusal(db, '198.51.100.7', later(62 + attempt))).toBeNull();
    }
  });

  it('forgets what no longer matters', async () => {
    const { db } = database;
    await recordSignIn(db, admin, '198.51.100.7', t0);
    for (let attempt = 0; attempt < LOCKOUT_FAILURES; attempt++) {
      await recordWrongPassword(db, admin, '203.0.113.9', later(attempt));
    }
    const count = async (table: 'staff_sign_in_failures' | 'staff_sign_in_accounts') => {
      const result = (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as {
        rows: { n: number }[];
      };
      return result.rows[0]!.n;
    };
    // While the lock and the known network matter, both are kept.
    await pruneSignInRecords(db, later(60));
    expect(await count('staff_sign_in_failures')).toBe(2);
    expect(await count('staff_sign_in_accounts')).toBe(1);
    // A day on, the failures have done their work; the known network is still known.
    await pruneSignInRecords(db, later(24 * 60 * 60 + 60));
    expect(await count('staff_sign_in_failures')).toBe(1);
    expect(await count('staff_sign_in_accounts')).toBe(0);
  });
});
