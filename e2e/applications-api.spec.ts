import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { expect, test } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { badDocuments, documentForm } from '../src/server/applications/test-support/bad-documents';
import {
  jpegBytes,
  pdfBytes,
  pngBytes,
} from '../src/server/applications/test-support/sample-files';
import { TestSmtp } from '../src/server/test-support/test-smtp';

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

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await smtp.start();
  server = spawn('npm', ['run', '-s', 'start', '--', '--port', String(PORT)], {
    detached: true, // its own process group: stopping it stops `next start` too
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SITE_URL: origin,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      DOCUMENT_LINK_SECRET: 'e2e-document-links',
      RATE_LIMIT_PER_MINUTE: '1000',
      MAIL_POLL_SECONDS: '1',
      MAIL_RETRY_SECONDS: '1',
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
});

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

test('a complete application: three documents stored, the office and the applicant told', async () => {
  const application = await started();
  expect(application.reference).toMatch(/^RWD-\d{4}-[A-Z2-9]{6}$/);
  await uploadAll(application);
  expect(storedFiles()).toHaveLength(3);

  const done = await finish(application);
  expect(done.status).toBe(200);
  expect(await done.json()).toEqual({ reference: application.reference, notified: true });
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
  const links = lines.filter((line) => line.includes(` - ${origin}/api/documents/`));
  expect(links.map((line) => line.split(' - ')[0])).toEqual([
    'الهوية الشخصية (national-id.pdf)',
    'الشهادة الأكاديمية (شهادة.png)',
    'الصورة الشخصية (photo.jpg)',
  ]);
  const confirmation = smtp.received.find((mail) => mail.subject?.startsWith('We received'))!;
  expect(confirmation.to).toMatchObject({ text: 'amna@example.com' });
  expect(confirmation.text).toContain(`Your reference number: ${application.reference}`);

  // The office's signed link gives the document over HTTP; a changed or bare one does not.
  const link = new URL(links[1]!.split(' - ')[1]!);
  const file = await fetch(link);
  expect(file.status).toBe(200);
  expect(file.headers.get('content-type')).toBe('image/png');
  expect(file.headers.get('cache-control')).toBe('private, no-store');
  expect(Buffer.from(await file.arrayBuffer()).equals(pngBytes())).toBe(true);
  const tampered = new URL(link);
  tampered.searchParams.set('expires', String(Number(link.searchParams.get('expires')) + 1));
  expect((await fetch(tampered)).status).toBe(403);
  expect((await fetch(`${origin}${link.pathname}`)).status).toBe(403);

  // Complete: no further upload, and submitting again sends nothing more.
  await expectRefused(
    await send(application, 'id', documentForm([{ name: 'x.pdf', bytes: pdfBytes() }])),
    409,
    'slot_taken',
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
  await expectRefused(
    await send(application, 'id', documentForm([{ name: 'big.pdf', bytes: big }])),
    413,
    'too_large',
  );
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
  const exact = Buffer.alloc(5 * 1024 * 1024, 0x20);
  exact.write('%PDF-1.4\n');
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
    expect(await response.json()).toEqual({ reference: application.reference, notified: false });
    // Kept: complete (no more uploads), its files stored.
    await expectRefused(
      await send(application, 'photo', documentForm([{ name: 'p.jpg', bytes: jpegBytes() }])),
      409,
      'slot_taken',
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

test('each client is limited to RATE_LIMIT_PER_MINUTE writes a minute', async () => {
  // On the shared test server, with its default limit (30), as one client of its own. 61
  // requests put more than 30 in one minute window even if a new window starts meanwhile.
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

test('the database holds exactly what was accepted: no half application, no stray document', async () => {
  await stopServer();
  expect(serverLog).not.toMatch(/unexpected failure/);
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    const documents = await db.query<{ storage_key: string; application_status: string }>(
      `select d.storage_key, a.status as application_status
         from application_documents d join applications a on a.id = d.application_id`,
    );
    // Every stored file belongs to a recorded document, and every recorded document has its file.
    expect(documents.rows.map((row) => row.storage_key).sort()).toEqual(storedFiles().sort());
    // Every complete application has its three documents.
    const complete = await db.query<{ id: string; documents: number }>(
      `select a.id, count(d.id)::int as documents from applications a
         left join application_documents d on d.application_id = a.id
        where a.status = 'complete' group by a.id`,
    );
    expect(complete.rows.length).toBeGreaterThanOrEqual(8);
    expect(complete.rows.every((row) => row.documents === 3)).toBe(true);
    // Every e-mail was delivered in the end.
    const mail = await db.query<{ status: string }>('select status from mail_outbox');
    expect(mail.rows.length).toBeGreaterThanOrEqual(16);
    expect(mail.rows.every((row) => row.status === 'sent')).toBe(true);
  } finally {
    await db.close();
  }
});
