import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from './fixtures';
import { readBuiltSiteUrl } from '../src/lib/built-site-url';
import { baseURL } from '../playwright.config';
import { badDocuments, documentForm } from '../test/support/applications/bad-documents';
import {
  jpegBytes,
  paddedDocument,
  pdfBytes,
  pngBytes,
} from '../test/support/applications/sample-files';
import { silentSmtp, TestSmtp } from '../test/support/mail/test-smtp';

/**
 * The application endpoints over HTTP against the production server (`npm run start` of the
 * tested build), not called in-process: this file starts its own instance with a fresh data
 * folder and a real SMTP server it can stop, so it can count the stored files, take the mail
 * server down, and read the database once the server has stopped.
 */
const PORT = Number(process.env.E2E_API_PORT ?? Number(new URL(baseURL).port || 80) + 60);
const origin = `http://localhost:${PORT}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'college-api-'));
const smtp = new TestSmtp();
let server: ChildProcess | undefined;
let serverLog = '';

test.describe.configure({ mode: 'serial' });

/** The files the server stored before any test: the documents the site ships, in its library. */
let shipped: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await smtp.start();
  await startServer();
  shipped = storedFiles();
});

/** Starts (or restarts) this file's own `npm run start`, and waits until it answers. */
async function startServer() {
  server = spawn('npm', ['run', '-s', 'start', '--', '--port', String(PORT)], {
    detached: true, // its own process group: stopping it stops `next start` too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SITE_URL: origin,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      RATE_LIMIT_PER_MINUTE: '1000',
      MAIL_POLL_SECONDS: '1',
      MAIL_RETRY_SECONDS: '1',
      // A stalled body is given up after 6 s here (30 s by default; above the 5 s that idle
      // kept-alive connections are kept, as in production).
      BODY_IDLE_SECONDS: '6',
      // No TRUST_PROXY: this server faces its clients directly, as `npm start` does by default.
      TRUST_PROXY: '',
      // The documents tab as the spec sets it up, with an external form: a name and an address
      // start an application (with the college's own form they complete a sent one: issue #44,
      // src/server/applications/applicant-link.test.ts).
      APPLICATION_FORM_URL: 'https://forms.example.org/apply',
    },
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
  await expect
    .poll(async () => (await fetch(`${origin}/robots.txt`).catch(() => null))?.status, {
      timeout: 90_000,
      message: 'the API test server did not start',
    })
    .toBe(200);
}

test.afterAll(async () => {
  await stopServer();
  await smtp.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function stopServer() {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  process.kill(-server.pid!, 'SIGTERM');
  await exited;
}

interface Created {
  id: string;
  token: string;
  reference: string;
}
interface Failure {
  error: { code: string; message: { ar: string; en: string } };
}

async function start(
  body: unknown = { name: 'Amna Yousif', email: 'amna@example.com', locale: 'en' },
): Promise<Response> {
  return fetch(`${origin}/api/applications`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function started(body?: unknown): Promise<Created> {
  const response = await start(body);
  expect(response.status).toBe(201);
  return (await response.json()) as Created;
}

function send(
  application: Created,
  slot: string,
  body: BodyInit,
  headers: Record<string, string> = {},
  token = application.token,
) {
  return fetch(`${origin}/api/applications/${application.id}/documents/${slot}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

function finish(application: Created) {
  return fetch(`${origin}/api/applications/${application.id}/submit`, {
    method: 'POST',
    headers: { authorization: `Bearer ${application.token}` },
  });
}

async function uploadAll(application: Created) {
  const files = [
    ['id', 'national-id.pdf', pdfBytes()],
    ['certificate', 'شهادة.png', pngBytes()],
    ['photo', 'photo.jpg', jpegBytes()],
  ] as const;
  for (const [slot, name, bytes] of files) {
    const response = await send(application, slot, documentForm([{ name, bytes }]));
    expect(response.status, `${slot}: ${await response.clone().text()}`).toBe(201);
  }
}

