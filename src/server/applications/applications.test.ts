/**
 * The application endpoints end to end on the server side: real route handlers, a real
 * PGlite database and storage folder, and a real SMTP server (smtp-server) receiving the
 * e-mails. Every bad input answers a translated 4xx and leaves no file and no row behind.
 */
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { silentSmtp } from '../../../test/support/mail/test-smtp';
import { pdfActualTexts } from '../../../test/support/pdf/pdf-actual-text';
import { filesUnder } from '../../../test/support/files-under';
import { smtpForFile } from '../../../test/support/mail/smtp-for-file';
import { badDocuments, documentForm } from '../../../test/support/applications/bad-documents';
import { PEER_HEADER } from '../http/client-address';
import {
  jpegBytes,
  paddedDocument,
  pdfBytes,
  pngBytes,
} from '../../../test/support/applications/sample-files';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const dir = ownDataDir('applications');
process.env.RATE_LIMIT_PER_MINUTE = '1000';
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
// The documents tab as the spec sets it up: with an external form, it starts an application
// of a name and an address (with the college's own form, it completes a sent form:
// documents-to-sent-form.test.ts).
process.env.APPLICATION_FORM_URL = 'https://forms.example.org/apply';

const { POST: create } = await import('../../app/api/applications/route');
const { POST: upload } = await import('../../app/api/applications/[id]/documents/[slot]/route');
const { POST: submit } = await import('../../app/api/applications/[id]/submit/route');
const { getDb } = await import('../db/client');
const { applications, applicationDocuments, mailOutbox } = await import('../db/schema');
const { backgroundDeliveriesSettled, deliverPendingMail } = await import('../mail/deliver-mail');
const { cleanupIncompleteApplications } = await import('./cleanup-applications');
const { getStorage } = await import('../storage/get-storage');
const { NOTIFY_WAIT_MS } = await import('./submit-application');
const { sweepStorage } = await import('../storage/sweep-storage');
const { siteConfig } = await import('@/config/site');
// Read once, at the import above: the files the same worker runs next keep the default.
delete process.env.APPLICATION_FORM_URL;

const smtp = smtpForFile();

const base = 'http://localhost/api/applications';
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

async function start(
  body: unknown = { name: 'Amna Yousif', email: 'amna@example.com', locale: 'en' },
) {
  const response = await create(
    new Request(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );
  return {
    response,
    body: (await response.clone().json()) as { id: string; token: string; reference: string },
  };
}

const form = documentForm;

function send(id: string, token: string, slot: string, body: BodyInit, headers: HeadersInit = {}) {
  return upload(
    new Request(`${base}/${id}/documents/${slot}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...headers },
      body,
      // @ts-expect-error -- Node's fetch needs this for a streamed body
      duplex: 'half',
    }),
    params({ id, slot }),
  );
}

function finish(id: string, token: string) {
  return submit(
    new Request(`${base}/${id}/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }),
    params({ id }),
  );
}

const storedFiles = () => filesUnder(path.join(dir, 'uploads'));

async function errorOf(response: Response) {
  return (
    (await response.json()) as { error: { code: string; message: { ar: string; en: string } } }
  ).error;
}

async function uploadAll(id: string, token: string) {
  expect(
    (await send(id, token, 'id', form([{ name: 'national-id.pdf', bytes: pdfBytes() }]))).status,
  ).toBe(201);
  expect(
    (await send(id, token, 'certificate', form([{ name: 'شهادة.png', bytes: pngBytes() }]))).status,
  ).toBe(201);
  expect(
    (await send(id, token, 'photo', form([{ name: 'photo.jpg', bytes: jpegBytes() }]))).status,
  ).toBe(201);
}

