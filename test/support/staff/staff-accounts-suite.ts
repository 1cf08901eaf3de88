/**
 * The administrator's accounts area and the password links, on the server side, on the
 * database the test file configured (PGlite or PostgreSQL): invitations that set their
 * password through the e-mailed link, roles, disabling, two-factor resets, who may do what,
 * and the rules that keep the workspace from losing its last administrator. Imported by
 * staff-workspace.test.ts (PGlite) and staff-workspace.postgres.test.ts, after the other suites.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountChange } from '@/lib/staff-accounts';
import { cookieOf, post, site } from './staff-requests';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { handleAuthRequest } = await import('@/server/staff/handle-auth-request');
const { POST: invite } = await import('@/app/api/staff/accounts/route');
const { POST: change } = await import('@/app/api/staff/accounts/[id]/route');
const { getDb, closeDatabases } = await import('@/server/db/client');
const schema = await import('@/server/db/schema');
const { createStaffAccount } = await import('@/server/staff/create-staff-account');
const { changeAccount } = await import('@/server/staff/accounts/accounts-desk');
const { and, eq } = await import('drizzle-orm');
const { serverConfig } = await import('@/server/server-config');

const chief = { email: 'chief@alrowad.edu.sd', password: 'the chief administrator passphrase' };
const office = { email: 'office.accounts@alrowad.edu.sd', password: 'an admissions passphrase' };
const ids: Record<string, string> = {};

beforeAll(async () => {
  const db = await getDb();
  ids.chief = await createStaffAccount(db, { ...chief, name: 'Khalid', roles: ['administrator'] });
  ids.office = await createStaffAccount(db, { ...office, name: 'Amna', roles: ['admissions'] });
});
afterAll(async () => {
  await closeDatabases();
});

async function signIn(account: { email: string; password: string }): Promise<Response> {
  return handleAuthRequest(post('/api/auth/sign-in/email', account));
}

async function sessionOf(account: { email: string; password: string }): Promise<string> {
  const response = await signIn(account);
  expect(response.status).toBe(200);
  return cookieOf(response);
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

async function mailsTo(address: string) {
  const db = await getDb();
  return db.select().from(schema.mailOutbox).where(eq(schema.mailOutbox.toAddress, address));
}

/**
 * The token of the latest password link e-mailed to `address`, read from the delivered message
 * (the local outbox folder's .eml): once delivered, the outbox row no longer holds it.
 */
async function linkTokenOf(address: string): Promise<{ token: string; mail: string }> {
  const mails = await mailsTo(address);
  const row = mails.sort((a, b) => +b.createdAt - +a.createdAt)[0];
  expect(row, `a mail to ${address}`).toBeDefined();
  const file = path.join(serverConfig.outboxDir(), `${row!.id}.eml`);
  await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(true);
  const text = (await simpleParser(readFileSync(file))).text ?? '';
  const match = /\/staff\/set-password#token=([A-Za-z0-9_-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  // Delivered: the outbox keeps no working link.
  await expect
    .poll(async () => (await mailsTo(address)).find((mail) => mail.id === row!.id)?.textBody)
    .not.toContain(match![1]!);
  return { token: match![1]!, mail: text };
}

type Failure = {
  error: { code: string; message: { ar: string; en: string }; fields?: Record<string, unknown> };
};