/** A refusal: its status, its code, and a message in both languages. */
async function expectRefused(response: Response, status: number, code: string, what = code) {
  expect(response.status, what).toBe(status);
  const { error } = (await response.json()) as Failure;
  expect(error.code, what).toBe(code);
  expect(error.message.ar, what).toMatch(/[\u0600-\u06ff]{3}/);
  expect(error.message.en, what).toMatch(/[a-z]{3}/i);
}

function storedFiles(): string[] {
  try {
    return readdirSync(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const subjectsOf = () => smtp.received.map((mail) => mail.subject ?? '').sort();

test.beforeEach(() => {
  smtp.received = [];
});

test('a server started with another SITE_URL than its build says so loudly, and so does /api/health', async () => {
  // This server's SITE_URL is its own origin; the build's is the suite's (scripts/test-all.sh).
  const built = readBuiltSiteUrl();
  // A build that recorded its SITE_URL (npm run build does), for another origin than this one.
  expect(built).not.toBeNull();
  expect(built).not.toBe(origin);
  expect(serverLog).toContain(`SITE_URL is ${origin}, but the pages were built with ${built}`);
  const health = await (await fetch(`${origin}/api/health`)).json();
  expect(health).toMatchObject({ status: 'ok', database: 'up' });
  expect(health.warnings).toEqual([
    expect.stringContaining(`but the pages were built with ${built}`),
  ]);
});

test('a complete application: three documents stored, the office and the applicant told', async () => {
  const application = await started();
  expect(application.reference).toMatch(/^RWD-\d{4}-[A-Z2-9]{6}$/);
  await uploadAll(application);
  expect(storedFiles().filter((name) => !shipped.includes(name))).toHaveLength(3);

  const done = await finish(application);
  expect(done.status).toBe(200);
  expect(await done.json()).toMatchObject({ reference: application.reference, notified: true });
  await expect
    .poll(subjectsOf)
    .toEqual(
      [
        `طلب التحاق جديد: ${application.reference}`,
        `We received your application: ${application.reference}`,
      ].sort(),
    );

  const office = smtp.received.find((mail) => mail.subject?.startsWith('طلب التحاق جديد'))!;
  expect(office.to).toMatchObject({ text: 'admission@alrowad.edu.sd' });
  const lines = office.text!.split('\n');
  expect(lines).toContain('اسم المتقدم: Amna Yousif');
  expect(lines).toContain('البريد الإلكتروني: amna@example.com');
  expect(lines.find((line) => line.startsWith('وقت التقديم: '))).toMatch(
    /^وقت التقديم: \d{1,2} \S+ \d{4}/,
  );
  const workspace = `${origin}/staff/applications/${application.id}`;
  expect(lines.filter((line) => line.includes(` - ${workspace}#document-`))).toEqual([
    `الهوية الشخصية (national-id.pdf) - ${workspace}#document-id`,
    `الشهادة الأكاديمية (شهادة.png) - ${workspace}#document-certificate`,
    `الصورة الشخصية (photo.jpg) - ${workspace}#document-photo`,
  ]);
  const confirmation = smtp.received.find((mail) => mail.subject?.startsWith('We received'))!;
  expect(confirmation.to).toMatchObject({ text: 'amna@example.com' });
  expect(confirmation.text).toContain(`Your reference number: ${application.reference}`);

  // The office's link asks for a sign-in first (and comes back to the application); the
  // documents themselves are never served without an admissions session.
  const opened = await fetch(`${workspace}#document-certificate`, { redirect: 'manual' });
  expect(opened.status).toBe(307);
  expect(opened.headers.get('location')).toContain(
    `/staff/sign-in?next=${encodeURIComponent(`/staff/applications/${application.id}`)}`,
  );
  expect(
    (await fetch(`${origin}/api/staff/applications/${application.id}/documents/certificate`))
      .status,
  ).toBe(401);

  // Complete: no further upload until the office asks for one, and submitting again sends
  // nothing more.
  await expectRefused(
    await send(application, 'id', documentForm([{ name: 'x.pdf', bytes: pdfBytes() }])),
    409,
    'documents_closed',
  );
  expect(await (await finish(application)).json()).toMatchObject({
    reference: application.reference,
  });
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(smtp.received).toHaveLength(2);
});

test('missing or invalid applicant data and malformed JSON are refused', async () => {
  const cases: [unknown, string][] = [
    [{ name: '   ', email: 'a@b.co' }, 'invalid_applicant'],
    [{ name: 'Ali', email: 'not-an-email' }, 'invalid_applicant'],
    [{ name: 'Ali' }, 'invalid_applicant'],
    ['{"name":', 'invalid_json'],
  ];
  for (const [body, code] of cases) {
    await expectRefused(await start(body), 400, code, JSON.stringify(body));
  }
});

test('every bad document is refused with a translated 4xx, and nothing of it is kept', async () => {
  const application = await started();
  const before = storedFiles();
  for (const bad of badDocuments) {
    await expectRefused(
      await send(application, bad.slot, bad.body(), bad.headers),
      bad.status,
      bad.code,
      bad.what,
    );
  }
  expect(storedFiles()).toEqual(before);
  // Nothing was taken: the slots still accept their documents, and the application completes.
  await uploadAll(application);
  expect((await finish(application)).status).toBe(200);
});

test('a 6 MB file is refused, whether its size is declared or only streamed', async () => {
  const application = await started();
  const before = storedFiles().length;
  const big = Buffer.alloc(6 * 1024 * 1024, 0x41);
  big.write('%PDF-1.4\n');
  const declared = await send(application, 'id', documentForm([{ name: 'big.pdf', bytes: big }]));
  // The rest of the body is never read, so the connection must not carry another request
  // (the next one would meet it closing).
  expect(declared.headers.get('connection')).toBe('close');
  await expectRefused(declared, 413, 'too_large');
  const multipart = new Response(documentForm([{ name: 'big.pdf', bytes: big }]));
  await expectRefused(
    await send(application, 'id', multipart.body!, {
      'content-type': multipart.headers.get('content-type')!,
    }),
    413,
    'too_large',
    'streamed without a length',
  );
  expect(storedFiles()).toHaveLength(before);
  // Exactly 5 MB is allowed.
  const exact = paddedDocument('pdf', 5 * 1024 * 1024);
  expect(
    (await send(application, 'id', documentForm([{ name: 'five.pdf', bytes: exact }]))).status,
  ).toBe(201);
});

test('a connection dropped in the middle of a document leaves nothing behind', async () => {
  const application = await started();
  const before = storedFiles();
  const boundary = 'cut-here';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  await new Promise<void>((resolve) => {
    const req = httpRequest(`${origin}/api/applications/${application.id}/documents/id`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${application.token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + 2 * 1024 * 1024),
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(head);
    req.write(Buffer.alloc(512 * 1024, 0x20), () => setTimeout(() => req.destroy(), 300));
  });
  // The server is still answering, kept no file (not even a partial one), and the slot is free.
  await expect.poll(() => storedFiles(), { timeout: 5000 }).toEqual(before);
  expect((await fetch(`${origin}/robots.txt`)).status).toBe(200);
  expect(
    (await send(application, 'id', documentForm([{ name: 'id.pdf', bytes: pdfBytes() }]))).status,
  ).toBe(201);
});

test('a second document for a slot, a wrong token and an unknown application are refused', async () => {
  const application = await started();
  expect(
    (await send(application, 'id', documentForm([{ name: 'id.pdf', bytes: pdfBytes() }]))).status,
  ).toBe(201);
  const before = storedFiles().length;
  const another = () => documentForm([{ name: 'id2.pdf', bytes: pdfBytes() }]);
  await expectRefused(await send(application, 'id', another()), 409, 'slot_taken');
  await expectRefused(
    await send(application, 'id', another(), {}, 'wrong-token'),
    404,
    'not_found',
  );
  await expectRefused(
    await send({ ...application, id: '00000000-0000-0000-0000-000000000000' }, 'id', another()),
    404,
    'not_found',
  );
  // Submitting before all three are stored names the missing ones.
  const incomplete = await finish(application);
  expect(incomplete.status).toBe(409);
  const { error } = (await incomplete.json()) as Failure;
  expect(error.code).toBe('incomplete');
  expect(error.message.ar).toContain('الشهادة الأكاديمية، الصورة الشخصية');
  expect(error.message.en).toMatch(/academic certificate, personal photo/i);
  expect(storedFiles()).toHaveLength(before);
});

test('concurrent applications each complete, with their own two e-mails', async () => {
  const applications = await Promise.all(
    [1, 2, 3, 4, 5].map((n) =>
      started({ name: `Applicant ${n}`, email: `applicant${n}@example.com`, locale: 'ar' }),
    ),
  );
  await Promise.all(applications.map(uploadAll));
  const results = await Promise.all(applications.map(finish));
  expect(results.map((response) => response.status)).toEqual([200, 200, 200, 200, 200]);
  await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(10);
  expect(subjectsOf()).toEqual(
    applications
      .flatMap(({ reference }) => [`طلب التحاق جديد: ${reference}`, `استلمنا طلبك: ${reference}`])
      .sort(),
  );
});

test('with the mail server down the application is kept, and the e-mails go once it is back', async () => {
  const port = smtp.port;
  await smtp.stop();
  try {
    const application = await started({ name: 'Hiba', email: 'hiba@example.com', locale: 'ar' });
    await uploadAll(application);
    const response = await finish(application);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      reference: application.reference,
      notified: false,
    });
    // Kept: complete (no more uploads), its files stored.
    await expectRefused(
      await send(application, 'photo', documentForm([{ name: 'p.jpg', bytes: jpegBytes() }])),
      409,
      'documents_closed',
    );
    await smtp.start(port);
    // The server retries on its own (MAIL_RETRY_SECONDS=1, MAIL_POLL_SECONDS=1 here).
    await expect
      .poll(subjectsOf, { timeout: 30_000 })
      .toEqual(
        [
          `طلب التحاق جديد: ${application.reference}`,
          `استلمنا طلبك: ${application.reference}`,
        ].sort(),
      );
  } finally {
    if (!smtp.listening) await smtp.start(port);
  }
});

test('behind a trusted proxy, each client is limited to RATE_LIMIT_PER_MINUTE writes a minute', async () => {
  // On the shared test server (TRUST_PROXY=loopback, as behind the shipped front), with its
  // limit (30: playwright.config.ts), as one client of its own: the last X-Forwarded-For entry, which a
  // trusted proxy wrote. 61 requests put more than 30 in one minute window even if a new
  // window starts meanwhile.
  const client = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) {
    const response = await fetch(`${baseURL}/api/applications`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: '{',
    });
    statuses.push(response.status);
    if (response.status === 429) {
      await expectRefused(response, 429, 'rate_limited');
      break;
    }
    await expectRefused(response, 400, 'invalid_json');
  }
  expect(statuses.at(-1)).toBe(429);
  expect(statuses.length).toBeGreaterThan(30);
});