describe('a complete application', () => {
  it('stores the three documents, notifies the office with links to the workspace and confirms to the applicant', async () => {
    const { response, body } = await start();
    expect(response.status).toBe(201);
    expect(body.reference).toMatch(/^RWD-\d{4}-[A-Z2-9]{6}$/);
    await uploadAll(body.id, body.token);

    const done = await finish(body.id, body.token);
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({
      reference: body.reference,
      notified: true,
      submittedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      documents: [
        { slot: 'id', fileName: 'national-id.pdf', sizeBytes: pdfBytes().length },
        { slot: 'certificate', fileName: 'شهادة.png', sizeBytes: pngBytes().length },
        { slot: 'photo', fileName: 'photo.jpg', sizeBytes: jpegBytes().length },
      ],
    });
    await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2);

    const office = smtp.received.find((mail) => mail.subject?.includes('طلب التحاق جديد'))!;
    expect(office.to).toMatchObject({ text: 'admission@alrowad.edu.sd' });
    expect(office.subject).toBe(`طلب التحاق جديد: ${body.reference}`);
    const lines = office.text!.split('\n');
    expect(lines).toContain('اسم المتقدم: Amna Yousif');
    expect(lines.find((l) => l.startsWith('وقت التقديم: '))).toMatch(
      /^وقت التقديم: \d{1,2} \S+ \d{4}/,
    );
    // Each document links to its place on the application's page in the workspace (which asks
    // for an admissions sign-in): nothing that expires, and no signed link to the file itself.
    const workspace = `https://www.alrowad.edu.sd/staff/applications/${body.id}`;
    const links = lines.filter((l) => l.includes(` - ${workspace}#document-`));
    expect(links).toEqual([
      `الهوية الشخصية (national-id.pdf) - ${workspace}#document-id`,
      `الشهادة الأكاديمية (شهادة.png) - ${workspace}#document-certificate`,
      `الصورة الشخصية (photo.jpg) - ${workspace}#document-photo`,
    ]);
    expect(office.text).toContain('بحساب القبول');
    expect(office.text).not.toContain('/api/documents/');
    expect(office.text).not.toMatch(/signature=|expires=/);

    const confirmation = smtp.received.find(
      (mail) => mail.to && 'text' in mail.to && mail.to.text === 'amna@example.com',
    )!;
    expect(confirmation.subject).toBe(`We received your application: ${body.reference}`);
    expect(confirmation.text).toContain(`Your reference number: ${body.reference}`);
    // The receipt: the documents with their sizes, and how to pay the application fee.
    expect(confirmation.text).toContain('- Academic certificate: شهادة.png (');
    expect(confirmation.text).toContain('Application fee: 100 Sudanese pounds, not refundable.');
    expect(confirmation.text).toContain('How to pay: ');
    // The receipt as a PDF too (issue #44, item 3), in the language applied in; the office's
    // message carries no file.
    expect(confirmation.text).toContain('Your receipt is attached to this message as a PDF.');
    expect(
      confirmation.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
    ).toEqual([{ filename: `receipt-${body.reference}.pdf`, contentType: 'application/pdf' }]);
    const receipt = pdfActualTexts(new Uint8Array(confirmation.attachments[0]!.content));
    expect(receipt).toContain('Application receipt');
    expect(receipt).toContain(body.reference);
    expect(office.attachments).toEqual([]);
    // Each from the college in the message's language.
    expect(office.from?.value[0]?.name).toBe(siteConfig.name.ar);
    expect(confirmation.from?.value[0]?.name).toBe(siteConfig.name.en);

    // Submitting again answers the same reference and sends nothing more.
    expect(await (await finish(body.id, body.token)).json()).toMatchObject({
      reference: body.reference,
    });
    await backgroundDeliveriesSettled();
    const db = await getDb();
    const mails = await db.select().from(mailOutbox);
    expect(mails.filter((m) => m.relatedId === body.id).map((m) => m.status)).toEqual([
      'sent',
      'sent',
    ]);
  });

  it('is refused before all three documents are stored, with the missing ones named', async () => {
    // Each language names them in its own words, whatever language the applicant chose.
    for (const locale of ['ar', 'en']) {
      const { body } = await start({ name: 'سارة', email: 'sara@example.com', locale });
      await send(body.id, body.token, 'id', form([{ name: 'id.pdf', bytes: pdfBytes() }]));
      const response = await finish(body.id, body.token);
      expect(response.status).toBe(409);
      const error = await errorOf(response);
      expect(error.code).toBe('incomplete');
      expect(error.message.ar).toContain('الشهادة الأكاديمية، الصورة الشخصية.');
      expect(error.message.en).toContain('Academic certificate, Personal photo.');
    }
  });
});

