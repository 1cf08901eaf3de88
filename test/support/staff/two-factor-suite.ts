/**
 * Two-factor sign-in through the real HTTP handlers, on the database the test file configured
 * (PGlite or PostgreSQL): the password, then the code of an authenticator app or a backup code.
 * Imported by two-factor.test.ts (PGlite) and two-factor.postgres.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { cookieOf, post } from './staff-requests';
import { totp } from '../totp';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { handleAuthRequest } = await import('@/server/staff/handle-auth-request');
const { POST: invite } = await import('@/app/api/staff/accounts/route');
const { getDb, closeDatabases } = await import('@/server/db/client');
const { createStaffAccount } = await import('@/server/staff/create-staff-account');
const schema = await import('@/server/db/schema');
const { eq } = await import('drizzle-orm');

afterAll(async () => {
  await closeDatabases();
});

type Failure = { error: { code: string; message: { ar: string; en: string } } };

interface Account {
  email: string;
  password: string;
  key: string;
  backupCodes: string[];
}

let accounts = 0;

/** A new account with two-factor turned on (the password, then the app's first code). */
async function accountWithTwoFactor(): Promise<Account> {
  accounts += 1;
  const email = `two.factor.${accounts}@alrowad.edu.sd`;
  const password = `passphrase number ${accounts} of the tests`;
  await createStaffAccount(await getDb(), {
    email,
    password,
    name: `Two Factor ${accounts}`,
    roles: ['administrator'],
  });
  const signedIn = await handleAuthRequest(post('/api/auth/sign-in/email', { email, password }));
  expect(await signedIn.json()).toEqual({ signedIn: true });
  const cookie = cookieOf(signedIn);
  const enabled = await handleAuthRequest(
    post('/api/auth/two-factor/enable', { password }, { cookie }),
  );
  expect(enabled.status).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as {
    totpURI: string;
    backupCodes: string[];
  };
  const key = new URL(totpURI).searchParams.get('secret')!;
  const confirmed = await handleAuthRequest(
    post('/api/auth/two-factor/verify-totp', { code: totp(key) }, { cookie }),
  );
  expect(confirmed.status).toBe(200);
  return { email, password, key, backupCodes };
}

/** The password step: the answer asks for the code, and its cookie carries the step. */
async function passwordStep(account: Account): Promise<string> {
  const response = await handleAuthRequest(
    post('/api/auth/sign-in/email', { email: account.email, password: account.password }),
  );
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ twoFactor: true });
  return cookieOf(response);
}

async function verifyCode(cookie: string, code: string): Promise<Response> {
  return handleAuthRequest(post('/api/auth/two-factor/verify-totp', { code }, { cookie }));
}

async function verifyBackupCode(cookie: string, code: string): Promise<Response> {
  return handleAuthRequest(post('/api/auth/two-factor/verify-backup-code', { code }, { cookie }));
}

async function failureOf(response: Response): Promise<Failure['error']> {
  expect(response.status).toBe(401);
  const { error } = (await response.json()) as Failure;
  expect(error.message.ar).toMatch(/[\u0600-\u06ff]{3}/);
  return error;
}

/** The account's count of wrong codes in a row (better-auth's lockout, 10 by default). */
async function failedCodes(account: Account): Promise<number | null> {
  const db = await getDb();
  const [row] = await db
    .select({ failures: schema.staffTwoFactor.failedVerificationCount })
    .from(schema.staffTwoFactor)
    .innerJoin(schema.staffUser, eq(schema.staffUser.id, schema.staffTwoFactor.userId))
    .where(eq(schema.staffUser.email, account.email));
  return row?.failures ?? null;
}

