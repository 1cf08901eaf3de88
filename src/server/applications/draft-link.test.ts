/**
 * A form continued on another device (issue #44, item 6) on the server side: the real route
 * handlers and a real PGlite database. The draft is kept and its link e-mailed; the link's key
 * opens it and nothing else does; it ends after 7 days or when its form is sent; a few links an
 * hour to one address at most; only a form's answers are kept, and never a working key in the
 * outbox once the message is out.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('draft-link');
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';
process.env.RATE_LIMIT_PER_MINUTE = '1000';

const { POST: sendLink } = await import('../../app/api/application-drafts/route');
const { GET: openLink } = await import('../../app/api/application-drafts/[id]/route');
const { POST: create } = await import('../../app/api/applications/route');
const { getDb, closeDatabases } = await import('../db/client');
const { mailOutbox } = await import('../db/schema');
const { backgroundDeliveriesSettled } = await import('../mail/deliver-mail');
const { openDraft } = await import('./draft-link');
const { serverConfig } = await import('../server-config');
const { PEER_HEADER } = await import('../http/client-address');
const { offeredIntakes, publishedFirstSemesters } = await import('@/lib/admission-dates');
const { seededPublishedYears } = await import('../db/seeds/academic-calendar-seed');
const { validForm } = await import('../../../test/support/applications/application-form-fixture');
const { eq } = await import('drizzle-orm');

afterAll(async () => {
  await backgroundDeliveriesSettled();
  await closeDatabases();
});

const site = 'https://www.alrowad.edu.sd';
const sameSite = { origin: site, 'sec-fetch-site': 'same-origin' };

let peers = 0;
/** A POST from its own client (the server counts a few links a minute per client). */
function post(
  body: unknown,
  headers: Record<string, string> = sameSite,
  peer = `198.51.100.${++peers}`,
) {
  return sendLink(
    new Request(`${site}/api/application-drafts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_HEADER]: peer, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

function open(id: string, key: string) {
  return openLink(
    new Request(`${site}/api/application-drafts/${id}`, {
      headers: { authorization: `Bearer ${key}` },
    }),
    { params: Promise.resolve({ id }) },
  );
}

const draft = (key = crypto.randomUUID()) => ({
  values: {
    track: 'undergraduate',
    programme: 'it',
    intake: '2027-2028',
    nameEn: 'Hawa Adam',
    email: 'hawa@example.com',
    qualification: { kind: 'secondary', scale: 'gpa4', percentage: 3.2 },
    declaration: false,
  },
  step: 2,
  key,
});

/** The link in the draft e-mail delivered to `email` (the local outbox folder's message). */
async function linkTo(email: string) {
  await backgroundDeliveriesSettled();
  const folder = serverConfig.outboxDir();
  for (const file of (await readdir(folder)).toSorted().reverse()) {
    const mail = await simpleParser(await readFile(path.join(folder, file)));
    if (mail.to && JSON.stringify(mail.to).includes(email)) {
      const match = /(https:\S+\/admission\/application)#draft=([0-9a-f-]{36})\.([\w-]+)/.exec(
        mail.text ?? '',
      );
      expect(match, mail.text).not.toBeNull();
      return match!;
    }
  }
  throw new Error(`no message to ${email}`);
}

describe('a draft e-mailed to continue on another device', () => {
  it('opens with its link in any browser, in the language it was sent from, and with nothing else', async () => {
    const sent = draft();
    const response = await post({ email: ' Hawa@Example.com ', locale: 'ar', draft: sent });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { expiresAt } = (await response.json()) as { expiresAt: string };
    expect(new Date(expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    const db = await getDb();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'application-draft-link'));
    expect(mail!.toAddress).toBe('hawa@example.com');
    expect(mail!.subject).toBe('أكمل استمارة التقديم إلى كلية الرواد للعلوم والتقانة');
    // Delivered (here, to the local folder): the outbox keeps no working key.
    await backgroundDeliveriesSettled();
    const [delivered] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, mail!.id));
    expect(delivered!.textBody).toContain(`${site}/admission/application#draft=…`);
    expect(delivered!.textBody).not.toMatch(/#draft=[0-9a-f]/);
  });

  it('gives the draft to the key of its link only, until it expires or its form is sent', async () => {
    const intake = offeredIntakes(new Date(), publishedFirstSemesters(seededPublishedYears()))[0]!;
    const sent = draft();
    const email = `amna-${crypto.randomUUID()}@example.com`;
    // Caught before it is delivered: the e-mail as written.
    const db = await getDb();
    expect((await post({ email, locale: 'en', draft: sent })).status).toBe(201);
    const [, page, id, key] = await linkTo(email);
    expect(page).toBe(`${site}/en/admission/application`);
    const opened = await open(id!, key!);
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(await opened.json()).toEqual(sent);
    expect((await open(id!, `${key}x`)).status).toBe(404);
    expect((await open('not-a-uuid', key!)).status).toBe(404);
    await expect(
      openDraft(db, id!, key!, new Date(Date.now() + 8 * 86_400_000)),
    ).rejects.toMatchObject({
      code: 'not_found',
    });

    // The form is sent, with the draft's key: the draft is gone.
    const created = await create(
      new Request(`${site}/api/applications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          form: validForm({ intake, email }),
          idempotencyKey: sent.key,
          locale: 'en',
        }),
      }),
    );
    expect(created.status).toBe(201);
    expect((await open(id!, key!)).status).toBe(404);
  });

  it('keeps nothing but a form’s answers, from the site’s own pages, a few links an hour to one address', async () => {
    const email = 'limits@example.com';
    for (const bad of [
      { email, locale: 'en', draft: draft(), extra: 1 },
      { email, locale: 'fr', draft: draft() },
      { email: 'not-an-address', locale: 'en', draft: draft() },
      { email, locale: 'en', draft: { ...draft(), values: { password: 'x' } } },
      // A value of the wrong kind, a NUL (no database keeps it), a list.
      { email, locale: 'en', draft: { ...draft(), values: { nameEn: { payload: 'x' } } } },
      { email, locale: 'en', draft: { ...draft(), values: { declaration: 'yes' } } },
      { email, locale: 'en', draft: { ...draft(), values: { nameEn: 'a\u0000b' } } },
      {
        email,
        locale: 'en',
        draft: { ...draft(), values: { qualification: { field: 'a\u0000' } } },
      },
      { email, locale: 'en', draft: { ...draft(), values: { city: ['Omdurman'] } } },
      { email, locale: 'en', draft: { ...draft(), values: { nameEn: 'x'.repeat(401) } } },
      { email, locale: 'en', draft: { ...draft(), step: 9 } },
      { email, locale: 'en', draft: { ...draft(), key: 'not-a-uuid' } },
    ]) {
      const response = await post(bad);
      expect(response.status, JSON.stringify(bad).slice(0, 80)).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_draft_link' } });
    }
    expect((await post('x'.repeat(17 * 1024))).status).toBe(413);
    expect(
      (
        await post(
          { email, locale: 'en', draft: draft() },
          { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
        )
      ).status,
    ).toBe(403);
    // One mailbox, however it is written (case, spaces, a +tag): three links an hour.
    const statuses = [];
    for (const address of [
      email,
      ' LIMITS@example.com ',
      'limits+1@example.com',
      'limits+2@Example.com',
    ]) {
      statuses.push((await post({ email: address, locale: 'en', draft: draft() })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const db = await getDb();
    const mails = await db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'application-draft-link'));
    expect(
      mails.filter((mail) => /^limits(\+\d)?@example\.com$/.test(mail.toAddress)),
    ).toHaveLength(3);
    // One client, many addresses: three links a minute.
    const client = '203.0.113.9';
    const fromOne = [];
    for (let i = 0; i < 4; i++) {
      fromOne.push(
        (
          await post(
            { email: `list-${i}@example.com`, locale: 'en', draft: draft() },
            sameSite,
            client,
          )
        ).status,
      );
    }
    expect(fromOne).toEqual([201, 201, 201, 429]);
  });
});