async function expectRefused(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const error = await errorOf(response);
  expect(error.code).toBe(code);
  expect(error.message.ar.length).toBeGreaterThan(10);
  expect(error.message.en.length).toBeGreaterThan(10);
}

describe('bad input', () => {
  it('refuses missing or invalid applicant data and malformed JSON', async () => {
    await expectRefused(
      (await start({ name: '  ', email: 'a@b.co' })).response,
      400,
      'invalid_applicant',
    );
    await expectRefused(
      (await start({ name: 'Ali', email: 'not-an-email' })).response,
      400,
      'invalid_applicant',
    );
    await expectRefused((await start({ name: 'Ali' })).response, 400, 'invalid_applicant');
    await expectRefused((await start('{"name":')).response, 400, 'invalid_json');
    // JSON, but not an object: refused like any other body without an applicant.
    for (const notAnObject of ['null', '[]', '"Ali"', '7']) {
      await expectRefused((await start(notAnObject)).response, 400, 'invalid_applicant');
    }
  });

  it('refuses each bad document with a translated 4xx and keeps nothing of it', async () => {
    const { body } = await start();
    const filesBefore = storedFiles().length;
    const db = await getDb();
    const rowsBefore = (await db.select().from(applicationDocuments)).length;
    for (const bad of badDocuments) {
      const response = await send(body.id, body.token, bad.slot, bad.body(), bad.headers);
      expect(response.status, bad.what).toBe(bad.status);
      expect((await errorOf(response)).code, bad.what).toBe(bad.code);
    }
    expect(storedFiles()).toHaveLength(filesBefore);
    expect(await db.select().from(applicationDocuments)).toHaveLength(rowsBefore);
  });

  it('refuses a 6 MB file, declared or streamed, and stores nothing', async () => {
    const { body } = await start();
    const filesBefore = storedFiles().length;
    const big = Buffer.alloc(6 * 1024 * 1024, 0x41);
    big.write('%PDF-1.4\n');
    await expectRefused(
      await send(body.id, body.token, 'id', form([{ name: 'big.pdf', bytes: big }])),
      413,
      'too_large',
    );
    // Without a Content-Length: counted while streaming.
    const multipart = await new Response(form([{ name: 'big.pdf', bytes: big }]));
    const stream = multipart.body!;
    await expectRefused(
      await send(body.id, body.token, 'id', stream, {
        'content-type': multipart.headers.get('content-type')!,
      }),
      413,
      'too_large',
    );
    expect(storedFiles()).toHaveLength(filesBefore);
  });

  it('accepts a document of exactly 5 MB', async () => {
    const { body } = await start();
    const exact = paddedDocument('pdf', 5 * 1024 * 1024);
    expect(
      (await send(body.id, body.token, 'id', form([{ name: 'exact.pdf', bytes: exact }]))).status,
    ).toBe(201);
  });

  it('refuses a second upload for a slot, a wrong token and an unknown application', async () => {
    const { body } = await start();
    expect(
      (await send(body.id, body.token, 'id', form([{ name: 'id.pdf', bytes: pdfBytes() }]))).status,
    ).toBe(201);
    const before = storedFiles().length;
    await expectRefused(
      await send(body.id, body.token, 'id', form([{ name: 'id2.pdf', bytes: pdfBytes() }])),
      409,
      'slot_taken',
    );
    expect(storedFiles()).toHaveLength(before);
    await expectRefused(
      await send(body.id, 'wrong-token', 'id', form([{ name: 'x.pdf', bytes: pdfBytes() }])),
      404,
      'not_found',
    );
    await expectRefused(
      await send(
        '00000000-0000-0000-0000-000000000000',
        body.token,
        'id',
        form([{ name: 'x.pdf', bytes: pdfBytes() }]),
      ),
      404,
      'not_found',
    );
  });

  it('answers an id of 36 characters that is no uuid as an unknown application, not a failed query', async () => {
    const { body } = await start();
    for (const id of ['-'.repeat(36), 'a'.repeat(36), `${body.id.slice(0, 35)}-`]) {
      await expectRefused(
        await send(id, body.token, 'id', form([{ name: 'x.pdf', bytes: pdfBytes() }])),
        404,
        'not_found',
      );
      await expectRefused(await finish(id, body.token), 404, 'not_found');
    }
  });

  it('limits the rate of each client', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '3';
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await create(
          new Request(base, {
            method: 'POST',
            headers: { 'content-type': 'application/json', [PEER_HEADER]: '203.0.113.9' },
            body: JSON.stringify({ name: 'A', email: 'a@example.com' }),
          }),
        );
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
    } finally {
      process.env.RATE_LIMIT_PER_MINUTE = '1000';
    }
  });
});