/** One POST over a raw connection, from `localAddress`, for what fetch() cannot do. */
function rawPost(
  pathname: string,
  {
    headers = {},
    body = Buffer.alloc(0),
    localAddress,
  }: { headers?: Record<string, string>; body?: Buffer; localAddress?: string } = {},
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    // 127.0.0.1, not localhost: a client bound to an IPv4 address cannot reach ::1.
    const req = httpRequest(
      `http://127.0.0.1:${PORT}${pathname}`,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(body.length) },
        localAddress,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Streams up to `total` bytes of body (chunked, no Content-Length) after `head` over a raw
 * connection, and goes on sending after the answer, as a careless or hostile client would, until
 * the server stops the connection (or 15 s pass). Returns the answer, how many bytes were
 * written when it arrived, and how many in all: a server that keeps reading the unread rest
 * (to throw it away) takes all of them.
 */
function streamPastTheAnswer(
  pathname: string,
  total: number,
  { head = Buffer.alloc(0), headers = {} }: { head?: Buffer; headers?: Record<string, string> },
): Promise<{ status: number; code: string; answeredAt: number; written: number }> {
  return new Promise((resolve) => {
    // Half-open: the server's FIN after its answer must not end our sending.
    const socket = connect({ port: PORT, host: '127.0.0.1', allowHalfOpen: true });
    let written = 0;
    let answeredAt = -1;
    let answer = Buffer.alloc(0);
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.destroy();
      const text = answer.toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      // The JSON error, whether the body came chunked or with a length.
      const code = /"code":"([a-z_]+)"/.exec(text)?.[1] ?? '';
      resolve({ status, code, answeredAt, written });
    };
    const timer = setTimeout(finish, 15_000);
    socket.on('data', (part: Buffer) => {
      if (answeredAt < 0) answeredAt = written;
      answer = Buffer.concat([answer, part]);
    });
    socket.on('error', finish);
    socket.on('close', finish);
    const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${PORT}\r\n` +
        `${lines.join('')}Transfer-Encoding: chunked\r\n\r\n`,
    );
    const asChunk = (data: Buffer) =>
      Buffer.concat([Buffer.from(`${data.length.toString(16)}\r\n`), data, Buffer.from('\r\n')]);
    const size = 256 * 1024;
    const chunk = asChunk(Buffer.alloc(size, 0x61));
    const pump = () => {
      while (!done && written < total) {
        const first = written === 0 && head.length > 0;
        written += first ? head.length : size;
        if (!socket.write(first ? asChunk(head) : chunk)) return void socket.once('drain', pump);
      }
    };
    socket.once('connect', pump);
  });
}

/** Resident memory (KB) of every process of this file's server (npm and the server itself). */
function serverMemoryKb(): number {
  const out = execFileSync('ps', ['-o', 'rss=', '-g', String(server!.pid)], { encoding: 'utf8' });
  return out
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((value) => value > 0)
    .reduce((sum, value) => sum + value, 0);
}

test('every write endpoint stops reading a 100 MB body at its limit, and the server keeps its memory', async () => {
  test.setTimeout(120_000);
  const application = await started();
  const before = serverMemoryKb();
  const json = { 'content-type': 'application/json' };
  const cases: [string, Record<string, string>, Buffer | undefined, number, string][] = [
    ['/api/applications', json, Buffer.from('{"name":"a","pad":"'), 413, 'body_too_large'],
    ['/api/support-requests', json, Buffer.from('{"fullName":"a","pad":"'), 413, 'body_too_large'],
    [
      `/api/applications/${application.id}/documents/id`,
      {
        authorization: `Bearer ${application.token}`,
        'content-type': 'multipart/form-data; boundary=b',
      },
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\n' +
          'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
      ),
      413,
      'too_large',
    ],
    // Completing reads no body at all: it answers, and the rest is not read.
    [
      `/api/applications/${application.id}/submit`,
      { authorization: `Bearer ${application.token}` },
      undefined,
      409,
      'incomplete',
    ],
  ];
  for (const [pathname, headers, head, status, code] of cases) {
    const answer = await streamPastTheAnswer(pathname, 100 * 1024 * 1024, { head, headers });
    expect(answer.status, pathname).toBe(status);
    expect(answer.code, pathname).toBe(code);
    expect(answer.answeredAt, `${pathname}: bytes sent before the answer`).toBeGreaterThan(0);
    expect(answer.answeredAt, `${pathname}: bytes sent before the answer`).toBeLessThan(
      20 * 1024 * 1024,
    );
    // What the kernel's buffers hold, not the rest of the 100 MB: the server stopped reading.
    expect(answer.written, `${pathname}: bytes the server let in`).toBeLessThan(20 * 1024 * 1024);
  }
  // Four bodies of 100 MB offered: the server grew by far less than one of them.
  expect(serverMemoryKb() - before).toBeLessThan(40 * 1024);
  expect(storedFiles().filter((name) => name.endsWith('.partial'))).toEqual([]);
});

/**
 * A document upload of 1 MB announced, whose form's start (`head`) is written and nothing else
 * yet: the test writes the rest as slowly as it means to.
 */
function openUpload(application: Created): ClientRequest {
  const boundary = 'slow';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const request = httpRequest(`${origin}/api/applications/${application.id}/documents/id`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${application.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + 1024 * 1024),
    },
  });
  request.write(head);
  return request;
}

test('a dripping upload (never idle, far too slow) is refused once the idle time has passed, and leaves nothing behind', async () => {
  const application = await started();
  const before = storedFiles();
  const since = Date.now();
  let drip: NodeJS.Timeout | undefined;
  const answer = await new Promise<{ status: number; body: string; after: number }>(
    (resolve, reject) => {
      const req = openUpload(application);
      req.on('error', reject);
      req.on('response', (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body, after: Date.now() - since });
          req.destroy();
        });
      });
      // Ten bytes a second: never idle for the server's idle time, and 5 MB in six days.
      drip = setInterval(() => req.write(Buffer.alloc(10, 0x20)), 1000);
    },
  ).finally(() => clearInterval(drip));
  // BODY_IDLE_SECONDS=6 on this server: judged from then on, once a second.
  expect(answer.status).toBe(408);
  expect(JSON.parse(answer.body).error.code).toBe('too_slow');
  expect(answer.after).toBeGreaterThanOrEqual(5500);
  expect(answer.after).toBeLessThan(15_000);
  await expect.poll(() => storedFiles(), { timeout: 5000 }).toEqual(before);
  expect(
    (await send(application, 'id', documentForm([{ name: 'id.pdf', bytes: pdfBytes() }]))).status,
  ).toBe(201);
});

test('a stalled upload is given up after the idle time, and leaves nothing behind', async () => {
  const application = await started();
  const before = storedFiles();
  const started_ = Date.now();
  const closedAfter = await new Promise<number>((resolve) => {
    const req = openUpload(application);
    req.on('error', () => resolve(Date.now() - started_));
    req.on('close', () => resolve(Date.now() - started_));
    req.on('response', (response) => response.resume());
    req.write(Buffer.alloc(100 * 1024, 0x20)); // …and then nothing more
  });
  // BODY_IDLE_SECONDS=6 on this server (30 s by default).
  expect(closedAfter).toBeGreaterThanOrEqual(5500);
  expect(closedAfter).toBeLessThan(15_000);
  await expect.poll(() => storedFiles(), { timeout: 5000 }).toEqual(before);
  expect(
    (await send(application, 'id', documentForm([{ name: 'id.pdf', bytes: pdfBytes() }]))).status,
  ).toBe(201);
});

test('writes from other sites are refused, and a JSON endpoint takes nothing but JSON', async () => {
  const application = await started();
  const foreign: Record<string, string>[] = [
    { origin: 'https://evil.example' },
    { 'sec-fetch-site': 'cross-site' },
    { origin: 'null' },
  ];
  for (const headers of foreign) {
    const what = JSON.stringify(headers);
    await expectRefused(
      await fetch(`${origin}/api/support-requests`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      }),
      403,
      'cross_site',
      what,
    );
    await expectRefused(
      await fetch(`${origin}/api/applications`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      }),
      403,
      'cross_site',
      what,
    );
    await expectRefused(
      await send(application, 'id', documentForm([{ name: 'a.pdf', bytes: pdfBytes() }]), headers),
      403,
      'cross_site',
      what,
    );
    await expectRefused(
      await fetch(`${origin}/api/applications/${application.id}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${application.token}`, ...headers },
      }),
      403,
      'cross_site',
      what,
    );
  }
  // What a form on another site can send without asking: text/plain.
  await expectRefused(
    await fetch(`${origin}/api/support-requests`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({
        fullName: 'X',
        email: 'x@example.com',
        issueType: 'other',
        description: 'spam',
      }),
    }),
    415,
    'not_json',
  );
  // The site's own page is welcome.
  const own = await fetch(`${origin}/api/support-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({
      fullName: 'Own Page',
      email: 'own@example.com',
      issueType: 'other',
      description: 'From the site itself.',
      locale: 'en',
    }),
  });
  expect(own.status).toBe(201);
});

