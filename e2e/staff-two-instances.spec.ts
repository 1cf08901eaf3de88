import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config';
import { writeFrontConfig } from '../scripts/nginx-front';
import { onPostgresServer } from '../test/support/postgres-admin';
import { createFirstAdministrator } from './staff-helpers';

/**
 * Several instances behind the nginx front share the staff sessions (issue #21): two
 * `npm start` on one PostgreSQL database (a fresh one on the server of TEST_DATABASE_URL,
 * dropped afterwards), without STAFF_AUTH_SECRET, so both must agree on the key kept in the
 * database. An administrator signs in through one instance and works through the other, and
 * through the front that balances between them. Skipped, saying why, without TEST_DATABASE_URL.
 */
const server = process.env.TEST_DATABASE_URL?.trim();
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const base = Number(new URL(baseURL).port || 80);
const ports = [base + 70, base + 71];
const FRONT_PORT = Number(process.env.E2E_NGINX_TWO_PORT ?? base + 72);
const front = `http://localhost:${FRONT_PORT}`;
const admin = {
  email: 'two.instances@alrowad.edu.sd',
  name: 'Two Instances',
  password: 'the passphrase of two instances',
};

const name = `two_instances_${process.pid}_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'college-two-'));
const instances: ChildProcess[] = [];
let nginx: ChildProcess | undefined;
let databaseUrl = '';

const onServer = (text: string) => onPostgresServer(server!, text);

function environment(port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATABASE_URL: databaseUrl,
    // Each instance its own folder (PGlite is not used; the mail outbox folder is per instance).
    DATA_DIR: path.join(dataDir, String(port)),
    SITE_URL: front,
    SMTP_URL: '',
    STAFF_AUTH_SECRET: '',
    // Behind the front on this machine: the client is the X-Real-IP nginx sets.
    TRUST_PROXY: 'loopback',
    RATE_LIMIT_PER_MINUTE: '1000',
  };
}

async function answers(url: string): Promise<boolean> {
  return (await fetch(url).catch(() => null))?.status === 200;
}

test.describe.configure({ mode: 'serial' });
test.skip(!server, 'needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)');

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await onServer(`create database "${name}"`);
  const url = new URL(server!);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  await createFirstAdministrator(admin, environment(ports[0]!));
  // One instance after the other: the second finds the database ready.
  for (const port of ports) {
    instances.push(
      spawn('npm', ['run', '-s', 'start', '--', '--port', String(port)], {
        detached: true,
        stdio: 'ignore',
        env: environment(port),
      }),
    );
    await expect
      .poll(() => answers(`http://localhost:${port}/robots.txt`), { timeout: 90_000 })
      .toBe(true);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'college-nginx-two-'));
  const conf = writeFrontConfig({
    dir,
    listenPort: FRONT_PORT,
    upstream: ports.map((port) => `127.0.0.1:${port}`),
  });
  nginx = spawn(NGINX, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  await expect.poll(() => answers(`${front}/robots.txt`), { timeout: 10_000 }).toBe(true);
});

test.afterAll(async () => {
  nginx?.kill('SIGTERM');
  for (const instance of instances) {
    if (instance.pid) process.kill(-instance.pid, 'SIGTERM');
  }
  await Promise.all(
    instances.map(
      (instance) =>
        new Promise((resolve) => {
          if (instance.exitCode !== null) resolve(null);
          else instance.once('exit', resolve);
        }),
    ),
  );
  if (server) await onServer(`drop database if exists "${name}" with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

test('a session made by one instance works on the other, and behind the front on both', async () => {
  const [first, second] = ports.map((port) => `http://localhost:${port}`);
  // Signed in through the first instance…
  const signedIn = await fetch(`${first}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: first! },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .join('; ');
  expect(cookie).toMatch(/college-staff\.session_token=/);

  // …the second knows the session: its pages and its writes.
  const page = await fetch(`${second}/en/staff/accounts`, {
    headers: { cookie },
    redirect: 'manual',
  });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(admin.email);
  const invited = await fetch(`${second}/api/staff/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: second!, cookie },
    body: JSON.stringify({
      name: 'Made Through The Second',
      email: 'second.instance@alrowad.edu.sd',
      roles: ['editor'],
      locale: 'en',
    }),
  });
  expect(invited.status).toBe(201);

  // Through the front, whichever instance answers (round robin over both), the session holds.
  for (let request = 0; request < 6; request++) {
    const through = await fetch(`${front}/en/staff/accounts`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(through.status, `request ${request} through the front`).toBe(200);
    expect(through.headers.get('cache-control')).toMatch(/no-store/);
    expect(await through.text()).toContain('second.instance@alrowad.edu.sd');
  }

  // Signing out through the front ends the session everywhere.
  const out = await fetch(`${front}/api/auth/sign-out`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: front, cookie },
    body: '{}',
  });
  expect(out.status).toBe(200);
  for (const instance of [first, second]) {
    const after = await fetch(`${instance}/en/staff/accounts`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(after.status, instance).toBe(307);
  }
});