describe(`inviting a member of staff (${database})`, () => {
  it('makes the account without a password, e-mails the link in its language, and the link sets the password', async () => {
    const cookie = await sessionOf(chief);
    const response = await invite(
      post(
        '/api/staff/accounts',
        {
          name: 'Sara\u202e\nAhmed ',
          email: ' Sara@AlRowad.edu.sd ',
          roles: ['support'],
          locale: 'ar',
        },
        { cookie },
      ),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f]{32}$/);

    const db = await getDb();
    const [user] = await db.select().from(schema.staffUser).where(eq(schema.staffUser.id, id));
    // One line, no direction controls, the address in lower case.
    expect(user).toMatchObject({
      name: 'Sara Ahmed',
      email: 'sara@alrowad.edu.sd',
      role: 'support',
      locale: 'ar',
    });
    const credentials = await db
      .select()
      .from(schema.staffAccount)
      .where(eq(schema.staffAccount.userId, id));
    expect(credentials).toEqual([]);
    const { listAccounts: accountsNow } = await import('@/server/staff/accounts/accounts-desk');
    expect((await accountsNow(db)).find((account) => account.id === id)?.hasPassword).toBe(false);

    // The invitation, in Arabic, with the Arabic page's link.
    const { token, mail } = await linkTokenOf('sara@alrowad.edu.sd');
    expect(mail).toContain(`${site}/staff/set-password#token=`);
    expect(mail).toMatch(/[\u0600-\u06ff]{4}/);
    // Who invited them, with which roles, and where to sign in once the password is set.
    expect(mail).toContain('أنشأ Khalid حسابك');
    expect(mail).toContain('الأدوار التي أُعطيتها: الدعم.');
    expect(mail).toContain(`${site}/staff/sign-in`);
    const [sent] = await mailsTo('sara@alrowad.edu.sd');
    expect(sent!.kind).toBe('staff-invite');
    // The link's token is not in the database as such (kept hashed).
    const verifications = await db.select().from(schema.staffVerification);
    expect(verifications.some((row) => row.identifier.includes(token))).toBe(false);

    // Before the password is set, nothing signs in.
    expect(
      (await signIn({ email: 'sara@alrowad.edu.sd', password: 'any passphrase at all' })).status,
    ).toBe(401);
    const short = await handleAuthRequest(
      post('/api/auth/reset-password', { newPassword: 'short', token }),
    );
    expect(short.status).toBe(400);
    expect(((await short.json()) as Failure).error.code).toBe('staff_password_short');
    const set = await handleAuthRequest(
      post('/api/auth/reset-password', { newPassword: 'sara chose this passphrase', token }),
    );
    expect(set.status).toBe(200);
    expect(
      (await signIn({ email: 'sara@alrowad.edu.sd', password: 'sara chose this passphrase' }))
        .status,
    ).toBe(200);
    // The list says so: invited until the password is set, then active.
    const { listAccounts } = await import('@/server/staff/accounts/accounts-desk');
    expect((await listAccounts(db)).find((account) => account.id === id)).toMatchObject({
      hasPassword: true,
      disabled: false,
      roles: ['support'],
    });
    // The link works once.
    const again = await handleAuthRequest(
      post('/api/auth/reset-password', { newPassword: 'another passphrase here', token }),
    );
    expect(again.status).toBe(400);
    const failure = (await again.json()) as Failure;
    expect(failure.error.code).toBe('staff_link_invalid');
    expect(failure.error.message.ar).toMatch(/[\u0600-\u06ff]{3}/);

    // The log says who invited whom, with which roles.
    const log = await db
      .select()
      .from(schema.staffAuditLog)
      .where(
        and(
          eq(schema.staffAuditLog.subjectType, 'account'),
          eq(schema.staffAuditLog.subjectId, id),
        ),
      );
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({
      action: 'account.invite',
      actorEmail: chief.email,
      detail: { roles: 'support', email: 'sara@alrowad.edu.sd' },
    });
  });

  it('refuses an incomplete invitation field by field, in both languages, and a taken address', async () => {
    const cookie = await sessionOf(chief);
    const bad = await invite(
      post(
        '/api/staff/accounts',
        { name: ' ', email: 'not an address', roles: [], locale: 'fr' },
        { cookie },
      ),
    );
    expect(bad.status).toBe(400);
    const failure = (await bad.json()) as {
      error: { code: string; fields: Record<string, { ar: string; en: string }> };
    };
    expect(failure.error.code).toBe('invalid_invitation');
    expect(Object.keys(failure.error.fields).sort()).toEqual(['email', 'locale', 'name', 'roles']);
    expect(failure.error.fields.roles!.en).toMatch(/at least one role/);
    expect(failure.error.fields.roles!.ar).toMatch(/[\u0600-\u06ff]{3}/);

    const taken = await invite(
      post(
        '/api/staff/accounts',
        { name: 'Again', email: office.email.toUpperCase(), roles: ['editor'], locale: 'en' },
        { cookie },
      ),
    );
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as Failure).error.code).toBe('staff_email_taken');
    expect(await mailsTo(office.email)).toEqual([]);
  });

  it('answers 401 without a session, 403 to another role and to another site', async () => {
    const body = { name: 'X', email: 'x@alrowad.edu.sd', roles: ['editor'], locale: 'en' };
    expect((await invite(post('/api/staff/accounts', body))).status).toBe(401);
    const officeCookie = await sessionOf(office);
    const forbidden = await invite(post('/api/staff/accounts', body, { cookie: officeCookie }));
    expect(forbidden.status).toBe(403);
    expect(((await forbidden.json()) as Failure).error.code).toBe('staff_forbidden');
    expect(
      (
        await change(
          post(
            `/api/staff/accounts/${ids.office}`,
            { action: 'disable' },
            {
              cookie: officeCookie,
            },
          ),
          params(ids.office!),
        )
      ).status,
    ).toBe(403);
    const cookie = await sessionOf(chief);
    const crossSite = await invite(
      post('/api/staff/accounts', body, {
        cookie,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      }),
    );
    expect(crossSite.status).toBe(403);
    const db = await getDb();
    expect(
      await db.select().from(schema.staffUser).where(eq(schema.staffUser.email, body.email)),
    ).toEqual([]);
  });
});