test('without TRUST_PROXY the rate limit counts the connecting address, whatever the headers claim', async () => {
  test.setTimeout(120_000);
  // RATE_LIMIT_PER_MINUTE=1000 on this server: requests from 127.0.0.5, each claiming another
  // address, end in 429 (2001 put more than 1000 in one minute window even across a window
  // change); another address (127.0.0.6) is still served.
  let last = 0;
  for (let i = 0; i < 2001 && last !== 429; i++) {
    const answer = await rawPost('/api/applications', {
      localAddress: '127.0.0.5',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `203.0.113.${i % 250}`,
        'x-real-ip': `198.51.100.${i % 250}`,
      },
      body: Buffer.from('{'),
    });
    last = answer.status;
    if (last !== 429) expect(last).toBe(400);
  }
  expect(last).toBe(429);
  const other = await rawPost('/api/applications', {
    localAddress: '127.0.0.6',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from('{'),
  });
  expect(other.status).toBe(400);
});

test('a silent mail server holds no visitor: support answers at once, a submit within 2 s', async () => {
  const port = smtp.port;
  await smtp.stop();
  const silent = await silentSmtp(port);
  try {
    const application = await started({ name: 'Salma', email: 'salma@example.com', locale: 'ar' });
    await uploadAll(application);
    let begun = Date.now();
    const done = await finish(application);
    expect(done.status).toBe(200);
    expect(Date.now() - begun).toBeLessThan(3500);
    expect(await done.json()).toMatchObject({ reference: application.reference, notified: false });

    begun = Date.now();
    const support = await fetch(`${origin}/api/support-requests`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        fullName: 'Salma',
        email: 'salma@example.com',
        issueType: 'technical',
        description: 'The page does not load.',
        locale: 'ar',
      }),
    });
    expect(support.status).toBe(201);
    expect(Date.now() - begun).toBeLessThan(1000);
  } finally {
    await silent.close();
    await smtp.start(port);
  }
  // Nothing lost: delivered by the server's own retries once a mail server answers.
  await expect
    .poll(() => smtp.received.length, { timeout: 60_000, message: 'the retried e-mails' })
    .toBeGreaterThanOrEqual(3);
});

