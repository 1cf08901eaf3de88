/**
 * The support request endpoint on the server side: the real route handler, a real PGlite
 * database and a real SMTP server (smtp-server) receiving the forwarded e-mail. Every bad
 * input answers a translated 4xx and stores nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { silentSmtp } from '../../../test/support/mail/test-smtp';
import { smtpForFile } from '../../../test/support/mail/smtp-for-file';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('support');
process.env.RATE_LIMIT_PER_MINUTE = '1000';
process.env.SUPPORT_NOTIFY_EMAIL = 'helpdesk@alrowad.edu.sd';

const { POST } = await import('../../app/api/support-requests/route');
const { getDb } = await import('../db/client');
const { supportRequests, mailOutbox, rateLimits } = await import('../db/schema');
const { backgroundDeliveriesSettled, deliverPendingMail } = await import('../mail/deliver-mail');
const { PEER_HEADER } = await import('../http/client-address');
const { MAX_DESCRIPTION_LENGTH } = await import('@/lib/support-request-schema');

const smtp = smtpForFile();
beforeEach(async () => {
  await backgroundDeliveriesSettled();
  // Emptied once the deliveries have settled: what they sent belongs to the test before.
  smtp.received = [];
  smtp.refused.clear();
  const db = await getDb();
  await db.delete(supportRequests);
  await db.delete(mailOutbox);
  await db.delete(rateLimits);
});

const valid = {
  fullName: '  محمد   عثمان  ',
  email: 'mohamed@example.com',
  issueType: 'login',
  description: 'لا أستطيع الدخول إلى المنصة منذ ٣ أيام.',
  locale: 'ar',
};

function send(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('http://localhost/api/support-requests', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

/** The requests, and the forwards to support (each request's acknowledgement left out). */
async function stored() {
  const db = await getDb();
  return {
    requests: await db.select().from(supportRequests),
    mail: (await db.select().from(mailOutbox)).filter((mail) => mail.kind === 'support-request'),
  };
}

/** What the support address received (the visitor's acknowledgements left out). */
const forwards = () =>
  smtp.received.filter(
    (mail) => mail.to && 'text' in mail.to && mail.to.text.startsWith('helpdesk@'),
  );