describe('reliability', () => {
  it('handles concurrent submissions, each complete with its own two e-mails', async () => {
    const starts = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => start({ name: `Applicant ${n}`, email: `a${n}@example.com` })),
    );
    await Promise.all(starts.map(({ body }) => uploadAll(body.id, body.token)));
    const results = await Promise.all(starts.map(({ body }) => finish(body.id, body.token)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    await expect.poll(() => smtp.received.length, { timeout: 15_000 }).toBe(10);
    expect(new Set(smtp.received.map((mail) => mail.subject)).size).toBe(10);
  });

  it('keeps the application when the mail server is down, and delivers once it is back', async () => {
    await smtp.stop();
    const port = smtp.port;
    try {
      const { body } = await start({ name: 'Hiba', email: 'hiba@example.com' });
      await uploadAll(body.id, body.token);
      const response = await finish(body.id, body.token);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ reference: body.reference, notified: false });
      const db = await getDb();
      const [row] = await db
        .select()
        .from(applications)
        .where((await import('drizzle-orm')).eq(applications.id, body.id));
      expect(row!.status).toBe('complete');
      // The applicant's message is tried in the background too (its receipt drawn first).
      await backgroundDeliveriesSettled();
      const pending = (await db.select().from(mailOutbox)).filter((m) => m.relatedId === body.id);
      expect(pending.map((m) => [m.status, m.attempts])).toEqual([
        ['pending', 1],
        ['pending', 1],
      ]);
      expect(pending[0]!.lastError).toBeTruthy();

      await smtp.start(port);
      const sent = await deliverPendingMail(db, { now: new Date(Date.now() + 60 * 60_000) });
      expect(sent).toHaveLength(2);
      await expect.poll(() => smtp.received.length, { timeout: 20_000 }).toBe(2);
      expect(smtp.received.map((m) => m.subject).sort()).toEqual(
        [`طلب التحاق جديد: ${body.reference}`, `استلمنا طلبك: ${body.reference}`].sort(),
      );
    } finally {
      if (!smtp.listening) await smtp.start(port);
    }
  });

  it('removes incomplete applications and their files after the configured time', async () => {
    const { body } = await start({ name: 'Old', email: 'old@example.com' });
    await send(body.id, body.token, 'id', form([{ name: 'id.pdf', bytes: pdfBytes() }]));
    const db = await getDb();
    const filesBefore = storedFiles().length;
    expect(await cleanupIncompleteApplications(db, getStorage(), new Date())).toBe(0);
    const removed = await cleanupIncompleteApplications(
      db,
      getStorage(),
      new Date(Date.now() + 25 * 3600_000),
    );
    expect(removed).toBeGreaterThanOrEqual(1);
    const { eq } = await import('drizzle-orm');
    expect(await db.select().from(applications).where(eq(applications.id, body.id))).toEqual([]);
    expect(storedFiles().length).toBeLessThan(filesBefore);
    // Complete applications are kept.
    expect(
      (await db.select().from(applications).where(eq(applications.status, 'complete'))).length,
    ).toBeGreaterThan(0);
  });

  it('removes stored files that no document names once they are old, and only those', async () => {
    const { Readable } = await import('node:stream');
    const storage = getStorage();
    const db = await getDb();
    const { body } = await start();
    await uploadAll(body.id, body.token);
    // What a server killed between storing a file and recording it leaves behind.
    const orphan = await storage.put(Readable.from([pdfBytes()]));
    const named = (await db.select().from(applicationDocuments)).map((row) => row.storageKey);
    expect(storedFiles()).toContain(orphan.key);

    // Too recent to be a leftover (it may be a document being recorded right now): kept.
    expect(await sweepStorage(db, storage)).toEqual({ unfinished: 0, orphans: 0 });
    expect(storedFiles()).toContain(orphan.key);

    const later = new Date(Date.now() + 2 * 3600_000);
    expect(await sweepStorage(db, storage, later)).toEqual({ unfinished: 0, orphans: 1 });
    expect(storedFiles()).not.toContain(orphan.key);
    expect(storedFiles().sort()).toEqual([...named].sort());
  });

  it('answers within a bounded wait when the mail server accepts and never speaks', async () => {
    const silent = await silentSmtp();
    process.env.SMTP_URL = silent.url;
    try {
      const { body } = await start({ name: 'Sara', email: 'sara@example.com' });
      await uploadAll(body.id, body.token);
      const started = Date.now();
      const response = await finish(body.id, body.token);
      const took = Date.now() - started;
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ reference: body.reference, notified: false });
      expect(took).toBeGreaterThanOrEqual(NOTIFY_WAIT_MS - 50);
      expect(took).toBeLessThan(NOTIFY_WAIT_MS + 1500);
    } finally {
      await silent.close();
      process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
      await backgroundDeliveriesSettled();
    }
  });
});

