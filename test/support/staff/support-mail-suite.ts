/**
 * The support desk and the mail outbox of the workspace on the server side, on the database the
 * test file configured (PGlite or PostgreSQL): the real route handlers, better-auth and a real
 * database. Who may write, what a reply stores and sends, closing and reopening, and the retry
 * of a failed message. Imported by staff-workspace.test.ts (PGlite) and
 * staff-workspace.postgres.test.ts once their environment is set, after the workspace's suite.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, post } from './staff-requests';

const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { handleAuthRequest } = await import('@/server/staff/handle-auth-request');
const { POST: reply } = await import('@/app/api/staff/support/[id]/replies/route');
const { POST: changeStatus } = await import('@/app/api/staff/support/[id]/status/route');
const { POST: retry } = await import('@/app/api/staff/mail/[id]/retry/route');
const { getDb, closeDatabases } = await import('@/server/db/client');
const schema = await import('@/server/db/schema');
const { createStaffAccount } = await import('@/server/staff/create-staff-account');
const { createSupportRequest } = await import('@/server/support/create-support-request');
const { backgroundDeliveriesSettled } = await import('@/server/mail/deliver-mail');
const { listSupportRequests } = await import('@/server/support/list-support-requests');
const { parseSupportQuery } = await import('@/server/support/support-query');
const { listMail } = await import('@/server/mail/list-mail');
const { parseMailboxQuery } = await import('@/server/mail/mailbox-query');
const { and, eq } = await import('drizzle-orm');

const accounts = {
  support: { email: 'helpdesk.agent@alrowad.edu.sd', password: 'a long helpdesk passphrase' },
  admissions: { email: 'office.two@alrowad.edu.sd', password: 'a long office passphrase 2' },
  administrator: { email: 'mail.admin@alrowad.edu.sd', password: 'a long admin passphrase!' },
};
const cookies: Record<keyof typeof accounts, string> = {
  support: '',
  admissions: '',
  administrator: '',
};
const noMail = { send: async () => undefined };

/** Signs in once per account, from an address of its own (the sign-in limit is per client). */
async function signIn(account: { email: string; password: string }, peer: string) {
  const response = await handleAuthRequest(
    post('/api/auth/sign-in/email', account, { 'x-college-peer-address': peer }),
  );
  expect(response.status).toBe(200);
  return cookieOf(response);
}

beforeAll(async () => {
  const db = await getDb();
  await createStaffAccount(db, { ...accounts.support, name: 'Huda', roles: ['support'] });
  await createStaffAccount(db, { ...accounts.admissions, name: 'Amna', roles: ['admissions'] });
  await createStaffAccount(db, {
    ...accounts.administrator,
    name: 'Khalid',
    roles: ['administrator'],
  });
  cookies.support = await signIn(accounts.support, '10.21.0.1');
  cookies.admissions = await signIn(accounts.admissions, '10.21.0.2');
  cookies.administrator = await signIn(accounts.administrator, '10.21.0.3');
});
afterAll(async () => {
  await backgroundDeliveriesSettled();
  await closeDatabases();
});

let requestCount = 0;
/** A support request as the platform hub's form makes it (its forward to support not sent). */
async function supportRequest(locale: 'ar' | 'en', fullName = 'Mona Ali') {
  const db = await getDb();
  requestCount++;
  const email = `requester-${requestCount}-${Date.now()}@example.com`;
  const { reference } = await createSupportRequest(
    db,
    {
      fullName,
      email,
      issueType: 'login',
      description: `I cannot sign in.\nThe page says "wrong password" (${requestCount}).`,
    },
    locale,
    { mailer: noMail },
  );
  const [row] = await db
    .select()
    .from(schema.supportRequests)
    .where(eq(schema.supportRequests.reference, reference));
  return row!;
}

const params = (id: string) => ({ params: Promise.resolve({ id }) });
type ErrorAnswer = {
  error: {
    code: string;
    message: { ar: string; en: string };
    fields?: Record<string, { ar: string; en: string }>;
  };
};

async function requestRow(id: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.supportRequests)
    .where(eq(schema.supportRequests.id, id));
  return row!;
}

async function auditRows(type: 'support_request' | 'mail', id: string) {
  const db = await getDb();
  return db
    .select()
    .from(schema.staffAuditLog)
    .where(and(eq(schema.staffAuditLog.subjectType, type), eq(schema.staffAuditLog.subjectId, id)));
}

