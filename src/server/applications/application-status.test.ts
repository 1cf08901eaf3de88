/**
 * The status lookup on the server side: the real route handler and a real PGlite database.
 * An application is found only by its reference and its applicant's address, only once it is
 * complete; every other case gets one and the same answer, and nothing but the status is given.
 */
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('status');
process.env.SITE_URL = 'https://www.alrowad.edu.sd';

const { POST } = await import('../../app/api/applications/status/route');
const { getDb, closeDatabases } = await import('../db/client');
const { applications, rateLimits, reviewStatuses } = await import('../db/schema');
const { PEER_HEADER } = await import('../http/client-address');
const { newReference } = await import('../reference');
const { lookUpApplicationStatus } = await import('./application-status');

afterAll(() => closeDatabases());
beforeEach(async () => {
  const db = await getDb();
  await db.delete(applications);
  await db.delete(rateLimits);
});

const completedAt = new Date('2026-03-01T09:00:00.000Z');

/** An application as the office sees it: complete unless told otherwise. */
async function application(overrides: Partial<typeof applications.$inferInsert> = {}) {
  const db = await getDb();
  const [row] = await db
    .insert(applications)
    .values({
      reference: newReference('RWD', completedAt),
      applicantName: 'Amna Yousif',
      applicantEmail: 'amna@example.com',
      locale: 'en',
      uploadTokenHash: 'not-a-real-hash',
      status: 'complete',
      completedAt,
      ...overrides,
    })
    .returning();
  return row!;
}

