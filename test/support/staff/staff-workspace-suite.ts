/**
 * The staff workspace on the server side, on the database the test file configured (PGlite or
 * PostgreSQL): the real route handlers, better-auth and a real database. Sign-in and its
 * lockout, the gate in front of better-auth, and the admissions office's writes: who may make
 * them, what they store, what they send. Imported by staff-workspace.test.ts (PGlite) and
 * staff-workspace.postgres.test.ts once their environment is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, post, site } from './staff-requests';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { handleAuthRequest } = await import('@/server/staff/handle-auth-request');
const { POST: changeStatus } = await import('@/app/api/staff/applications/[id]/status/route');
const { POST: addNote } = await import('@/app/api/staff/applications/[id]/notes/route');
const { GET: exportCsv } = await import('@/app/api/staff/applications/export/route');
const { GET: document } = await import('@/app/api/staff/applications/[id]/documents/[slot]/route');
const { getStorage } = await import('@/server/storage/get-storage');
const { recordAudit } = await import('@/server/staff/record-audit');
const { Readable } = await import('node:stream');
const { getDb, closeDatabases } = await import('@/server/db/client');
const schema = await import('@/server/db/schema');
const { createStaffAccount } = await import('@/server/staff/create-staff-account');
const { newReference } = await import('@/server/reference');
const { eq } = await import('drizzle-orm');
const { LOCKOUT_FAILURES } = await import('@/server/staff/staff-constants');

const accounts = {
  admissions: { email: 'office@alrowad.edu.sd', password: 'a long office passphrase' },
  support: { email: 'desk@alrowad.edu.sd', password: 'a long support passphrase' },
  locked: { email: 'locked@alrowad.edu.sd', password: 'a long locked passphrase' },
  tokens: { email: 'registrar@alrowad.edu.sd', password: 'a long registrar passphrase' },
};

beforeAll(async () => {
  const db = await getDb();
  await createStaffAccount(db, { ...accounts.admissions, name: 'Amna', roles: ['admissions'] });
  await createStaffAccount(db, { ...accounts.support, name: 'Sara', roles: ['support'] });
  await createStaffAccount(db, { ...accounts.locked, name: 'Omar', roles: ['admissions'] });
  await createStaffAccount(db, { ...accounts.tokens, name: 'Nada', roles: ['admissions'] });
});
afterAll(async () => {
  await closeDatabases();
});

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await handleAuthRequest(post('/api/auth/sign-in/email', account));
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ signedIn: true });
  const cookies = response.headers.getSetCookie();
  expect(cookies.some((cookie) => /HttpOnly/i.test(cookie) && /SameSite=Lax/i.test(cookie))).toBe(
    true,
  );
  return cookieOf(response);
}

async function completeApplication(locale: 'ar' | 'en' = 'en') {
  const db = await getDb();
  const [row] = await db
    .insert(schema.applications)
    .values({
      reference: newReference('RWD'),
      applicantName: 'Mona Ali',
      applicantEmail: 'mona@example.com',
      locale,
      uploadTokenHash: 'x',
      status: 'complete',
      completedAt: new Date(),
    })
    .returning();
  return row!;
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });

describe(`staff sign-in (${database})`, () => {
  it('signs in with the right password and answers without the session token', async () => {
    const cookie = await signIn(accounts.admissions);
    expect(cookie).toMatch(/college-staff\.session_token=/);
  });

  it('refuses a wrong password in both languages, then locks the account for that network only', async () => {
    const stranger = { 'x-college-peer-address': '203.0.113.50' };
    for (let attempt = 0; attempt < LOCKOUT_FAILURES; attempt++) {
      const response = await handleAuthRequest(
        post(
          '/api/auth/sign-in/email',
          { email: accounts.locked.email, password: 'wrong password!!' },
          stranger,
        ),
      );
      expect(response.status).toBe(401);
      const body = (await response.json()) as {
        error: { code: string; message: { ar: string; en: string } };
      };
      expect(body.error.code).toBe('staff_wrong_password');
      expect(body.error.message.ar).toContain('كلمة المرور');
    }
    // Even the right password is refused from that network while it is locked…
    const locked = await handleAuthRequest(
      post('/api/auth/sign-in/email', accounts.locked, stranger),
    );
    expect(locked.status).toBe(429);
    const body = (await locked.json()) as {
      error: { code: string; message: { ar: string; en: string } };
    };
    expect(body.error.code).toBe('staff_locked');
    expect(body.error.message.en).toMatch(/paused for 15 minutes/);
    expect(body.error.message.ar).toMatch(/15 دقيقة/);
    expect(locked.headers.get('retry-after')).toBe('900');
    // …but the stranger has not locked the account's owner out: from another network it opens.
    await signIn(accounts.locked);
  });

  it('never answers with the session token, which only the HttpOnly cookie carries', async () => {
    const tokenOf = (cookie: string) => /session_token=([^.;]+)/.exec(cookie)![1]!;
    const cookie = await signIn(accounts.tokens);
    const session = await handleAuthRequest(
      new Request(`${site}/api/auth/get-session`, { headers: { cookie } }),
    );
    expect(session.status).toBe(200);
    const sessionText = await session.text();
    expect(sessionText).not.toContain(tokenOf(cookie));
    const body = JSON.parse(sessionText) as { user: { email: string }; session: object };
    expect(body.user.email).toBe(accounts.tokens.email);
    expect(body.session).not.toHaveProperty('token');

    // A password change that ends the other sessions starts a new one: its token too.
    const changed = await handleAuthRequest(
      post(
        '/api/auth/change-password',
        {
          currentPassword: accounts.tokens.password,
          newPassword: 'the registrar new passphrase',
          revokeOtherSessions: true,
        },
        { cookie },
      ),
    );
    expect(changed.status).toBe(200);
    const renewed = cookieOf(changed);
    expect(renewed).toMatch(/session_token=/);
    const changedText = await changed.text();
    expect(changedText).not.toContain(tokenOf(renewed));
    expect(JSON.parse(changedText)).not.toHaveProperty('token');
    accounts.tokens.password = 'the registrar new passphrase';
  });

  it('stores only a hash of the session token, and the session still refreshes and ends', async () => {
    const { createHash } = await import('node:crypto');
    const { SESSION_SECONDS } = await import('@/server/staff/staff-constants');
    const db = await getDb();
    const cookie = await signIn(accounts.support);
    const token = /session_token=([^.;]+)/.exec(cookie)![1]!;
    const hash = `sha256:${createHash('sha256').update(token).digest('hex')}`;
    const rows = await db.select().from(schema.staffSession);
    expect(rows.some((row) => row.token === token)).toBe(false);
    expect(rows.filter((row) => row.token === hash)).toHaveLength(1);

    // A session last renewed more than an hour ago is renewed, with the cookie it came with.
    await db
      .update(schema.staffSession)
      .set({ expiresAt: new Date(Date.now() + SESSION_SECONDS * 1000 - 2 * 3600_000) })
      .where(eq(schema.staffSession.token, hash));
    const renewed = await handleAuthRequest(
      new Request(`${site}/api/auth/get-session`, { headers: { cookie } }),
    );
    expect(renewed.status).toBe(200);
    expect(((await renewed.json()) as { user: { email: string } }).user.email).toBe(
      accounts.support.email,
    );
    const refreshed = renewed.headers.getSetCookie().find((line) => /session_token=/.test(line));
    expect(refreshed).toContain(`session_token=${token}.`);
    const [row] = await db
      .select()
      .from(schema.staffSession)
      .where(eq(schema.staffSession.token, hash));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + SESSION_SECONDS * 1000 - 60_000);

    // The hash itself is no cookie.
    const forged = cookie.replace(token, hash);
    const refused = await handleAuthRequest(
      new Request(`${site}/api/auth/get-session`, { headers: { cookie: forged } }),
    );
    expect(await refused.json()).toBeNull();
    // Nor is it one signed with the key the same database keeps (a copy of it has both).
    const [key] = await db
      .select()
      .from(schema.siteSecrets)
      .where(eq(schema.siteSecrets.name, 'staff-auth'));
    const secret = process.env.STAFF_AUTH_SECRET?.trim() || key!.value;
    const { createHmac } = await import('node:crypto');
    const signature = createHmac('sha256', secret).update(hash).digest('base64');
    const signed = cookie.replace(
      /session_token=[^;]+/,
      `session_token=${encodeURIComponent(`${hash}.${signature}`)}`,
    );
    const signedRefused = await handleAuthRequest(
      new Request(`${site}/api/auth/get-session`, { headers: { cookie: signed } }),
    );
    expect(await signedRefused.json()).toBeNull();
    // The same signature over the token itself is the cookie better-auth set.
    const own = createHmac('sha256', secret).update(token).digest('base64');
    expect(cookie).toContain(`session_token=${encodeURIComponent(`${token}.${own}`)}`);

    const signedOut = await handleAuthRequest(post('/api/auth/sign-out', {}, { cookie }));
    expect(signedOut.status).toBe(200);
    const left = await db
      .select()
      .from(schema.staffSession)
      .where(eq(schema.staffSession.token, hash));
    expect(left).toHaveLength(0);
  });

  it('refuses cross-site, non-JSON, oversized and unlisted requests before better-auth', async () => {
    const crossSite = await handleAuthRequest(
      post('/api/auth/sign-in/email', accounts.admissions, {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      }),
    );
    expect(crossSite.status).toBe(403);
    const plain = await handleAuthRequest(
      post('/api/auth/sign-in/email', JSON.stringify(accounts.admissions), {
        'content-type': 'text/plain',
      }),
    );
    expect(plain.status).toBe(415);
    const big = await handleAuthRequest(
      post('/api/auth/sign-in/email', { email: 'a@b.c', password: 'x'.repeat(10_000) }),
    );
    expect(big.status).toBe(413);
    const signUp = await handleAuthRequest(
      post('/api/auth/sign-up/email', {
        email: 'new@example.com',
        password: 'a long passphrase!',
        name: 'X',
      }),
    );
    expect(signUp.status).toBe(404);
  });

  it('refuses a NUL character, which no text in the database can hold, as a bad request', async () => {
    for (const [url, body] of [
      [
        '/api/auth/sign-in/email',
        { email: 'office\u0000@alrowad.edu.sd', password: 'whatever it is' },
      ],
      ['/api/auth/reset-password', { token: 'abc\u0000def', newPassword: 'a long new passphrase' }],
      ['/api/auth/request-password-reset', { email: 'office\u0000@alrowad.edu.sd' }],
    ] as const) {
      const response = await handleAuthRequest(post(url, body));
      expect(response.status, url).toBe(400);
      const { error } = (await response.json()) as {
        error: { code: string; message: { ar: string; en: string } };
      };
      expect(error.code, url).toBe('staff_request_refused');
      expect(error.message.ar && error.message.en, url).toBeTruthy();
    }
    // The account itself still signs in.
    await signIn(accounts.admissions);
  });
});

describe(`the admissions office’s writes (${database})`, () => {
  it('changes the status, logs it and e-mails the applicant in their language', async () => {
    const cookie = await signIn(accounts.admissions);
    const application = await completeApplication('en');
    const response = await changeStatus(
      post(
        `/api/staff/applications/${application.id}/status`,
        { status: 'more_information', message: 'Send a clearer certificate scan.' },
        { cookie },
      ),
      params(application.id),
    );
    expect(response.status).toBe(200);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.id, application.id));
    expect(row?.reviewStatus).toBe('more_information');
    expect(row?.reviewMessage).toBe('Send a clearer certificate scan.');
    const [mail] = await db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.relatedId, application.id));
    expect(mail?.toAddress).toBe('mona@example.com');
    expect(mail?.subject).toBe(`Application ${application.reference}: More information needed`);
    expect(mail?.textBody).toContain('Send a clearer certificate scan.');
    const log = await db
      .select()
      .from(schema.staffAuditLog)
      .where(eq(schema.staffAuditLog.subjectId, application.id));
    expect(log.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['application.status', accounts.admissions.email],
    ]);
  });

  it('asks for a message with "more information", in both languages, and changes nothing', async () => {
    const cookie = await signIn(accounts.admissions);
    const application = await completeApplication();
    const response = await changeStatus(
      post(
        `/api/staff/applications/${application.id}/status`,
        { status: 'more_information' },
        { cookie },
      ),
      params(application.id),
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: { fields: { message: { ar: string; en: string } } };
    };
    expect(body.error.fields.message.en).toMatch(/required when asking for more information/);
    expect(body.error.fields.message.ar).toMatch(/مطلوبة/);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(schema.applications)
      .where(eq(schema.applications.id, application.id));
    expect(row?.reviewStatus).toBe('received');
  });

  it('answers 401 without a session, 403 to another role or another site', async () => {
    const application = await completeApplication();
    const url = `/api/staff/applications/${application.id}/status`;
    const body = { status: 'accepted' };
    expect((await changeStatus(post(url, body), params(application.id))).status).toBe(401);
    const support = await signIn(accounts.support);
    expect(
      (await changeStatus(post(url, body, { cookie: support }), params(application.id))).status,
    ).toBe(403);
    const office = await signIn(accounts.admissions);
    const crossSite = await changeStatus(
      post(url, body, {
        cookie: office,
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
      }),
      params(application.id),
    );
    expect(crossSite.status).toBe(403);
    const notesAsSupport = await addNote(
      post(`/api/staff/applications/${application.id}/notes`, { body: 'x' }, { cookie: support }),
      params(application.id),
    );
    expect(notesAsSupport.status).toBe(403);
    const exportAsSupport = await exportCsv(
      new Request(`${site}/api/staff/applications/export`, { headers: { cookie: support } }),
    );
    expect(exportAsSupport.status).toBe(403);
  });

  it('answers an id that is not one like an unknown application (404), not with a failure', async () => {
    const cookie = await signIn(accounts.admissions);
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const status = await changeStatus(
        post(`/api/staff/applications/${id}/status`, { status: 'accepted' }, { cookie }),
        params(id),
      );
      expect(status.status, id).toBe(404);
      expect(((await status.json()) as { error: { code: string } }).error.code).toBe(
        'unknown_application',
      );
      const note = await addNote(
        post(`/api/staff/applications/${id}/notes`, { body: 'x' }, { cookie }),
        params(id),
      );
      expect(note.status, id).toBe(404);
    }
  });

  it('keeps notes and exports the list as CSV that a spreadsheet cannot run', async () => {
    const cookie = await signIn(accounts.admissions);
    const application = await completeApplication();
    const db = await getDb();
    await db
      .update(schema.applications)
      .set({ applicantName: '=HYPERLINK("https://evil.example")' })
      .where(eq(schema.applications.id, application.id));
    const note = await addNote(
      post(
        `/api/staff/applications/${application.id}/notes`,
        { body: 'Called the applicant.' },
        { cookie },
      ),
      params(application.id),
    );
    expect(note.status).toBe(201);
    const csv = await exportCsv(
      new Request(`${site}/api/staff/applications/export?q=${application.reference}&lang=en`, {
        headers: { cookie },
      }),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    const bytes = Buffer.from(await csv.arrayBuffer());
    // UTF-8 with a byte-order mark, which Response.text() would hide.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('"Reference"')).toBe(true);
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"")"`);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('counts writes per session: 429 past STAFF_WRITES_PER_SESSION_PER_MINUTE, while another session of the same address goes on', async () => {
    const { STAFF_WRITES_PER_SESSION_PER_MINUTE } = await import('@/server/rate-limit/limits');
    const cookie = await signIn(accounts.admissions);
    const application = await completeApplication();
    const note = (who: string) =>
      addNote(
        post(`/api/staff/applications/${application.id}/notes`, { body: 'x' }, { cookie: who }),
        params(application.id),
      );
    // The counts are per minute of the clock: the writes start early in one, so that they all
    // fall in it on a slow machine too (else the limit is met in the next minute, not this one).
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000)
      await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    for (let i = 0; i < STAFF_WRITES_PER_SESSION_PER_MINUTE; i++) {
      expect((await note(cookie)).status).toBe(201);
    }
    const refused = await note(cookie);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // A colleague on the same network (the test's requests share one address) is not held.
    expect((await note(await signIn(accounts.tokens))).status).toBe(201);
  });

  it('writes one row per visit: a document shown in the page writes none, one opened or downloaded writes its own', async () => {
    const db = await getDb();
    const application = await completeApplication();
    const stored = await getStorage().put(Readable.from([Buffer.from('%PDF-1.4 a scan')]));
    await db.insert(schema.applicationDocuments).values({
      applicationId: application.id,
      slot: 'id',
      fileName: 'national-id.pdf',
      mimeType: 'application/pdf',
      sizeBytes: stored.size,
      sha256: '0'.repeat(64),
      storageKey: stored.key,
    });
    const office = await signIn(accounts.admissions);
    const colleague = await signIn(accounts.tokens);
    const fetchDocument = async (cookie: string, destination: string, query = '') => {
      const response = await document(
        new Request(`${site}/api/staff/applications/${application.id}/documents/id${query}`, {
          headers: { cookie, 'sec-fetch-dest': destination },
        }),
        { params: Promise.resolve({ id: application.id, slot: 'id' }) },
      );
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('%PDF-1.4 a scan');
    };
    const rows = async () =>
      (
        await db
          .select()
          .from(schema.staffAuditLog)
          .where(eq(schema.staffAuditLog.subjectId, application.id))
          .orderBy(schema.staffAuditLog.id)
      ).map((row) => `${row.actorEmail} ${row.action}`);

    // A frame with no visit of the page before it (asked for by hand) is written down.
    await fetchDocument(office, 'iframe');
    expect(await rows()).toEqual([`${accounts.admissions.email} document.view`]);
    // The page's visit (its own row, as the page writes it): its frame and picture write none.
    const [officer] = await db
      .select()
      .from(schema.staffUser)
      .where(eq(schema.staffUser.email, accounts.admissions.email));
    await recordAudit(db, officer!, 'application.view', {
      type: 'application',
      id: application.id,
    });
    await fetchDocument(office, 'iframe');
    await fetchDocument(office, 'image');
    // Opened on a page of its own, and downloaded: one row each.
    await fetchDocument(office, 'document');
    await fetchDocument(office, 'iframe', '?download=1');
    // Another account's frame is not covered by the officer's visit.
    await fetchDocument(colleague, 'iframe');
    expect(await rows()).toEqual([
      `${accounts.admissions.email} document.view`,
      `${accounts.admissions.email} application.view`,
      `${accounts.admissions.email} document.view`,
      `${accounts.admissions.email} document.download`,
      `${accounts.tokens.email} document.view`,
    ]);
  });

  it("sends a document's address opened while signed out to the sign-in, which returns to that document", async () => {
    const application = await completeApplication();
    const open = (headers: Record<string, string>) =>
      document(
        new Request(`${site}/api/staff/applications/${application.id}/documents/photo`, {
          headers,
        }),
        { params: Promise.resolve({ id: application.id, slot: 'photo' }) },
      );
    const page = `/staff/applications/${application.id}#document-photo`;
    const arabic = await open({ 'sec-fetch-mode': 'navigate' });
    expect(arabic.status).toBe(303);
    expect(arabic.headers.get('location')).toBe(`/staff/sign-in?next=${encodeURIComponent(page)}`);
    const english = await open({ 'sec-fetch-mode': 'navigate', cookie: 'lang=en' });
    expect(english.headers.get('location')).toBe(
      `/en/staff/sign-in?next=${encodeURIComponent(`/en${page}`)}`,
    );
    // A script's request (the page's frame, a fetch) still gets the endpoints' refusal.
    const fetched = await open({ 'sec-fetch-mode': 'cors' });
    expect(fetched.status).toBe(401);
    // Signed in with another role: refused, never sent round again.
    const wrongRole = await open({
      'sec-fetch-mode': 'navigate',
      cookie: await signIn(accounts.support),
    });
    expect(wrongRole.status).toBe(403);
  });

  it('keeps the audit log append-only', async () => {
    const db = await getDb();
    await expect(db.update(schema.staffAuditLog).set({ action: 'rewritten' })).rejects.toThrow();
    await expect(db.delete(schema.staffAuditLog)).rejects.toThrow();
  });
});