describe(`the support desk’s writes (${database})`, () => {
  it('answers 401 without a session, 403 to another role and to another site', async () => {
    const request = await supportRequest('en');
    const url = `/api/staff/support/${request.id}`;
    expect(
      (await reply(post(`${url}/replies`, { body: 'Hello' }), params(request.id))).status,
    ).toBe(401);
    expect(
      (await changeStatus(post(`${url}/status`, { action: 'close' }), params(request.id))).status,
    ).toBe(401);
    for (const role of ['admissions', 'administrator'] as const) {
      const refused = await reply(
        post(`${url}/replies`, { body: 'Hello' }, { cookie: cookies[role] }),
        params(request.id),
      );
      expect(refused.status, role).toBe(403);
      expect(((await refused.json()) as ErrorAnswer).error.code).toBe('staff_forbidden');
      const status = await changeStatus(
        post(`${url}/status`, { action: 'close' }, { cookie: cookies[role] }),
        params(request.id),
      );
      expect(status.status, role).toBe(403);
    }
    const crossSite = await reply(
      post(
        `${url}/replies`,
        { body: 'Hello' },
        { cookie: cookies.support, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      ),
      params(request.id),
    );
    expect(crossSite.status).toBe(403);
    expect(((await crossSite.json()) as ErrorAnswer).error.code).toBe('cross_site');
    const plain = await reply(
      post(`${url}/replies`, JSON.stringify({ body: 'Hello' }), {
        cookie: cookies.support,
        'content-type': 'text/plain',
      }),
      params(request.id),
    );
    expect(plain.status).toBe(415);
    // Nothing of it was stored.
    const db = await getDb();
    expect(
      await db
        .select()
        .from(schema.supportReplies)
        .where(eq(schema.supportReplies.requestId, request.id)),
    ).toEqual([]);
    expect((await requestRow(request.id)).status).toBe('new');
  });

  it('stores a reply with the thread, the status, the audit row and one e-mail to the requester in their language', async () => {
    const db = await getDb();
    for (const locale of ['en', 'ar'] as const) {
      const request = await supportRequest(locale, locale === 'ar' ? 'منى علي' : 'Mona Ali');
      const text =
        locale === 'ar' ? 'أعدنا تعيين كلمة المرور.\nجرّب الآن.' : 'We reset it.\nTry now.';
      const response = await reply(
        post(
          `/api/staff/support/${request.id}/replies`,
          { body: `  ${text}  ` },
          {
            cookie: cookies.support,
          },
        ),
        params(request.id),
      );
      expect(response.status, locale).toBe(201);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const answer = (await response.json()) as { id: string; status: string };
      expect(answer.status).toBe('answered');

      const replies = await db
        .select()
        .from(schema.supportReplies)
        .where(eq(schema.supportReplies.requestId, request.id));
      expect(replies).toHaveLength(1);
      expect(replies[0]).toMatchObject({
        id: answer.id,
        body: text,
        authorEmail: accounts.support.email,
        authorName: 'Huda',
      });
      expect((await requestRow(request.id)).status).toBe('answered');

      const mails = await db
        .select()
        .from(schema.mailOutbox)
        .where(
          and(
            eq(schema.mailOutbox.relatedId, request.id),
            eq(schema.mailOutbox.kind, 'support-reply'),
          ),
        );
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(replies[0]!.mailId).toBe(mail.id);
      expect(mail.toAddress).toBe(request.email);
      expect(mail.textBody).toContain(text);
      // The requester's own request, quoted under the reply.
      expect(mail.textBody).toContain('> I cannot sign in.');
      if (locale === 'en') {
        expect(mail.subject).toBe(
          `[${request.reference}] Your support request – Al-Rowad College of Science and Technology`,
        );
        expect(mail.textBody).toMatch(/^Dear Mona Ali,/);
        // The link that answers into the same request (issue #45).
        expect(mail.textBody).toMatch(
          new RegExp(`https://www\\.alrowad\\.edu\\.sd/en/support/reply#${request.id}\\.[\\w-]+`),
        );
      } else {
        expect(mail.subject).toMatch(new RegExp(`^\\[${request.reference}\\] طلب الدعم – `));
        expect(mail.textBody).toContain('منى علي');
        expect(mail.textBody).toContain('الدعم الفني، ');
        expect(mail.textBody).not.toContain('/en/');
      }

      const log = await auditRows('support_request', request.id);
      expect(log.map((entry) => [entry.action, entry.actorEmail])).toEqual([
        ['support.reply', accounts.support.email],
      ]);
      expect(log[0]!.detail).toMatchObject({
        reply: answer.id,
        mail: mail.id,
        from: 'new',
        to: 'answered',
      });

      // Then delivered in the background.
      await backgroundDeliveriesSettled();
      const [delivered] = await db
        .select()
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.id, mail.id));
      expect(delivered?.status).toBe('sent');
    }
  });

  it('closes and reopens a request, logging each change', async () => {
    const answered = await supportRequest('en');
    const url = `/api/staff/support/${answered.id}`;
    const write = (action: string, id = answered.id) =>
      changeStatus(
        post(`/api/staff/support/${id}/status`, { action }, { cookie: cookies.support }),
        params(id),
      );
    expect(
      (
        await reply(
          post(`${url}/replies`, { body: 'Done.' }, { cookie: cookies.support }),
          params(answered.id),
        )
      ).status,
    ).toBe(201);
    const closed = await write('close');
    expect(closed.status).toBe(200);
    expect(await closed.json()).toEqual({ status: 'closed' });
    expect((await requestRow(answered.id)).status).toBe('closed');
    const again = await write('close');
    expect(again.status).toBe(409);
    expect(((await again.json()) as ErrorAnswer).error.code).toBe('support_status_unchanged');
    // Reopened, it is answered again (it has a reply)…
    expect(await (await write('reopen')).json()).toEqual({ status: 'answered' });
    expect((await write('reopen')).status).toBe(409);
    const log = await auditRows('support_request', answered.id);
    expect(
      log
        .filter((entry) => entry.action === 'support.status')
        .map((entry) => [entry.detail?.from, entry.detail?.to]),
    ).toEqual([
      ['answered', 'closed'],
      ['closed', 'answered'],
    ]);

    // …and one never answered goes back to new.
    const unanswered = await supportRequest('ar');
    expect((await write('close', unanswered.id)).status).toBe(200);
    expect(await (await write('reopen', unanswered.id)).json()).toEqual({ status: 'new' });

    // A reply to a closed request answers it.
    expect((await write('close')).status).toBe(200);
    expect(
      (
        await reply(
          post(`${url}/replies`, { body: 'One more thing.' }, { cookie: cookies.support }),
          params(answered.id),
        )
      ).status,
    ).toBe(201);
    expect((await requestRow(answered.id)).status).toBe('answered');
  });

  it('refuses an empty, a too long or a strange reply and an unknown action in both languages, storing nothing', async () => {
    const request = await supportRequest('en');
    const url = `/api/staff/support/${request.id}/replies`;
    const cases: [unknown, string, RegExp][] = [
      [{ body: '   ' }, 'Write the reply.', /اكتب الرد/],
      [{}, 'Write the reply.', /اكتب الرد/],
      [{ body: 'x'.repeat(4001) }, 'The reply is too long: at most 4,000 characters.', /طويل/],
      [{ body: 'Hi', cc: 'someone@example.com' }, 'This value is not accepted.', /غير مقبولة/],
    ];
    for (const [body, en, ar] of cases) {
      const response = await reply(
        post(url, body, { cookie: cookies.support }),
        params(request.id),
      );
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      const answer = (await response.json()) as ErrorAnswer;
      expect(answer.error.code).toBe('invalid_support_reply');
      expect(answer.error.message.en).toMatch(/reply was not sent/);
      expect(answer.error.message.ar).toMatch(/لم يُرسَل الرد/);
      const field = Object.values(answer.error.fields ?? {})[0];
      expect(field?.en).toBe(en);
      expect(field?.ar).toMatch(ar);
    }
    const action = await changeStatus(
      post(
        `/api/staff/support/${request.id}/status`,
        { action: 'delete' },
        { cookie: cookies.support },
      ),
      params(request.id),
    );
    expect(action.status).toBe(400);
    const answer = (await action.json()) as ErrorAnswer;
    expect(answer.error.code).toBe('invalid_support_status');
    expect(answer.error.fields?.action?.en).toBe(
      'Choose whether to close or to reopen the request.',
    );
    expect(answer.error.fields?.action?.ar).toBe('اختر إغلاق الطلب أو إعادة فتحه.');

    const db = await getDb();
    expect(
      await db
        .select()
        .from(schema.supportReplies)
        .where(eq(schema.supportReplies.requestId, request.id)),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(schema.mailOutbox)
        .where(
          and(
            eq(schema.mailOutbox.relatedId, request.id),
            eq(schema.mailOutbox.kind, 'support-reply'),
          ),
        ),
    ).toEqual([]);
    expect((await requestRow(request.id)).status).toBe('new');
    expect(await auditRows('support_request', request.id)).toEqual([]);
  });

  it('answers an unknown id, or one that is not an id, with 404', async () => {
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const replied = await reply(
        post(
          `/api/staff/support/${encodeURIComponent(id)}/replies`,
          { body: 'Hi' },
          { cookie: cookies.support },
        ),
        params(id),
      );
      expect(replied.status, id).toBe(404);
      expect(((await replied.json()) as ErrorAnswer).error.code).toBe('unknown_support_request');
      const status = await changeStatus(
        post(
          `/api/staff/support/${encodeURIComponent(id)}/status`,
          { action: 'close' },
          { cookie: cookies.support },
        ),
        params(id),
      );
      expect(status.status, id).toBe(404);
    }
  });

  it('lists the requests newest first, filtered by status and searched by reference, name or e-mail', async () => {
    const db = await getDb();
    const first = await supportRequest('en', 'Searchable Person');
    const second = await supportRequest('ar', 'Searchable Person');
    await db
      .update(schema.supportRequests)
      .set({ createdAt: new Date(Date.now() + 60_000) })
      .where(eq(schema.supportRequests.id, second.id));
    await db
      .update(schema.supportRequests)
      .set({ status: 'closed' })
      .where(eq(schema.supportRequests.id, first.id));
    const byName = await listSupportRequests(db, parseSupportQuery({ q: 'searchable' }));
    expect(byName.rows.map((row) => row.reference)).toEqual([second.reference, first.reference]);
    expect(byName.total).toBe(2);
    const closed = await listSupportRequests(
      db,
      parseSupportQuery({ q: 'Searchable', status: 'closed' }),
    );
    expect(closed.rows.map((row) => row.reference)).toEqual([first.reference]);
    const byEmail = await listSupportRequests(db, parseSupportQuery({ q: second.email }));
    expect(byEmail.rows.map((row) => row.reference)).toEqual([second.reference]);
    const byReference = await listSupportRequests(db, parseSupportQuery({ q: first.reference }));
    expect(byReference.rows.map((row) => row.id)).toEqual([first.id]);
    // A wildcard typed in the box is searched for, not obeyed.
    expect((await listSupportRequests(db, parseSupportQuery({ q: '%' }))).total).toBe(0);
    const paged = await listSupportRequests(db, parseSupportQuery({ q: 'searchable', page: '2' }), {
      pageSize: 1,
    });
    expect(paged.pages).toBe(2);
    expect(paged.rows.map((row) => row.reference)).toEqual([first.reference]);
  });
});