/** A lookup as the status page sends it: JSON, from the site's own page. */
function lookUp(body: unknown, headers: Record<string, string> = {}) {
  return POST(
    new Request('https://www.alrowad.edu.sd/api/applications/status', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://www.alrowad.edu.sd',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
}

interface Failure {
  error: {
    code: string;
    message: { ar: string; en: string };
    fields?: Record<string, { ar: string; en: string }>;
  };
}

describe('POST /api/applications/status', () => {
  it('answers each status with the office’s message and the time of the last change, and nothing else', async () => {
    const message = 'أرسل صورة أوضح من شهادتك.\nPlease send a clearer copy of your certificate.';
    for (const [index, status] of reviewStatuses.entries()) {
      const reviewUpdatedAt = new Date(Date.UTC(2026, 3, 10 + index, 12));
      const row = await application({
        reviewStatus: status,
        reviewMessage: status === 'more_information' ? message : null,
        reviewUpdatedAt,
      });
      const response = await lookUp({ reference: row.reference, email: 'amna@example.com' });
      expect(response.status, status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({
        reference: row.reference,
        status,
        message: status === 'more_information' ? message : null,
        updatedAt: reviewUpdatedAt.toISOString(),
        feeStatus: 'unpaid',
      });
    }
  });

  it('dates a new application, which the office has not touched, by its completion', async () => {
    const row = await application();
    const response = await lookUp({ reference: row.reference, email: 'amna@example.com' });
    expect(await response.json()).toEqual({
      reference: row.reference,
      status: 'received',
      message: null,
      updatedAt: completedAt.toISOString(),
      feeStatus: 'unpaid',
    });
  });

  it('finds the application however the reference and the address are typed', async () => {
    const row = await application({ reference: 'RWD-2026-K7M2QX' });
    const typed = [
      { reference: ' rwd-٢٠٢٦-k7m2qx ', email: ' AMNA@Example.COM ' },
      { reference: 'RWD–2026–K7M2QX', email: 'Amna@example.com' },
    ];
    for (const query of typed) {
      const response = await lookUp(query);
      expect(response.status, JSON.stringify(query)).toBe(200);
      expect(((await response.json()) as { reference: string }).reference).toBe(row.reference);
    }
    // The stored address may have been typed in capitals too.
    const other = await application({ applicantEmail: 'Hawa.Osman@Example.com' });
    expect(
      (await lookUp({ reference: other.reference, email: 'hawa.osman@example.com' })).status,
    ).toBe(200);
  });

  it('gives one and the same answer for an unknown reference, another address and an incomplete application', async () => {
    const complete = await application();
    const incomplete = await application({ status: 'incomplete', completedAt: null });
    const answers = await Promise.all(
      [
        { reference: newReference('RWD'), email: 'amna@example.com' },
        { reference: complete.reference, email: 'someone.else@example.com' },
        { reference: incomplete.reference, email: 'amna@example.com' },
      ].map(async (query) => {
        const response = await lookUp(query);
        return {
          status: response.status,
          cache: response.headers.get('cache-control'),
          body: (await response.json()) as Failure,
        };
      }),
    );
    const [first] = answers;
    expect(first!.status).toBe(404);
    expect(first!.cache).toBe('no-store');
    expect(first!.body).toEqual({
      error: {
        code: 'status_not_found',
        message: {
          ar: expect.stringMatching(/لا يوجد طلب/),
          en: expect.stringMatching(/^No application matches/),
        },
      },
    });
    for (const answer of answers) expect(answer).toEqual(first);
  });

  const bad: [string, unknown, string[]][] = [
    ['no fields', {}, ['reference', 'email']],
    ['blank fields', { reference: '  ', email: ' ' }, ['reference', 'email']],
    [
      'a reference of the wrong form',
      { reference: 'RWD-26-ABC', email: 'a@example.com' },
      ['reference'],
    ],
    [
      'a support request’s reference',
      { reference: 'SUP-2026-K7M2QX', email: 'a@example.com' },
      ['reference'],
    ],
    ['an invalid address', { reference: 'RWD-2026-K7M2QX', email: 'amna@' }, ['email']],
    [
      'fields of the wrong type',
      { reference: 2026, email: ['a@example.com'] },
      ['reference', 'email'],
    ],
    ['a body that is not an object', [1, 2], ['reference', 'email']],
  ];
  for (const [what, body, fields] of bad) {
    it(`answers 400 with a translated message per wrong field, and nothing else, for ${what}`, async () => {
      await application({ reference: 'RWD-2026-K7M2QX' });
      const response = await lookUp(body);
      expect(response.status).toBe(400);
      const answer = (await response.json()) as Failure;
      expect(Object.keys(answer)).toEqual(['error']);
      expect(Object.keys(answer.error).sort()).toEqual(['code', 'fields', 'message']);
      expect(answer.error.code).toBe('invalid_status_query');
      expect(answer.error.message.en).toMatch(/reference number/);
      expect(Object.keys(answer.error.fields!).sort()).toEqual([...fields].sort());
      for (const message of Object.values(answer.error.fields!)) {
        expect(message.en.length).toBeGreaterThan(5);
        expect(message.ar).toMatch(/[\u0600-\u06FF]/);
      }
    });
  }

  it('names the problem of each field precisely, in both languages', async () => {
    const response = await lookUp({ reference: 'RWD-2026-O0I1AB', email: 'not-an-address' });
    const { error } = (await response.json()) as Failure;
    expect(error.fields).toEqual({
      reference: {
        en: 'Enter the reference number as it appears in your confirmation e-mail, such as RWD-2026-K7M2QX.',
        ar: 'اكتب الرقم المرجعي كما ورد في رسالة التأكيد، مثل RWD-2026-K7M2QX.',
      },
      email: {
        en: 'Enter a valid e-mail address, such as name@example.com.',
        ar: 'اكتب عنوان بريد إلكتروني صحيحاً، مثل name@example.com.',
      },
    });
  });

  it('refuses malformed JSON (400), a body not declared JSON (415) and one past 1 KB (413)', async () => {
    const refusals: [BodyInit, Record<string, string>, number, string][] = [
      ['{"reference": ', {}, 400, 'invalid_json'],
      [
        JSON.stringify({ reference: 'RWD-2026-K7M2QX', email: 'a@b.c' }),
        { 'content-type': 'text/plain' },
        415,
        'not_json',
      ],
      [
        JSON.stringify({ reference: 'RWD-2026-K7M2QX', email: `${'a'.repeat(1100)}@example.com` }),
        {},
        413,
        'body_too_large',
      ],
    ];
    for (const [body, headers, status, code] of refusals) {
      const response = await lookUp(body, headers);
      expect(response.status, code).toBe(status);
      expect(((await response.json()) as Failure).error.code).toBe(code);
    }
  });

  it('refuses lookups made from another site’s page (403)', async () => {
    const row = await application();
    const query = { reference: row.reference, email: 'amna@example.com' };
    for (const headers of [
      { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site', origin: 'https://forms.alrowad.edu.sd' },
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
    ]) {
      const response = await lookUp(query, headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      const answer = (await response.json()) as Failure;
      expect(answer.error.code).toBe('cross_site');
      expect(JSON.stringify(answer)).not.toContain(row.reference);
    }
    expect((await lookUp(query)).status).toBe(200);
  });

  it('answers 429 past 10 lookups a minute of one reference from one client, in both languages; other clients go on', async () => {
    const row = await application();
    const query = { reference: row.reference, email: 'amna@example.com' };
    const client = { [PEER_HEADER]: '203.0.113.7' };
    for (let i = 0; i < 10; i++) expect((await lookUp(query, client)).status).toBe(200);
    const refused = await lookUp(query, client);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const { error } = (await refused.json()) as Failure;
    expect(error.code).toBe('rate_limited');
    expect(error.message.ar).toMatch(/[\u0600-\u06FF]/);
    // Wrong guesses count as much as right ones.
    expect((await lookUp({ ...query, email: 'x@example.com' }, client)).status).toBe(429);
    expect((await lookUp(query, { [PEER_HEADER]: '203.0.113.8' })).status).toBe(200);
  });

  it('lets many applicants behind one address each look up their own application', async () => {
    const client = { [PEER_HEADER]: '203.0.113.70' };
    for (let i = 0; i < 30; i++) {
      const email = `applicant${i}@example.com`;
      const row = await application({ applicantEmail: email });
      expect((await lookUp({ reference: row.reference, email }, client)).status).toBe(200);
    }
    // Guessing the addresses of one reference is still held at ten.
    const row = await application();
    const statuses = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await lookUp({ reference: row.reference, email: `guess${i}@example.com` }, client)).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(10).fill(404), 429]);
  });
});

describe('lookUpApplicationStatus', () => {
  it('throws status_not_found for an application that is not complete, even with the right address', async () => {
    const db = await getDb();
    const incomplete = await application({ status: 'incomplete', completedAt: null });
    await expect(
      lookUpApplicationStatus(db, incomplete.reference, 'amna@example.com'),
    ).rejects.toMatchObject({ code: 'status_not_found', status: 404 });
  });

  it('gives the status and whether the fee is paid only: no name, no address, no documents, no answers of the form', async () => {
    const db = await getDb();
    const row = await application({ reviewStatus: 'under_review', reviewUpdatedAt: completedAt });
    const answer = await lookUpApplicationStatus(db, row.reference, 'AMNA@example.com');
    expect(Object.keys(answer).sort()).toEqual([
      'feeStatus',
      'message',
      'reference',
      'status',
      'updatedAt',
    ]);
    expect(JSON.stringify(answer)).not.toMatch(/Amna|amna@/i);
  });
});