describe(`changing an account (${database})`, () => {
  it('changes the roles, and the account sees its new area at once', async () => {
    const cookie = await sessionOf(chief);
    const response = await change(
      post(
        `/api/staff/accounts/${ids.office}`,
        { action: 'roles', roles: ['support', 'admissions'] },
        {
          cookie,
        },
      ),
      params(ids.office!),
    );
    expect(response.status).toBe(200);
    const db = await getDb();
    const [user] = await db
      .select()
      .from(schema.staffUser)
      .where(eq(schema.staffUser.id, ids.office!));
    // Kept in the order of the roles, whatever order they were ticked in.
    expect(user!.role).toBe('admissions,support');
    const same = await change(
      post(
        `/api/staff/accounts/${ids.office}`,
        { action: 'roles', roles: ['admissions', 'support'] },
        {
          cookie,
        },
      ),
      params(ids.office!),
    );
    expect(same.status).toBe(409);
    expect(((await same.json()) as Failure).error.code).toBe('account_unchanged');
    const none = await change(
      post(`/api/staff/accounts/${ids.office}`, { action: 'roles', roles: [] }, { cookie }),
      params(ids.office!),
    );
    expect(none.status).toBe(400);
  });

  it('limits an editor to its sections: the server refuses the pages and desks of the others', async () => {
    const db = await getDb();
    const faculty = {
      email: 'faculty.editor@alrowad.edu.sd',
      password: 'a faculty editor passphrase',
    };
    ids.faculty = await createStaffAccount(db, { ...faculty, name: 'Huda', roles: ['editor'] });
    const cookie = await sessionOf(chief);
    const limit = (body: unknown, id = ids.faculty!) =>
      change(post(`/api/staff/accounts/${id}`, body, { cookie }), params(id));
    const codeOf = async (response: Response) => ((await response.json()) as Failure).error;

    // Refused: no section, an unknown one, and an account that is not an editor.
    for (const sections of [[], ['pages-nowhere'], 'some']) {
      const refused = await limit({ action: 'sections', sections });
      expect(refused.status, JSON.stringify(sections)).toBe(400);
      expect((await codeOf(refused)).fields).toHaveProperty('sections');
    }
    const notEditor = await limit({ action: 'sections', sections: ['news'] }, ids.office);
    expect(notEditor.status).toBe(409);
    expect((await codeOf(notEditor)).code).toBe('account_not_editor');

    // The medicine programme's page and the news, in the order of the sections.
    expect((await limit({ action: 'sections', sections: ['news', 'pages-medicine'] })).status).toBe(
      200,
    );
    const [user] = await db
      .select()
      .from(schema.staffUser)
      .where(eq(schema.staffUser.id, ids.faculty!));
    expect(user!.editorSections).toBe('pages-medicine,news');
    expect((await limit({ action: 'sections', sections: ['pages-medicine', 'news'] })).status).toBe(
      409,
    );
    const [audit] = await db
      .select()
      .from(schema.staffAuditLog)
      .where(
        and(
          eq(schema.staffAuditLog.action, 'account.sections'),
          eq(schema.staffAuditLog.subjectId, ids.faculty!),
        ),
      );
    expect(audit!.detail).toEqual({ from: 'all', to: 'pages-medicine,news' });

    // The editor's own requests: its page and desk pass the section check (then the desk's
    // own answer), the others are 403 before anything is read.
    const editor = await sessionOf(faculty);
    const { POST: savePage } = await import('@/app/api/staff/pages/[...key]/route');
    const { POST: saveBanner } = await import('@/app/api/staff/banner/route');
    const { POST: createNews } = await import('@/app/api/staff/news/route');
    const pageRequest = (key: string) =>
      savePage(
        post(`/api/staff/pages/${key}`, { action: 'discard', version: 0 }, { cookie: editor }),
        { params: Promise.resolve({ key: key.split('/') }) },
      );
    const own = await pageRequest('study/medicine');
    expect(own.status).not.toBe(403);
    for (const key of ['study/law', 'about/history', 'admission/fees', 'home']) {
      const other = await pageRequest(key);
      expect(other.status, key).toBe(403);
      expect((await codeOf(other)).code).toBe('staff_forbidden');
    }
    // However the address spells the page: the route acts on the decoded key, and so does the
    // check (an attacker's round published about/history through %61bout/history).
    for (const [address, segments] of [
      ['%61bout/history', ['about', 'history']],
      ['study%2Flaw', ['study/law']],
      ['study/%6Caw', ['study', 'law']],
    ] as const) {
      const encoded = await savePage(
        post(`/api/staff/pages/${address}`, { action: 'discard', version: 0 }, { cookie: editor }),
        { params: Promise.resolve({ key: [...segments] }) },
      );
      expect(encoded.status, address).toBe(403);
    }
    expect((await saveBanner(post('/api/staff/banner', {}, { cookie: editor }))).status).toBe(403);
    expect((await createNews(post('/api/staff/news', {}, { cookie: editor }))).status).toBe(400);

    // Every section again: the banner opens.
    expect((await limit({ action: 'sections', sections: 'all' })).status).toBe(200);
    const [again] = await db
      .select()
      .from(schema.staffUser)
      .where(eq(schema.staffUser.id, ids.faculty!));
    expect(again!.editorSections).toBeNull();
    expect((await saveBanner(post('/api/staff/banner', {}, { cookie: editor }))).status).toBe(400);
  });

  it('disables an account: its sessions end, its password no longer signs in, and it gets no link', async () => {
    const officeCookie = await sessionOf(office);
    const cookie = await sessionOf(chief);
    const db = await getDb();
    const sessions = () =>
      db.select().from(schema.staffSession).where(eq(schema.staffSession.userId, ids.office!));
    expect((await sessions()).length).toBeGreaterThan(0);

    const disabled = await change(
      post(`/api/staff/accounts/${ids.office}`, { action: 'disable' }, { cookie }),
      params(ids.office!),
    );
    expect(disabled.status).toBe(200);
    expect(await sessions()).toEqual([]);
    // The old cookie is worth nothing now.
    const { staffOf } = await import('@/server/staff/staff-session');
    expect(await staffOf(new Headers({ cookie: officeCookie }))).toBeNull();
    // The right password is told the account is disabled; no session is made.
    const refused = await signIn(office);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as Failure).error.code).toBe('staff_disabled');
    expect(await sessions()).toEqual([]);
    // A forgotten-password request gets the usual answer, and no mail is written.
    const before = (await mailsTo(office.email)).length;
    const forgot = await handleAuthRequest(
      post('/api/auth/request-password-reset', { email: office.email }),
    );
    expect(forgot.status).toBe(200);
    expect((await mailsTo(office.email)).length).toBe(before);
    const link = await change(
      post(`/api/staff/accounts/${ids.office}`, { action: 'password-link' }, { cookie }),
      params(ids.office!),
    );
    expect(link.status).toBe(409);
    expect(((await link.json()) as Failure).error.code).toBe('account_disabled');

    const enabled = await change(
      post(`/api/staff/accounts/${ids.office}`, { action: 'enable' }, { cookie }),
      params(ids.office!),
    );
    expect(enabled.status).toBe(200);
    expect((await signIn(office)).status).toBe(200);
    const actions = (
      await db
        .select()
        .from(schema.staffAuditLog)
        .where(eq(schema.staffAuditLog.subjectId, ids.office!))
    ).map((row) => row.action);
    expect(actions).toEqual(expect.arrayContaining(['account.disable', 'account.enable']));
  });

  it('sends a reset link to an account with a password, and the link replaces it', async () => {
    const cookie = await sessionOf(chief);
    const sent = await change(
      post(`/api/staff/accounts/${ids.office}`, { action: 'password-link' }, { cookie }),
      params(ids.office!),
    );
    expect(sent.status).toBe(200);
    const [mail] = (await mailsTo(office.email)).filter(
      (row) => row.kind === 'staff-password-reset',
    );
    expect(mail).toBeDefined();
    const { token } = await linkTokenOf(office.email);
    expect(
      (
        await handleAuthRequest(
          post('/api/auth/reset-password', { newPassword: 'the office new passphrase', token }),
        )
      ).status,
    ).toBe(200);
    expect((await signIn(office)).status).toBe(401);
    office.password = 'the office new passphrase';
    expect((await signIn(office)).status).toBe(200);
  });

  it('resets two-factor of an account that uses it', async () => {
    const db = await getDb();
    await db.insert(schema.staffTwoFactor).values({
      id: 'tf-office',
      secret: 'encrypted',
      backupCodes: 'encrypted',
      userId: ids.office!,
    });
    await db
      .update(schema.staffUser)
      .set({ twoFactorEnabled: true })
      .where(eq(schema.staffUser.id, ids.office!));
    const cookie = await sessionOf(chief);
    const reset = await change(
      post(`/api/staff/accounts/${ids.office}`, { action: 'reset-two-factor' }, { cookie }),
      params(ids.office!),
    );
    expect(reset.status).toBe(200);
    const [user] = await db
      .select()
      .from(schema.staffUser)
      .where(eq(schema.staffUser.id, ids.office!));
    expect(user!.twoFactorEnabled).toBe(false);
    expect(
      await db
        .select()
        .from(schema.staffTwoFactor)
        .where(eq(schema.staffTwoFactor.userId, ids.office!)),
    ).toEqual([]);
    // Without two-factor, the password alone signs in.
    expect(await (await signIn(office)).json()).toEqual({ signedIn: true });
  });

  it('never locks the workspace out: not your own account, never the last administrator', async () => {
    const cookie = await sessionOf(chief);
    for (const body of [{ action: 'disable' }, { action: 'roles', roles: ['editor'] }]) {
      const own = await change(
        post(`/api/staff/accounts/${ids.chief}`, body, { cookie }),
        params(ids.chief!),
      );
      expect(own.status).toBe(409);
      expect(((await own.json()) as Failure).error.code).toBe('account_self');
    }
    // Another administrator acting on the last active one (as when two demote each other at
    // once): refused. The other suites' administrators are set aside for this, then restored.
    const db = await getDb();
    const others = (await db.select().from(schema.staffUser)).filter(
      (user) =>
        user.id !== ids.chief &&
        !user.banned &&
        (user.role ?? '').split(',').includes('administrator'),
    );
    const setAside = (banned: boolean) =>
      Promise.all(
        others.map((user) =>
          db.update(schema.staffUser).set({ banned }).where(eq(schema.staffUser.id, user.id)),
        ),
      );
    await setAside(true);
    try {
      const changes: AccountChange[] = [
        { action: 'disable' },
        { action: 'roles', roles: ['editor'] },
      ];
      for (const change of changes) {
        await expect(
          changeAccount(
            db,
            { id: 'someone-else', email: 'x@alrowad.edu.sd', name: 'Someone else' },
            ids.chief!,
            change,
          ),
        ).rejects.toMatchObject({ code: 'last_administrator' });
      }
    } finally {
      await setAside(false);
    }
    const [user] = await db
      .select()
      .from(schema.staffUser)
      .where(eq(schema.staffUser.id, ids.chief!));
    expect(user).toMatchObject({ banned: false, role: 'administrator' });
  });

  it('sends one forgotten-password link per account in five minutes, with the same answer each time', async () => {
    const ask = async (email: string) => {
      const response = await handleAuthRequest(post('/api/auth/request-password-reset', { email }));
      expect(response.status).toBe(200);
      return response.json();
    };
    const first = await ask(chief.email);
    expect(await ask(chief.email)).toEqual(first);
    expect(await ask(chief.email)).toEqual(first);
    // An unknown address: the very same answer, and no mail.
    expect(await ask('nobody.here@alrowad.edu.sd')).toEqual(first);
    expect(await mailsTo('nobody.here@alrowad.edu.sd')).toEqual([]);
    expect(
      (await mailsTo(chief.email)).filter((mail) => mail.kind === 'staff-password-reset'),
    ).toHaveLength(1);
  });

  it('answers the signed-in endpoints of better-auth with 401 without a session', async () => {
    for (const [endpoint, body] of [
      ['/api/auth/change-password', { currentPassword: 'x', newPassword: 'a new passphrase!' }],
      ['/api/auth/two-factor/enable', { password: 'x' }],
      ['/api/auth/two-factor/disable', { password: 'x' }],
    ] as const) {
      const response = await handleAuthRequest(post(endpoint, body));
      expect(response.status, endpoint).toBe(401);
      const failure = (await response.json()) as Failure;
      expect(failure.error.code, endpoint).toBe('staff_signed_out');
      expect(failure.error.message.ar).toMatch(/[\u0600-\u06ff]{3}/);
    }
  });

  it('answers an unknown account, or an id that is not one, with 404', async () => {
    const cookie = await sessionOf(chief);
    for (const id of ['0'.repeat(32), 'not-an-id', "1' or '1'='1"]) {
      const response = await change(
        post(`/api/staff/accounts/${encodeURIComponent(id)}`, { action: 'enable' }, { cookie }),
        params(id),
      );
      expect(response.status).toBe(404);
      expect(((await response.json()) as Failure).error.code).toBe('unknown_account');
    }
    const unknownAction = await change(
      post(`/api/staff/accounts/${ids.office}`, { action: 'delete' }, { cookie }),
      params(ids.office!),
    );
    expect(unknownAction.status).toBe(400);
  });

  it('closes the administrator’s area to an account without two-factor when STAFF_REQUIRE_2FA=1', async () => {
    const cookie = await sessionOf(chief);
    process.env.STAFF_REQUIRE_2FA = '1';
    try {
      const refused = await invite(
        post(
          '/api/staff/accounts',
          { name: 'Y', email: 'y@alrowad.edu.sd', roles: ['editor'], locale: 'en' },
          { cookie },
        ),
      );
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as Failure).error.code).toBe('staff_two_factor_required');
    } finally {
      delete process.env.STAFF_REQUIRE_2FA;
    }
  });
});