/** A body that gives `total` bytes in 64 KB chunks, counting what was pulled from it. */
function countedStream(total: number, head: Buffer = Buffer.alloc(0)) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const chunk =
        pulled.bytes === 0 && head.length > 0 ? head : new Uint8Array(64 * 1024).fill(0x41);
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

describe('bounded bodies and same-origin writes', () => {
  it('stops reading an application body at 4 KB, whatever its length', async () => {
    const { stream, pulled } = countedStream(100 * 1024 * 1024, Buffer.from('{"name":"a","pad":"'));
    const response = await create(
      new Request(base, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        // @ts-expect-error -- Node's fetch needs this for a streamed body
        duplex: 'half',
      }),
    );
    await expectRefused(response, 413, 'body_too_large');
    expect(pulled.bytes).toBeLessThan(512 * 1024);
  });

  it('stops reading a document at 5 MB even without a Content-Length, and keeps nothing', async () => {
    const { body } = await start();
    const filesBefore = storedFiles().length;
    const boundary = 'limit-test';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
        'Content-Type: application/pdf\r\n\r\n%PDF-1.4\n',
    );
    const { stream, pulled } = countedStream(40 * 1024 * 1024, head);
    await expectRefused(
      await send(body.id, body.token, 'id', stream, {
        'content-type': `multipart/form-data; boundary=${boundary}`,
      }),
      413,
      'too_large',
    );
    expect(pulled.bytes).toBeLessThan(8 * 1024 * 1024);
    await expect.poll(() => storedFiles().length).toBe(filesBefore);
  });

  it('refuses a second document for a filled slot before reading it', async () => {
    const { body } = await start();
    expect(
      (await send(body.id, body.token, 'id', form([{ name: 'a.pdf', bytes: pdfBytes() }]))).status,
    ).toBe(201);
    const { stream, pulled } = countedStream(40 * 1024 * 1024);
    await expectRefused(
      await send(body.id, body.token, 'id', stream, {
        'content-type': 'multipart/form-data; boundary=x',
      }),
      409,
      'slot_taken',
    );
    expect(pulled.bytes).toBeLessThan(256 * 1024);
  });

  it('refuses a start that is not JSON (415) and writes from another site (403)', async () => {
    const plain = await create(
      new Request(base, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ name: 'A', email: 'a@example.com' }),
      }),
    );
    await expectRefused(plain, 415, 'not_json');
    const { body } = await start();
    const foreign = { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' };
    await expectRefused(
      await create(
        new Request(base, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...foreign },
          body: JSON.stringify({ name: 'A', email: 'a@example.com' }),
        }),
      ),
      403,
      'cross_site',
    );
    await expectRefused(
      await send(body.id, body.token, 'id', form([{ name: 'a.pdf', bytes: pdfBytes() }]), foreign),
      403,
      'cross_site',
    );
    await expectRefused(
      await submit(
        new Request(`${base}/${body.id}/submit`, {
          method: 'POST',
          headers: { authorization: `Bearer ${body.token}`, ...foreign },
        }),
        params({ id: body.id }),
      ),
      403,
      'cross_site',
    );
  });

  it('keeps documents and e-mails readable by the server alone (0600 files in 0700 folders)', async () => {
    const { statSync } = await import('node:fs');
    const { body } = await start();
    expect(
      (await send(body.id, body.token, 'id', form([{ name: 'a.pdf', bytes: pdfBytes() }]))).status,
    ).toBe(201);
    const db = await getDb();
    const { eq } = await import('drizzle-orm');
    const [document] = await db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, body.id));
    const key = document!.storageKey;
    const file = path.join(dir, 'uploads', key.slice(0, 2), key);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(statSync(path.dirname(file)).mode & 0o777).toBe(0o700);

    const { getMailer } = await import('../mail/mailer');
    const outbox = path.join(dir, 'outbox-modes');
    process.env.MAIL_OUTBOX_DIR = outbox;
    const smtpUrl = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      await getMailer().send({
        id: 'mode-test',
        to: 'a@example.com',
        subject: 's',
        text: 't',
        locale: 'en',
      });
    } finally {
      process.env.SMTP_URL = smtpUrl;
    }
    expect(statSync(path.join(outbox, 'mode-test.eml')).mode & 0o777).toBe(0o600);
    expect(statSync(outbox).mode & 0o777).toBe(0o700);
  });

  it('holds at most three documents arriving at once per application, and MAX_UPLOADS_PER_CLIENT per address', async () => {
    const { MAX_UPLOADS_PER_CLIENT } = await import('../http/upload-slots');
    const { UPLOADS_AT_ONCE_PER_APPLICATION } = await import('../rate-limit/limits');
    const client = { [PEER_HEADER]: '198.51.100.77' };
    const slots = ['id', 'certificate', 'photo'] as const;
    expect(UPLOADS_AT_ONCE_PER_APPLICATION).toBe(slots.length);
    /** An upload that never finishes: a byte of the form, then nothing. */
    function stalled(application: { id: string; token: string }, slot: string) {
      let stop: (error: Error) => void = () => undefined;
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('--x\r\n'));
          stop = (error) => controller.error(error);
        },
      });
      const answer = send(application.id, application.token, slot, stream, {
        ...client,
        'content-type': 'multipart/form-data; boundary=x',
      });
      return { answer, stop: () => stop(new Error('connection lost')) };
    }
    const photo = () => form([{ name: 'p.jpg', bytes: jpegBytes() }]);

    // One application: its three slots at once, not a fourth upload.
    const { body: first } = await start();
    const held = slots.map((slot) => stalled(first, slot));
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expectRefused(
      await send(first.id, first.token, 'photo', photo(), client),
      429,
      'too_many_uploads',
    );
    // Another application behind the same address goes on.
    const { body: second } = await start();
    expect((await send(second.id, second.token, 'photo', photo(), client)).status).toBe(201);

    // The address: MAX_UPLOADS_PER_CLIENT in all, from as many applications as it takes.
    while (held.length < MAX_UPLOADS_PER_CLIENT) {
      const { body: next } = await start();
      for (const slot of slots) {
        if (held.length < MAX_UPLOADS_PER_CLIENT) held.push(stalled(next, slot));
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { body: late } = await start();
    await expectRefused(
      await send(late.id, late.token, 'photo', photo(), client),
      429,
      'too_many_uploads',
    );
    // Another address is not held up.
    expect(
      (await send(late.id, late.token, 'photo', photo(), { [PEER_HEADER]: '198.51.100.78' }))
        .status,
    ).toBe(201);
    for (const upload of held) upload.stop();
    await Promise.all(held.map((upload) => upload.answer));
    // The slots are free again.
    expect((await send(first.id, first.token, 'photo', photo(), client)).status).toBe(201);
  });
});
