/**
 * Staff sign-in while its database fails (issue #42, item 3): better-auth logs the failed
 * queries, and nothing of what they carried (a session token, an e-mail address, a password,
 * any query parameter) may reach the log.
 */
import { format } from 'node:util';
import { afterAll, expect, it, vi } from 'vitest';
import { cookieOf, post, site } from '../../../test/support/staff/staff-requests';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('auth-log');
delete process.env.DATABASE_URL;
process.env.SITE_URL = site;

const { handleAuthRequest } = await import('./handle-auth-request');
const { getDatabase, closeDatabases } = await import('../db/client');
const { createStaffAccount } = await import('./create-staff-account');
afterAll(() => closeDatabases());

const account = { email: 'records.officer@alrowad.edu.sd', password: 'a long records passphrase' };

/** Everything written to the console while `work` runs, as the console would print it. */
async function logsOf(work: () => Promise<unknown>): Promise<string> {
  const lines: string[] = [];
  const spies = (['error', 'warn', 'info', 'log', 'debug'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      lines.push(format(...args));
    }),
  );
  try {
    await work();
  } finally {
    for (const spy of spies) spy.mockRestore();
  }
  return lines.join('\n');
}

it('logs no session token, e-mail address, password or query parameter when its queries fail', async () => {
  const { db } = await getDatabase();
  await createStaffAccount(db, { ...account, name: 'Huda', roles: ['admissions'] });
  const signedIn = await handleAuthRequest(post('/api/auth/sign-in/email', account));
  expect(signedIn.status).toBe(200);
  const cookie = cookieOf(signedIn);
  const token = /session_token=([^.;]+)/.exec(cookie)![1]!;

  // The database goes away under better-auth, which keeps the connection it was given (the
  // gate in front of it opens a new one, so a sign-in reaches better-auth).
  await closeDatabases();

  const logs = await logsOf(async () => {
    await handleAuthRequest(
      new Request(`${site}/api/auth/get-session`, { headers: { cookie } }),
    ).catch(() => undefined);
    await handleAuthRequest(post('/api/auth/sign-in/email', account)).catch(() => undefined);
  });
  // The failures are logged (the test would prove nothing otherwise)…
  expect(logs).toMatch(/Failed query/);
  // …without what the queries carried.
  expect(logs).not.toContain(token);
  expect(logs).not.toContain(account.email);
  expect(logs).not.toContain(account.password);
  expect(logs).not.toMatch(/params/);
});
