/**
 * Every write endpoint of the workspace, found by walking src/app/api/staff (a route added later
 * is tried too), refuses a request another site makes in the name of a signed-in administrator
 * who holds every role: 403 `cross_site`, and nothing written (issue #42). A request from the
 * site's own page with the same cookie is let through the same check (it then fails on what the
 * endpoint needs, never on its origin).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownDataDir } from '../../../../test/support/db/own-data-dir';
import { cookieOf, post } from '../../../../test/support/staff/staff-requests';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
ownDataDir('staff-writes');
delete process.env.DATABASE_URL;
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { handleAuthRequest } = await import('@/server/staff/handle-auth-request');
const { getDb, closeDatabases } = await import('@/server/db/client');
const { createStaffAccount } = await import('@/server/staff/create-staff-account');
const { staffRoles } = await import('@/lib/staff-roles');
const { staffAuditLog } = await import('@/server/db/schema');

const here = path.dirname(new URL(import.meta.url).pathname);
const admin = { email: 'head@alrowad.edu.sd', password: 'a long passphrase of the head' };
let cookie = '';

/** Every route file under this folder, as its URL path with a made-up id for each segment. */
function routeFiles(): { file: string; url: string }[] {
  return readdirSync(here, { recursive: true, encoding: 'utf8' })
    .filter((entry) => entry.endsWith('route.ts'))
    .map((entry) => ({
      file: entry,
      url: `/api/staff/${path.dirname(entry)}`
        .replace(/\/\.$/, '')
        .replace(/\[(\w+)\]/g, (_, name: string) => (name === 'year' ? '2026' : `no-such-${name}`)),
    }));
}

beforeAll(async () => {
  const db = await getDb();
  await createStaffAccount(db, { ...admin, name: 'Head', roles: [...staffRoles] });
  const response = await handleAuthRequest(post('/api/auth/sign-in/email', admin));
  expect(response.status).toBe(200);
  cookie = cookieOf(response);
});
afterAll(async () => {
  await closeDatabases();
});

describe('the workspace write endpoints', () => {
  const writes = routeFiles();

  it('are found (the walk sees the folder)', () => {
    expect(writes.length).toBeGreaterThan(20);
  });

  it('each refuse another site, for a signed-in administrator, and write nothing', async () => {
    const db = await getDb();
    const auditBefore = (await db.select().from(staffAuditLog)).length;
    let tried = 0;
    for (const { file, url } of writes) {
      const handlers = (await import(`./${file}`)) as Record<string, unknown>;
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const handler = handlers[method] as
          | ((
              request: Request,
              context: { params: Promise<Record<string, string>> },
            ) => Promise<Response>)
          | undefined;
        if (!handler) continue;
        tried += 1;
        const params = Promise.resolve(
          Object.fromEntries(
            [...file.matchAll(/\[(\w+)\]/g)].map(([, name]) => [
              name!,
              name === 'year' ? '2026' : `no-such-${name}`,
            ]),
          ),
        );
        const crossSite: Record<string, string>[] = [
          { origin: 'https://evil.example', cookie },
          { 'sec-fetch-site': 'cross-site', cookie },
        ];
        for (const headers of crossSite) {
          const request = post(url, { version: 1 }, headers);
          const answer = await handler(new Request(request, { method }), { params });
          expect(answer.status, `${method} ${url} ${JSON.stringify(Object.keys(headers))}`).toBe(
            403,
          );
          const { error } = (await answer.json()) as { error?: { code?: string } };
          expect(error?.code, `${method} ${url}`).toBe('cross_site');
        }
        // The same cookie from the site's own page passes the check (and is refused, if at
        // all, for what it asks: a record that does not exist, a body that does not fit).
        const own = await handler(new Request(post(url, { version: 1 }, { cookie }), { method }), {
          params,
        });
        const answer = (await own.json().catch(() => ({}))) as { error?: { code?: string } };
        expect(answer.error?.code, `${method} ${url} from the site`).not.toBe('cross_site');
        expect(own.status, `${method} ${url} from the site`).not.toBe(401);
      }
    }
    expect(tried).toBeGreaterThan(20);
    expect((await db.select().from(staffAuditLog)).length).toBe(auditBefore);
  });

  it('name at most 200 refused fields: thousands of bad keys get a small answer', async () => {
    const { POST } = await import('./mail-wording/route');
    const texts = Object.fromEntries(
      Array.from({ length: 5_000 }, (_, index) => [`en.No.such${index}`, 'x']),
    );
    const answer = await POST(post('/api/staff/mail-wording', { version: 0, texts }, { cookie }));
    expect(answer.status).toBe(400);
    const body = await answer.text();
    expect(body.length).toBeLessThan(100_000);
    const { error } = JSON.parse(body) as { error: { code: string; fields: object } };
    expect(error.code).toBe('invalid_mail_wording');
    expect(Object.keys(error.fields)).toHaveLength(200);
  });
});