/** A message the outbox gave up on, as deliver-mail.ts leaves it. */
async function failedMail(
  status: 'failed' | 'pending' | 'sent' = 'failed',
  kind = 'support-reply',
) {
  const db = await getDb();
  const [row] = await db
    .insert(schema.mailOutbox)
    .values({
      kind,
      toAddress: `nobody-${Date.now()}@example.com`,
      subject: 'A message',
      textBody: 'Its text.',
      status,
      attempts: status === 'pending' ? 0 : 12,
      lastError: status === 'failed' ? '550 5.1.1 No such user' : null,
      nextAttemptAt: new Date(Date.now() + 60 * 60_000),
    })
    .returning();
  return row!;
}

describe(`the mail outbox (${database})`, () => {
  const retryUrl = (id: string) => `/api/staff/mail/${encodeURIComponent(id)}/retry`;

  it('sends a failed message again: back to pending now, then delivered, with an audit row', async () => {
    const mail = await failedMail();
    const response = await retry(
      post(retryUrl(mail.id), {}, { cookie: cookies.administrator }),
      params(mail.id),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'pending' });
    const log = await auditRows('mail', mail.id);
    expect(log.map((entry) => [entry.action, entry.actorEmail])).toEqual([
      ['mail.retry', accounts.administrator.email],
    ]);
    expect(log[0]!.detail).toEqual({ attempts: 12, lastError: '550 5.1.1 No such user' });
    await backgroundDeliveriesSettled();
    const db = await getDb();
    const [row] = await db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.id, mail.id));
    // A fresh count: the retry's own attempt, which the local outbox folder accepted.
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
  });

  it('puts a failed message back to pending with its next attempt now', async () => {
    const { retryMail } = await import('@/server/mail/retry-mail');
    const mail = await failedMail();
    const before = Date.now();
    const { delivery } = await retryMail(
      await getDb(),
      { id: 'x', email: accounts.administrator.email },
      mail.id,
      {
        // A mail server that is still down: the message stays pending for the usual retries.
        mailer: {
          send: async () =>
            Promise.reject(Object.assign(new Error('421 try later'), { responseCode: 421 })),
        },
      },
    );
    expect(await delivery).toEqual([]);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.id, mail.id));
    expect(row?.status).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toBe('421 try later');
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(before);
  });

  it('refuses a message that has not failed (409), an unknown one (404), and other roles (401, 403)', async () => {
    for (const status of ['pending', 'sent'] as const) {
      const mail = await failedMail(status);
      const refused = await retry(
        post(retryUrl(mail.id), {}, { cookie: cookies.administrator }),
        params(mail.id),
      );
      expect(refused.status, status).toBe(409);
      const answer = (await refused.json()) as ErrorAnswer;
      expect(answer.error.code).toBe('mail_not_failed');
      expect(answer.error.message.en).toMatch(/Only a failed message/);
      expect(answer.error.message.ar).toMatch(/فشلت/);
      const db = await getDb();
      const [row] = await db
        .select()
        .from(schema.mailOutbox)
        .where(eq(schema.mailOutbox.id, mail.id));
      expect(row?.status).toBe(status);
      expect(await auditRows('mail', mail.id)).toEqual([]);
    }
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000']) {
      const unknown = await retry(
        post(retryUrl(id), {}, { cookie: cookies.administrator }),
        params(id),
      );
      expect(unknown.status, id).toBe(404);
      expect(((await unknown.json()) as ErrorAnswer).error.code).toBe('unknown_mail');
    }
    const mail = await failedMail();
    expect((await retry(post(retryUrl(mail.id), {}), params(mail.id))).status).toBe(401);
    for (const role of ['support', 'admissions'] as const) {
      const forbidden = await retry(
        post(retryUrl(mail.id), {}, { cookie: cookies[role] }),
        params(mail.id),
      );
      expect(forbidden.status, role).toBe(403);
    }
    const crossSite = await retry(
      post(
        retryUrl(mail.id),
        {},
        {
          cookie: cookies.administrator,
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        },
      ),
      params(mail.id),
    );
    expect(crossSite.status).toBe(403);
    const extra = await retry(
      post(retryUrl(mail.id), { status: 'sent' }, { cookie: cookies.administrator }),
      params(mail.id),
    );
    expect(extra.status).toBe(400);
    expect(((await extra.json()) as ErrorAnswer).error.code).toBe('invalid_mail_retry');
    const db = await getDb();
    const [row] = await db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.id, mail.id));
    expect(row?.status).toBe('failed');
  });

  it('lists failed messages first, and filters by status and kind', async () => {
    const db = await getDb();
    const kind = `test-kind-${Date.now()}`;
    const sent = await failedMail('sent', kind);
    const failed = await failedMail('failed', kind);
    const pending = await failedMail('pending', kind);
    // The failed one is the oldest, and still comes first.
    await db
      .update(schema.mailOutbox)
      .set({ createdAt: new Date(Date.now() - 86_400_000) })
      .where(eq(schema.mailOutbox.id, failed.id));
    const all = await listMail(db, parseMailboxQuery({ kind }));
    expect(all.rows.map((row) => row.id)).toEqual([failed.id, pending.id, sent.id]);
    const onlySent = await listMail(db, parseMailboxQuery({ kind, status: 'sent' }));
    expect(onlySent.rows.map((row) => row.id)).toEqual([sent.id]);
    // An unknown status or a kind that cannot be one is ignored, not an error.
    expect(parseMailboxQuery({ status: 'lost', kind: 'DROP TABLE', page: '0' })).toEqual({
      page: 1,
    });
  });
});