test('an e-mail the mail server refuses for good is marked failed and not retried', async () => {
  smtp.refused.add('no-such-mailbox@example.com');
  try {
    const application = await started({
      name: 'Typo',
      email: 'no-such-mailbox@example.com',
      locale: 'en',
    });
    await uploadAll(application);
    expect((await finish(application)).status).toBe(200);
    await expect.poll(() => serverLog, { timeout: 15_000 }).toMatch(/\[mail\] FAILED for good/);
    // The office's e-mail still went.
    await expect.poll(subjectsOf).toContain(`طلب التحاق جديد: ${application.reference}`);
  } finally {
    smtp.refused.clear();
  }
});

test('after a crash mid-upload, a restart removes the partial file, unnamed files and stale applications', async () => {
  test.setTimeout(180_000);
  const before0 = storedFiles();
  const stale = await started({ name: 'Stale', email: 'stale@example.com', locale: 'ar' });
  expect(
    (await send(stale, 'id', documentForm([{ name: 'id.pdf', bytes: pdfBytes() }]))).status,
  ).toBe(201);
  const staleFiles = storedFiles().filter((name) => !before0.includes(name));
  const cut = await started();
  const boundary = 'crash';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="id.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
  );
  const req = httpRequest(`${origin}/api/applications/${cut.id}/documents/id`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${cut.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(head.length + 4 * 1024 * 1024),
    },
  });
  req.on('error', () => undefined);
  req.write(head);
  req.write(Buffer.alloc(1024 * 1024, 0x20));
  await expect.poll(() => storedFiles().filter((name) => name.endsWith('.partial')).length).toBe(1);

  // The server dies at once: no clean-up of its own.
  const exited = new Promise((resolve) => server!.once('exit', resolve));
  process.kill(-server!.pid!, 'SIGKILL');
  await exited;
  req.destroy();
  const partial = storedFiles().find((name) => name.endsWith('.partial'))!;
  expect(partial).toBeTruthy();

  // Time passes: the partial file, a file no row names and the incomplete application age.
  const uploads = path.join(dataDir, 'uploads');
  const longAgo = new Date(Date.now() - 3 * 3600_000);
  const partialPath = path.join(uploads, partial.slice(0, 2), partial);
  utimesSync(partialPath, longAgo, longAgo);
  const orphan = `ee${'0123456789abcdef'.repeat(2).slice(0, 30)}`;
  const fresh = `ef${'fedcba9876543210'.repeat(2).slice(0, 30)}`;
  for (const name of [orphan, fresh]) {
    mkdirSync(path.join(uploads, name.slice(0, 2)), { recursive: true });
    writeFileSync(path.join(uploads, name.slice(0, 2), name), pdfBytes());
  }
  utimesSync(path.join(uploads, orphan.slice(0, 2), orphan), longAgo, longAgo);
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    await db.query(`update applications set created_at = now() - interval '2 days' where id = $1`, [
      stale.id,
    ]);
  } finally {
    await db.close();
  }

  await startServer();
  // At start, not an hour later: all three are gone; the fresh file (maybe a document being
  // recorded right now) is kept.
  await expect.poll(() => storedFiles(), { timeout: 30_000 }).not.toContain(partial);
  await expect.poll(() => storedFiles(), { timeout: 30_000 }).not.toContain(orphan);
  for (const name of staleFiles) {
    await expect.poll(() => storedFiles(), { timeout: 30_000 }).not.toContain(name);
  }
  expect(storedFiles()).toContain(fresh);
  rmSync(path.join(uploads, fresh.slice(0, 2), fresh));
  // The server works after the crash.
  const again = await started();
  await uploadAll(again);
  expect((await finish(again)).status).toBe(200);
});