describe(`two-factor sign-in (${database})`, () => {
  it('accepts the first correct code of the sign-in', async () => {
    const account = await accountWithTwoFactor();
    // The next time step's code: the one that turned two-factor on is spent (see below).
    const cookie = await passwordStep(account);
    const response = await verifyCode(cookie, totp(account.key, Date.now() + 30_000));
    const body = await response.json();
    expect(body, JSON.stringify(body)).toEqual({ signedIn: true });
    expect(cookieOf(response)).toMatch(/college-staff\.session_token=[^;]+/);
  });

  it('never accepts a code twice: not to sign in again, not the one that turned two-factor on', async () => {
    const account = await accountWithTwoFactor();
    // The code that confirmed the app does not sign in within its 90 seconds of validity.
    const confirmedWith = totp(account.key);
    const first = await passwordStep(account);
    const spent = await failureOf(await verifyCode(first, confirmedWith));
    expect(spent.code).toBe('staff_code_used');
    // A new code signs in; the same code, seen by someone else, signs in nobody.
    const fresh = totp(account.key, Date.now() + 30_000);
    expect(await (await verifyCode(first, fresh)).json()).toEqual({ signedIn: true });
    const second = await passwordStep(account);
    const replayed = await failureOf(await verifyCode(second, fresh));
    expect(replayed.code).toBe('staff_code_used');
    expect(replayed.message.en).toMatch(/already been used/);
    // Nor an older code still inside the window of validity.
    const older = await failureOf(await verifyCode(second, confirmedWith));
    expect(older.code).toBe('staff_code_used');
  });

  it('takes each backup code once', async () => {
    const account = await accountWithTwoFactor();
    expect(account.backupCodes).toHaveLength(8);
    const [code, other] = account.backupCodes;
    const first = await passwordStep(account);
    expect(await (await verifyBackupCode(first, code!)).json()).toEqual({ signedIn: true });
    const second = await passwordStep(account);
    expect((await failureOf(await verifyBackupCode(second, code!))).code).toBe(
      'staff_code_invalid',
    );
    expect(await (await verifyBackupCode(second, other!)).json()).toEqual({ signedIn: true });
  });

  it('counts a wrong code as a failure, and a right one clears the count', async () => {
    const account = await accountWithTwoFactor();
    const cookie = await passwordStep(account);
    expect((await failureOf(await verifyCode(cookie, '000000'))).code).toBe('staff_code_invalid');
    expect((await failureOf(await verifyCode(cookie, 'not a code'))).code).toBe(
      'staff_code_invalid',
    );
    expect(await failedCodes(account)).toBe(2);
    // The same step goes on: a right code still signs in, and the count starts again.
    expect(await (await verifyCode(cookie, totp(account.key, Date.now() + 30_000))).json()).toEqual(
      { signedIn: true },
    );
    expect(await failedCodes(account)).toBe(0);
  });

  it('ends the step after five wrong codes: the right one is refused until the password again', async () => {
    const account = await accountWithTwoFactor();
    const cookie = await passwordStep(account);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await failureOf(await verifyCode(cookie, '000000'))).code).toBe('staff_code_invalid');
    }
    const code = totp(account.key, Date.now() + 30_000);
    expect((await failureOf(await verifyCode(cookie, code))).code).toBe('staff_code_expired');
    // After the password again the step starts afresh. The code sent to the ended step is
    // spent (refuse-spent-codes.ts claims a correct code before better-auth looks at it):
    // the app's next code, or a backup code, signs in.
    const again = await passwordStep(account);
    expect((await failureOf(await verifyCode(again, code))).code).toBe('staff_code_used');
    expect(await (await verifyBackupCode(again, account.backupCodes[0]!)).json()).toEqual({
      signedIn: true,
    });
  });

  it('with STAFF_REQUIRE_2FA=1, opens the administrator’s area only once two-factor is on', async () => {
    accounts += 1;
    const email = `no.two.factor.${accounts}@alrowad.edu.sd`;
    const password = `passphrase number ${accounts} of the tests`;
    await createStaffAccount(await getDb(), {
      email,
      password,
      name: 'Without Two Factor',
      roles: ['administrator'],
    });
    const signedIn = await handleAuthRequest(post('/api/auth/sign-in/email', { email, password }));
    let cookie = cookieOf(signedIn);
    const body = (n: number) => ({
      name: `Invited ${n}`,
      email: `invited.${accounts}.${n}@alrowad.edu.sd`,
      roles: ['editor'],
      locale: 'en',
    });
    process.env.STAFF_REQUIRE_2FA = '1';
    try {
      const refused = await invite(post('/api/staff/accounts', body(1), { cookie }));
      expect(refused.status).toBe(403);
      const { error } = (await refused.json()) as Failure;
      expect(error.code).toBe('staff_two_factor_required');
      expect(error.message.en).toMatch(/two-factor/);
      expect(error.message.ar).toMatch(/[\u0600-\u06ff]{3}/);
      // Turned on (the password, then the app's code): the area opens with the new session.
      const enabled = await handleAuthRequest(
        post('/api/auth/two-factor/enable', { password }, { cookie }),
      );
      const { totpURI } = (await enabled.json()) as { totpURI: string };
      const key = new URL(totpURI).searchParams.get('secret')!;
      const confirmed = await verifyCode(cookie, totp(key));
      expect(confirmed.status).toBe(200);
      cookie = cookieOf(confirmed);
      expect((await invite(post('/api/staff/accounts', body(2), { cookie }))).status).toBe(201);
    } finally {
      delete process.env.STAFF_REQUIRE_2FA;
    }
  });
});