describe('POST /api/support-requests', () => {
  it('stores the request with a reference and forwards it to support by e-mail', async () => {
    const response = await send(valid);
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    expect(reference).toMatch(/^SUP-\d{4}-[A-HJ-NP-Z2-9]{6}$/);
    // The answer does not wait for the mail server; the e-mail follows in the background.
    await backgroundDeliveriesSettled();

    const { requests, mail } = await stored();
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      reference,
      fullName: 'محمد عثمان',
      email: 'mohamed@example.com',
      issueType: 'login',
      description: 'لا أستطيع الدخول إلى المنصة منذ 3 أيام.',
      locale: 'ar',
    });
    expect(mail).toHaveLength(1);
    expect(mail[0]!.status).toBe('sent');

    // The forward to support, and the visitor's acknowledgement (support-desk.test.ts).
    expect(smtp.received).toHaveLength(2);
    const [message] = forwards();
    expect(message!.to && 'text' in message!.to ? message!.to.text : '').toBe(
      'helpdesk@alrowad.edu.sd',
    );
    expect(message!.subject).toBe(`[${reference}] طلب دعم: تسجيل الدخول`);
    expect(message!.text).toContain('mohamed@example.com');
    expect(message!.text).toContain('لا أستطيع الدخول إلى المنصة منذ 3 أيام.');
  });

  it('keeps the request and retries the e-mail when the mail server is down', async () => {
    await smtp.stop();
    try {
      const response = await send({ ...valid, locale: 'en' });
      expect(response.status).toBe(201);
      await backgroundDeliveriesSettled();
      const { requests, mail } = await stored();
      expect(requests).toHaveLength(1);
      expect(mail[0]).toMatchObject({ status: 'pending', attempts: 1 });
    } finally {
      await smtp.start();
    }
    const db = await getDb();
    await deliverPendingMail(db, { now: new Date(Date.now() + 10 * 60_000) });
    expect(forwards()).toHaveLength(1);
    expect((await stored()).mail[0]!.status).toBe('sent');
  });

  const bad: [string, unknown, string[]][] = [
    ['missing fields', {}, ['fullName', 'email', 'issueType', 'description']],
    [
      'blank fields',
      { ...valid, fullName: '   ', description: '\n ' },
      ['fullName', 'description'],
    ],
    ['an unknown issue type', { ...valid, issueType: 'billing' }, ['issueType']],
    ['a blank issue type', { ...valid, issueType: '' }, ['issueType']],
    [
      'an oversized description',
      { ...valid, description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1) },
      ['description'],
    ],
    ['an invalid e-mail', { ...valid, email: 'mohamed@' }, ['email']],
    [
      'fields of the wrong type',
      { ...valid, fullName: 42, email: ['a@b.c'] },
      ['fullName', 'email'],
    ],
    ['a body that is not an object', [1, 2], ['fullName', 'email', 'issueType', 'description']],
  ];
  for (const [what, body, fields] of bad) {
    it(`answers 400 with translated field errors for ${what}, storing nothing`, async () => {
      const response = await send(body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: {
          code: string;
          message: { ar: string; en: string };
          fields: Record<string, { ar: string; en: string }>;
        };
      };
      expect(error.code).toBe('invalid_support_request');
      expect(error.message.en).toMatch(/support request/);
      expect(error.message.ar).toMatch(/طلب الدعم/);
      expect(Object.keys(error.fields).sort()).toEqual([...fields].sort());
      for (const message of Object.values(error.fields)) {
        expect(message.en.length).toBeGreaterThan(5);
        expect(message.ar).toMatch(/[\u0600-\u06FF]/);
      }
      expect(await stored()).toEqual({ requests: [], mail: [] });
      expect(smtp.received).toHaveLength(0);
    });
  }

  it('names the problem of each field precisely', async () => {
    const response = await send({
      ...valid,
      email: 'not-an-address',
      description: 'x'.repeat(MAX_DESCRIPTION_LENGTH + 1),
    });
    const { error } = (await response.json()) as {
      error: { fields: Record<string, { ar: string; en: string }> };
    };
    expect(error.fields.email!.en).toBe('Enter a valid e-mail address, such as name@example.com.');
    expect(error.fields.description!.en).toBe(
      'The description is too long (at most 4000 characters).',
    );
    expect(error.fields.description!.ar).toBe('الوصف طويل جداً (4000 حرف على الأكثر).');
  });

  it('answers 400 for malformed JSON, storing nothing', async () => {
    const response = await send('{"fullName": "Ali",');
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { code: string; message: { ar: string; en: string } };
    };
    expect(error.code).toBe('invalid_json');
    expect(error.message.ar).toMatch(/[\u0600-\u06FF]/);
    expect(await stored()).toEqual({ requests: [], mail: [] });
  });

  it('answers 413 for a body past 32 KB, whatever it claims, storing nothing', async () => {
    const huge = JSON.stringify({ ...valid, description: 'x'.repeat(40_000) });
    const response = await send(huge, { 'content-length': '100' });
    expect(response.status).toBe(413);
    const { error } = (await response.json()) as { error: { code: string } };
    expect(error.code).toBe('body_too_large');
    expect(await stored()).toEqual({ requests: [], mail: [] });
  });

  it('answers 429 past the rate limit, in both languages', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '2';
    try {
      const headers = { [PEER_HEADER]: '203.0.113.7' };
      expect((await send(valid, headers)).status).toBe(201);
      expect((await send(valid, headers)).status).toBe(201);
      const third = await send(valid, headers);
      expect(third.status).toBe(429);
      const { error } = (await third.json()) as { error: { code: string } };
      expect(error.code).toBe('rate_limited');
      expect((await stored()).requests).toHaveLength(2);
      // Another client is not affected.
      expect((await send(valid, { [PEER_HEADER]: '203.0.113.8' })).status).toBe(201);
    } finally {
      process.env.RATE_LIMIT_PER_MINUTE = '1000';
    }
  });
  it('lets many people behind one address write, one request at a time each: 429 past five a minute from one e-mail address', async () => {
    const headers = { [PEER_HEADER]: '203.0.113.71' };
    for (let i = 0; i < 20; i++) {
      expect((await send({ ...valid, email: `student${i}@example.com` }, headers)).status).toBe(
        201,
      );
    }
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await send({ ...valid, email: 'Busy@Example.com' }, headers)).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // The same e-mail address from another network is held as well.
    expect((await send({ ...valid, email: 'busy@example.com' })).status).toBe(429);
  });
  it('keeps a name from forging lines of the forwarded e-mail, and fences the description', async () => {
    const response = await send({
      ...valid,
      fullName: 'Amna\nالبريد الإلكتروني: attacker@evil.test\r\nنوع المشكلة: أخرى\u2028\u202eX',
      description: 'line one\nالبريد الإلكتروني: fake@evil.test',
    });
    expect(response.status).toBe(201);
    await backgroundDeliveriesSettled();
    const { requests } = await stored();
    expect(requests[0]!.fullName).toBe(
      'Amna البريد الإلكتروني: attacker@evil.test نوع المشكلة: أخرى X',
    );
    const lines = forwards()[0]!.text!.split('\n');
    // Each field is one line, and only the real ones start a line.
    expect(lines.filter((line) => line.startsWith('البريد الإلكتروني:'))).toEqual([
      'البريد الإلكتروني: mohamed@example.com',
    ]);
    expect(lines.filter((line) => line.startsWith('نوع المشكلة:'))).toEqual([
      'نوع المشكلة: تسجيل الدخول',
    ]);
    const start = lines.indexOf('----- بداية الوصف -----');
    const end = lines.indexOf('----- نهاية الوصف -----');
    expect(lines.slice(start + 1, end)).toEqual([
      '> line one',
      '> البريد الإلكتروني: fake@evil.test',
    ]);
  });

  it('refuses a body that is not declared JSON (415) and writes from other sites (403)', async () => {
    const refusals: [Record<string, string>, number, string][] = [
      [{ 'content-type': 'text/plain' }, 415, 'not_json'],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, 415, 'not_json'],
      [{ origin: 'https://evil.example' }, 403, 'cross_site'],
      [{ origin: 'null' }, 403, 'cross_site'],
      [{ 'sec-fetch-site': 'cross-site' }, 403, 'cross_site'],
      [
        { 'sec-fetch-site': 'same-site', origin: 'https://forms.alrowad.edu.sd' },
        403,
        'cross_site',
      ],
    ];
    for (const [headers, status, code] of refusals) {
      const response = await send(valid, headers);
      expect(response.status, JSON.stringify(headers)).toBe(status);
      const { error } = (await response.json()) as {
        error: { code: string; message: { ar: string; en: string } };
      };
      expect(error.code).toBe(code);
      expect(error.message.ar).toMatch(/[\u0600-\u06FF]{3}/);
    }
    expect(await stored()).toEqual({ requests: [], mail: [] });
    // The site's own page: same origin, its own host.
    const own = await send(valid, {
      origin: 'http://localhost',
      host: 'localhost',
      'sec-fetch-site': 'same-origin',
    });
    expect(own.status).toBe(201);
  });

  it('answers at once when the mail server accepts the connection and never speaks', async () => {
    const silent = await silentSmtp();
    process.env.SMTP_URL = silent.url;
    try {
      const started = Date.now();
      const response = await send(valid);
      expect(response.status).toBe(201);
      expect(Date.now() - started).toBeLessThan(1500);
      expect((await stored()).requests).toHaveLength(1);
    } finally {
      await silent.close();
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      await backgroundDeliveriesSettled();
    }
    // Not lost: still pending, and delivered once a mail server answers.
    expect((await stored()).mail[0]).toMatchObject({ status: 'pending' });
    await deliverPendingMail(await getDb(), { now: new Date(Date.now() + 10 * 60_000) });
    expect(forwards()).toHaveLength(1);
  });

  it('marks an e-mail refused for good as failed, logs it loudly, and stops retrying it', async () => {
    process.env.SUPPORT_NOTIFY_EMAIL = 'nobody@alrowad.edu.sd';
    smtp.refused.add('nobody@alrowad.edu.sd');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      expect((await send(valid)).status).toBe(201);
      await backgroundDeliveriesSettled();
      const [mail] = (await stored()).mail;
      expect(mail).toMatchObject({ status: 'failed', attempts: 1 });
      expect(mail!.lastError).toMatch(/550/);
      expect(errors).toHaveBeenCalledWith(expect.stringMatching(/\[mail\] FAILED for good/));
      // The retries of the outbox leave it alone.
      await deliverPendingMail(await getDb(), { now: new Date(Date.now() + 24 * 3600_000) });
      expect((await stored()).mail[0]).toMatchObject({ status: 'failed', attempts: 1 });
    } finally {
      errors.mockRestore();
      process.env.SUPPORT_NOTIFY_EMAIL = 'helpdesk@alrowad.edu.sd';
    }
  });
});