test('the database holds exactly what was accepted: no half application, no stray document', async () => {
  await stopServer();
  expect(serverLog).not.toMatch(/unexpected failure/);
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const documents = await db.query<{ storage_key: string; application_status: string }>(
      `select d.storage_key, a.status as application_status
         from application_documents d join applications a on a.id = d.application_id`,
    );
    // The library's files (the documents the site ships): a file of their own each.
    const library = await db.query<{ storage_key: string }>(
      'select storage_key from library_files where storage_key is not null',
    );
    expect(library.rows.length).toBe(shipped.length);
    // Every other stored file belongs to a recorded document, and every recorded document has
    // its file.
    expect([...documents.rows, ...library.rows].map((row) => row.storage_key).sort()).toEqual(
      storedFiles().sort(),
    );
    // Every complete application has its three documents.
    const complete = await db.query<{ id: string; documents: number }>(
      `select a.id, count(d.id)::int as documents from applications a
         left join application_documents d on d.application_id = a.id
        where a.status = 'complete' group by a.id`,
    );
    expect(complete.rows.length).toBeGreaterThanOrEqual(8);
    expect(complete.rows.every((row) => row.documents === 3)).toBe(true);
    // Every e-mail was delivered in the end, but the one refused for good, marked failed.
    const mail = await db.query<{ status: string; to_address: string }>(
      'select status, to_address from mail_outbox',
    );
    expect(mail.rows.length).toBeGreaterThanOrEqual(16);
    expect(mail.rows.filter((row) => row.status !== 'sent')).toEqual([
      { status: 'failed', to_address: 'no-such-mailbox@example.com' },
    ]);
  } finally {
    await db.close();
  }
});
