/**
 * The last day of an intake behind one address (issue #42, item 10): a mobile carrier or a
 * campus network puts hundreds of applicants behind one public address. With the site's own
 * limits (limits.ts, no test override), 300 applicants at one address each start, upload three
 * documents and submit within 15 minutes while the address searches 200 times a minute: every
 * request succeeds. One abusive client at that address is still held: by its application's own
 * limit, and by the address's outer bound.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { offeredIntakes, publishedFirstSemesters } from '@/lib/admission-dates';
import { validForm } from '../../../test/support/applications/application-form-fixture';
import { seededPublishedYears } from '../db/seeds/academic-calendar-seed';
import { documentForm } from '../../../test/support/applications/bad-documents';
import { jpegBytes, pdfBytes, pngBytes } from '../../../test/support/applications/sample-files';
import { PEER_HEADER } from '../http/client-address';
import { PER_APPLICATION_PER_MINUTE } from './limits';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 240_000 });
// The e-mails go out as ever, without their PDFs: 300 receipts drawn one at a time would make
// this test of the limits a test of the drawing (receipt-cache.test.ts and the receipt's own
// tests hold that).
vi.mock('../mail/mail-attachments', () => ({ attachmentsOf: async () => [] }));

ownDataDir('deadline');
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
delete process.env.RATE_LIMIT_PER_MINUTE;
delete process.env.SEARCH_RATE_LIMIT_PER_MINUTE;
delete process.env.SEARCH_BUDGET_PER_MINUTE;
delete process.env.SMTP_URL;

const { POST: create } = await import('../../app/api/applications/route');
const { POST: upload } = await import('../../app/api/applications/[id]/documents/[slot]/route');
const { POST: submit } = await import('../../app/api/applications/[id]/submit/route');
const { getDb, closeDatabases } = await import('../db/client');
const { backgroundDeliveriesSettled } = await import('../mail/deliver-mail');
const { takeSearch } = await import('../search/search-rate-limit');
const { serverConfig } = await import('../server-config');

const base = 'http://localhost/api/applications';
/** The carrier's one public address, for every applicant below. */
const shared = { [PEER_HEADER]: '198.51.100.50' };
const started = Date.now();
const intake = offeredIntakes(
  new Date(started),
  publishedFirstSemesters(seededPublishedYears()),
)[0]!;

beforeAll(async () => {
  await getDb();
  vi.useFakeTimers({ toFake: ['Date'] });
});
afterEach(() => vi.setSystemTime(new Date(started)));
afterAll(async () => {
  vi.useRealTimers();
  await backgroundDeliveriesSettled();
  await closeDatabases();
});

interface Created {
  id: string;
  token: string;
}

function start(n: number, headers: Record<string, string> = shared) {
  return create(
    new Request(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        form: validForm({ intake, email: `applicant${n}@example.com` }),
        idempotencyKey: crypto.randomUUID(),
        locale: n % 2 ? 'en' : 'ar',
      }),
    }),
  );
}

function send({ id, token }: Created, slot: string, name: string, bytes: Buffer) {
  return upload(
    new Request(`${base}/${id}/documents/${slot}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...shared },
      body: documentForm([{ name, bytes }]),
      // @ts-expect-error -- Node's fetch needs this for a streamed body
      duplex: 'half',
    }),
    { params: Promise.resolve({ id, slot }) },
  );
}

function finish({ id, token }: Created) {
  return submit(
    new Request(`${base}/${id}/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...shared },
    }),
    { params: Promise.resolve({ id }) },
  );
}

describe('the last day of an intake behind one address', () => {
  it('lets 300 applicants apply within 15 minutes while the address searches 200 times a minute', async () => {
    const refused: string[] = [];
    const note = (what: string, status: number, expected: number) => {
      if (status !== expected) refused.push(`${what}: ${status}`);
    };
    for (let minute = 0; minute < 15; minute++) {
      // Twenty applicants a minute, every step of each within the same minute: the busiest
      // the address can be if they spread over the quarter of an hour.
      for (let i = 0; i < 20; i++) {
        const n = minute * 20 + i;
        vi.setSystemTime(new Date(started + minute * 60_000 + i * 2_500));
        const response = await start(n);
        note(`start ${n}`, response.status, 201);
        if (response.status !== 201) continue;
        const created = (await response.json()) as Created;
        note(`id ${n}`, (await send(created, 'id', 'id.pdf', pdfBytes())).status, 201);
        note(
          `certificate ${n}`,
          (await send(created, 'certificate', 'c.png', pngBytes())).status,
          201,
        );
        note(`photo ${n}`, (await send(created, 'photo', 'me.jpg', jpegBytes())).status, 201);
        note(`submit ${n}`, (await finish(created)).status, 200);
        for (let s = 0; s < 10; s++) {
          if (takeSearch(shared[PEER_HEADER], Date.now()) !== null) refused.push(`search ${n}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('still holds one abusive client: its application’s own limit, then the address’s outer bound', async () => {
    vi.setSystemTime(new Date(started + 60 * 60_000));
    const abuser = (await (await start(1000)).json()) as Created;
    const neighbour = (await (await start(1001)).json()) as Created;
    // The same document, again and again, from one application's token: stored once, then
    // refused as already there, then refused for the rate.
    const statuses: number[] = [];
    for (let i = 0; i <= PER_APPLICATION_PER_MINUTE.documents; i++) {
      statuses.push((await send(abuser, 'photo', 'me.jpg', jpegBytes())).status);
    }
    expect(statuses).toEqual([
      201,
      ...Array<number>(PER_APPLICATION_PER_MINUTE.documents - 1).fill(409),
      429,
    ]);
    // A neighbour behind the same address is not held up by it.
    expect((await send(neighbour, 'photo', 'me.jpg', jpegBytes())).status).toBe(201);

    // New applications, one after another, without an application's token to count by: the
    // address's outer bound stops them.
    const limit = serverConfig.rateLimitPerMinute();
    let requests = 2; // the two above, in this minute
    let status = 201;
    while (status === 201 && requests <= limit + 5) {
      requests++;
      status = (await start(2000 + requests)).status;
    }
    expect(status).toBe(429);
    expect(requests).toBe(limit + 1);
    // Another address is not affected.
    expect((await start(3000, { [PEER_HEADER]: '203.0.113.60' })).status).toBe(201);
  });
});
