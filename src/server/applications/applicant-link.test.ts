/**
 * The applicant's personal link (issue #44) on the server side: real route handlers, a real
 * PGlite database and storage folder. The link in the e-mails opens the application anywhere;
 * a wrong, another application's or a replaced link opens nothing; a document is replaced only
 * while the office asks for more information, and the office hears of it; the status page sends
 * the link again, once per pause, only to the applicant.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { documentForm as form } from '../../../test/support/applications/bad-documents';
import { jpegBytes, pdfBytes, pngBytes } from '../../../test/support/applications/sample-files';
import { ownDataDir } from '../../../test/support/db/own-data-dir';
import { filesUnder } from '../../../test/support/files-under';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const dir = ownDataDir('applicant-link');
process.env.RATE_LIMIT_PER_MINUTE = '1000';
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { POST: create } = await import('../../app/api/applications/route');
const { GET: view } = await import('../../app/api/applications/[id]/route');
const { POST: upload } = await import('../../app/api/applications/[id]/documents/[slot]/route');
const { POST: submit } = await import('../../app/api/applications/[id]/submit/route');
const { POST: sendLink } = await import('../../app/api/applications/status/link/route');
const { getDb, closeDatabases } = await import('../db/client');
const { applications, applicationDocuments, applicationLinks, mailOutbox, staffAuditLog } =
  await import('../db/schema');
const { backgroundDeliveriesSettled } = await import('../mail/deliver-mail');
const { changeApplicationStatus } = await import('./change-application-status');
const { replaceApplicantLink, sendApplicantLink } = await import('./send-applicant-link');
const { findApplicationForToken } = await import('./create-application');
const { and, eq } = await import('drizzle-orm');

afterAll(async () => {
  await backgroundDeliveriesSettled();
  await closeDatabases();
});

const site = 'https://www.alrowad.edu.sd';
const base = `${site}/api/applications`;
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const officer = { id: 'officer-1', email: 'office@alrowad.edu.sd' };

function send(id: string, token: string, slot: string, body: BodyInit) {
  return upload(
    new Request(`${base}/${id}/documents/${slot}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body,
      // @ts-expect-error -- Node's fetch needs this for a streamed body
      duplex: 'half',
    }),
    params({ id, slot }),
  );
}

function open(id: string, key: string) {
  return view(
    new Request(`${base}/${id}`, { headers: { authorization: `Bearer ${key}` } }),
    params({ id }),
  );
}

/** An application sent, its form then its three documents; its id and upload token. */
async function sentApplication(email = 'amna@example.com') {
  const { id, token, reference } = await sentForm(email, { nameEn: 'Amna Yousif' });
  for (const [slot, name, bytes] of [
    ['id', 'national-id.pdf', pdfBytes()],
    ['certificate', 'certificate.png', pngBytes()],
    ['photo', 'photo.jpg', jpegBytes()],
  ] as const) {
    expect((await send(id, token, slot, form([{ name, bytes }]))).status).toBe(201);
  }
  const done = await submit(
    new Request(`${base}/${id}/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    }),
    params({ id }),
  );
  expect(done.status).toBe(200);
  return { id, token, reference };
}

/**
 * The personal link in the last e-mail of `kind` about the application, read from the message
 * as delivered (the outbox folder's copy): once it is, the database keeps the link without its key.
 */
async function linkIn(id: string, kind: string) {
  const db = await getDb();
  const mails = await db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, kind)));
  const row = mails.toSorted((a, b) => +a.createdAt - +b.createdAt).at(-1);
  expect(row, `a ${kind} e-mail`).toBeDefined();
  const file = path.join(dir, 'outbox', `${row!.id}.eml`);
  await expect.poll(() => existsSync(file), { timeout: 10_000 }).toBe(true);
  const text = (await simpleParser(readFileSync(file))).text ?? '';
  const match = /(https:\S+\/admission\/your-application)#([0-9a-f-]{36})\.([\w-]+)/.exec(text);
  expect(match, `${kind}: ${text}`).not.toBeNull();
  // Delivered: the outbox row no longer holds a working key (secret-links.ts).
  await expect
    .poll(
      async () =>
        (await db.select().from(mailOutbox).where(eq(mailOutbox.id, row!.id)))[0]?.textBody,
    )
    .not.toContain(match![3]!);
  return { page: match![1]!, id: match![2]!, key: match![3]! };
}

const storedFiles = () => filesUnder(path.join(dir, 'uploads'));

describe('the personal link', () => {
  it('comes in the confirmation e-mail and opens the application on any device, and no other key does', async () => {
    const { id, token, reference } = await sentApplication();
    const link = await linkIn(id, 'application-confirmation');
    expect(link.page).toBe(`${site}/en/admission/your-application`);
    expect(link.id).toBe(id);

    const response = await open(id, link.key);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      reference,
      name: 'Amna Yousif',
      email: 'amna@example.com',
      status: 'received',
      mayReplace: false,
      applicantUpdatedAt: null,
    });
    expect((body.documents as { slot: string }[]).map((d) => d.slot)).toEqual([
      'id',
      'certificate',
      'photo',
    ]);
    // The browser that applied opens it with its upload token too.
    expect((await open(id, token)).status).toBe(200);
    // The database keeps only a hash of each key (the form's e-mail had a link too): a copy of
    // one opens nothing.
    const db = await getDb();
    const kept = await db
      .select()
      .from(applicationLinks)
      .where(eq(applicationLinks.applicationId, id));
    expect(kept).toHaveLength(2);
    for (const row of kept) {
      expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
      expect((await open(id, row.keyHash)).status).toBe(404);
    }
    expect(JSON.stringify(kept)).not.toContain(link.key);

    const other = await sentApplication('hawa@example.com');
    const wrong = `${link.key.slice(0, -1)}${link.key.endsWith('A') ? 'B' : 'A'}`;
    for (const [asked, key] of [
      [id, wrong],
      [other.id, link.key],
      [id, ''],
      [id, 'x'.repeat(500)],
      ['not-an-id', link.key],
    ]) {
      const refused = await open(asked!, key!);
      expect(refused.status, `${asked} ${key}`).toBe(404);
      expect(JSON.stringify(await refused.json())).not.toContain('Amna');
    }
  });

  it('costs an unknown application the same work as a wrong key, so its time says nothing of the id', async () => {
    const { id } = await sentApplication();
    const db = await getDb();
    // The queries each refusal asks of the database.
    const countQueries = async (asked: string) => {
      let queries = 0;
      const counting = new Proxy(db, {
        get(target, property, receiver) {
          const value = Reflect.get(target, property, receiver) as unknown;
          if (property !== 'select' || typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            queries += 1;
            return (value as (...a: unknown[]) => unknown).apply(target, args);
          };
        },
      });
      await expect(findApplicationForToken(counting, asked, 'A'.repeat(32))).rejects.toThrow();
      return queries;
    };
    expect(await countQueries(crypto.randomUUID())).toBe(await countQueries(id));
  });

  it('takes a replaced document only while the office asks for more information, and tells the office', async () => {
    const { id } = await sentApplication();
    const { key } = await linkIn(id, 'application-confirmation');
    const db = await getDb();
    const before = await storedFiles();

    const early = await send(id, key, 'certificate', form([{ name: 'c.pdf', bytes: pdfBytes() }]));
    expect(early.status).toBe(409);
    const refusal = ((await early.json()) as { error: { code: string; message: object } }).error;
    expect(refusal.code).toBe('documents_closed');
    expect(refusal.message).toMatchObject({ ar: expect.any(String), en: expect.any(String) });

    await changeApplicationStatus(db, officer, id, {
      status: 'more_information',
      message: 'Please send a clearer copy of your certificate.',
    });
    // The status e-mail carries a link of its own; the first one still works.
    const statusLink = await linkIn(id, 'application-status');
    expect(statusLink.key).not.toBe(key);
    expect((await open(id, statusLink.key)).status).toBe(200);

    // A refused file changes nothing.
    const wrongType = await send(id, key, 'photo', form([{ name: 'p.pdf', bytes: pdfBytes() }]));
    expect(wrongType.status).toBe(415);

    const replaced = await send(
      id,
      key,
      'certificate',
      form([{ name: 'clearer-certificate.pdf', bytes: pdfBytes() }]),
    );
    expect(replaced.status).toBe(201);
    const documents = await db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, id));
    expect(documents.map((d) => [d.slot, d.fileName]).toSorted()).toEqual([
      ['certificate', 'clearer-certificate.pdf'],
      ['id', 'national-id.pdf'],
      ['photo', 'photo.jpg'],
    ]);
    // The earlier file is gone from the storage: as many files as before.
    expect((await storedFiles()).length).toBe(before.length);

    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(row!.applicantUpdatedAt).not.toBeNull();
    const [told] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'application-updated')));
    expect(told!.toAddress).toBe('admission@alrowad.edu.sd');
    expect(told!.textBody).toContain(`/staff/applications/${id}#document-certificate`);
    expect(told!.textBody).toContain('clearer-certificate.pdf');

    const seen = (await (await open(id, key)).json()) as Record<string, unknown>;
    expect(seen.mayReplace).toBe(true);
    expect(seen.applicantUpdatedAt).toBe(row!.applicantUpdatedAt!.toISOString());

    await changeApplicationStatus(db, officer, id, { status: 'accepted', message: undefined });
    const late = await send(id, key, 'photo', form([{ name: 'p.jpg', bytes: jpegBytes() }]));
    expect(late.status).toBe(409);
  });

  it('refuses a replacement whose upload ends after the office decided, leaving nothing behind', async () => {
    const { id } = await sentApplication();
    const { key } = await linkIn(id, 'application-confirmation');
    const db = await getDb();
    await changeApplicationStatus(db, officer, id, {
      status: 'more_information',
      message: 'Please send a clearer copy of your certificate.',
    });
    const before = await storedFiles();
    // The replacement starts while the office asks, and is still arriving when it decides.
    const multipart = new Response(form([{ name: 'late.pdf', bytes: pdfBytes() }]));
    const type = multipart.headers.get('content-type')!;
    const bytes = new Uint8Array(await multipart.arrayBuffer());
    let finish!: () => void;
    const decided = new Promise<void>((resolve) => (finish = resolve));
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(bytes.subarray(0, 200));
        await decided;
        controller.enqueue(bytes.subarray(200));
        controller.close();
      },
    });
    const answer = upload(
      new Request(`${base}/${id}/documents/certificate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': type },
        body,
        // @ts-expect-error -- Node's fetch needs this for a streamed body
        duplex: 'half',
      }),
      params({ id, slot: 'certificate' }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await changeApplicationStatus(db, officer, id, { status: 'accepted', message: undefined });
    finish();
    const late = await answer;
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { code: string } }).error.code).toBe(
      'documents_closed',
    );
    const [certificate] = await db
      .select()
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationId, id),
          eq(applicationDocuments.slot, 'certificate'),
        ),
      );
    expect(certificate!.fileName).toBe('certificate.png');
    expect((await storedFiles()).length).toBe(before.length);
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    expect(row!.applicantUpdatedAt).toBeNull();
  });

  it('stops working when the office sends a new one, which works', async () => {
    const { id } = await sentApplication();
    const old = await linkIn(id, 'application-confirmation');
    await replaceApplicantLink(await getDb(), officer, id);
    const fresh = await linkIn(id, 'application-new-link');
    expect(fresh.key).not.toBe(old.key);
    expect((await open(id, old.key)).status).toBe(404);
    expect((await open(id, fresh.key)).status).toBe(200);
    const db = await getDb();
    const logged = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectId, id), eq(staffAuditLog.action, 'application.link')));
    expect(logged).toHaveLength(1);
  });

  it('is e-mailed again from the status page, once per pause, and only to the applicant', async () => {
    const { id, reference } = await sentApplication();
    const current = await linkIn(id, 'application-confirmation');
    const ask = (email: string) =>
      sendLink(
        new Request(`${base}/status/link`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: site,
            'sec-fetch-site': 'same-origin',
          },
          body: JSON.stringify({ reference, email }),
        }),
      );
    const db = await getDb();
    const linkMails = () =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'application-link')));

    expect((await ask('someone@example.com')).status).toBe(404);
    expect(await linkMails()).toHaveLength(0);

    // Asked many times at once (several addresses, or a script): still one e-mail.
    await Promise.all(
      Array.from({ length: 5 }, () => sendApplicantLink(db, reference, 'amna@example.com')),
    );
    expect(await linkMails()).toHaveLength(1);
    await db
      .delete(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'application-link')));

    expect((await ask(' AMNA@example.com ')).status).toBe(202);
    expect((await ask('amna@example.com')).status).toBe(202);
    const sent = await linkMails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.toAddress).toBe('amna@example.com');
    const again = await linkIn(id, 'application-link');
    expect(again.key).not.toBe(current.key);
    expect((await open(id, again.key)).status).toBe(200);
    expect((await open(id, current.key)).status).toBe(200);
  });
});

describe('the application fee', () => {
  it('takes the transfer receipt through the link until the office records the fee as paid', async () => {
    const { recordFeePayment } = await import('./application-fee');
    const { lookUpApplicationStatus } = await import('./application-status');
    const { id, reference } = await sentApplication('fee@example.com');
    const { key } = await linkIn(id, 'application-confirmation');
    const db = await getDb();

    const first = (await (await open(id, key)).json()) as { fee: Record<string, unknown> };
    expect(first.fee).toMatchObject({ status: 'unpaid', proof: null, mayPay: true });

    // A picture of the transfer, in any review status but a refusal.
    const proof = await send(
      id,
      key,
      'payment',
      form([{ name: 'transfer.jpg', bytes: jpegBytes() }]),
    );
    expect(proof.status).toBe(201);
    const sent = (await (await open(id, key)).json()) as { fee: Record<string, unknown> };
    expect(sent.fee).toMatchObject({
      status: 'proof_sent',
      proof: { fileName: 'transfer.jpg' },
      mayPay: true,
    });
    // The office finds it by the inbox's filters.
    const { listApplications } = await import('./list-applications');
    const inbox = async (filters: Record<string, string>) =>
      (
        await listApplications(db, {
          sort: 'completedAt',
          dir: 'desc',
          page: 1,
          q: reference,
          ...filters,
        } as Parameters<typeof listApplications>[1])
      ).rows.map((row) => row.reference);
    expect(await inbox({ fee: 'proof_sent', updated: 'applicant' })).toEqual([reference]);
    expect(await inbox({ fee: 'unpaid' })).toEqual([]);
    const [told] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'application-fee-proof')));
    expect(told!.textBody).toContain(`/staff/applications/${id}#document-payment`);
    // Sent again, it takes the first one's place.
    const again = await send(
      id,
      key,
      'payment',
      form([{ name: 'transfer.pdf', bytes: pdfBytes() }]),
    );
    expect(again.status).toBe(201);
    const proofs = await db
      .select()
      .from(applicationDocuments)
      .where(
        and(eq(applicationDocuments.applicationId, id), eq(applicationDocuments.slot, 'payment')),
      );
    expect(proofs.map((row) => row.fileName)).toEqual(['transfer.pdf']);

    await recordFeePayment(db, officer, id, {
      amount: '100',
      paidOn: '2026-12-01',
      bankReference: 'TRX-88231',
    });
    const paid = (await (await open(id, key)).json()) as { fee: Record<string, unknown> };
    expect(paid.fee).toMatchObject({
      status: 'paid',
      amountText: { ar: '100 جنيه سوداني', en: '100 Sudanese pounds' },
      paidOn: '2026-12-01',
      bankReference: 'TRX-88231',
      mayPay: false,
    });
    const closed = await send(id, key, 'payment', form([{ name: 't.jpg', bytes: jpegBytes() }]));
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { error: { code: string } }).error.code).toBe('fee_closed');

    const [paidMail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'application-fee-paid')));
    expect(paidMail!.toAddress).toBe('fee@example.com');
    expect(paidMail!.textBody).toContain('100 Sudanese pounds, on 1 December 2026');
    expect(paidMail!.textBody).toContain('TRX-88231');
    expect((await lookUpApplicationStatus(db, reference, 'fee@example.com')).feeStatus).toBe(
      'paid',
    );
    // Recorded, it no longer waits for the office.
    expect(await inbox({ fee: 'paid' })).toEqual([reference]);
    expect(await inbox({ updated: 'applicant' })).toEqual([]);
  });

  it('takes no transfer receipt before the application is sent', async () => {
    const { id, token } = await sentForm('early@example.com');
    const early = await send(id, token, 'payment', form([{ name: 't.jpg', bytes: jpegBytes() }]));
    expect(early.status).toBe(409);
  });
});

/** An application form sent without its documents: its id, reference and upload token. */
async function sentForm(email: string, answers: Record<string, string> = {}) {
  const { offeredIntakes, publishedFirstSemesters } = await import('@/lib/admission-dates');
  const { seededPublishedYears } = await import('../db/seeds/academic-calendar-seed');
  const { validForm } = await import('../../../test/support/applications/application-form-fixture');
  const intake = offeredIntakes(new Date(), publishedFirstSemesters(seededPublishedYears()))[0]!;
  const response = await create(
    new Request(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        form: validForm({ intake, email, ...answers }),
        idempotencyKey: crypto.randomUUID(),
        locale: 'en',
      }),
    }),
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: string; reference: string; token: string };
}

describe('a form sent without its documents', () => {
  it('is e-mailed a link that continues on any device, and the documents sent with it complete it', async () => {
    const { id } = await sentForm('continue@example.com');
    const db = await getDb();
    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'application-form-received')));
    const match =
      /(https:\S+\/en\/admission\/application\?tab=documents)#continue=([0-9a-f-]{36})\.([\w-]+)/.exec(
        mail!.textBody,
      );
    expect(match, mail!.textBody).not.toBeNull();
    expect(match![2]).toBe(id);
    const key = match![3]!;

    const seen = (await (await open(id, key)).json()) as { complete: boolean; documents: [] };
    expect(seen).toMatchObject({ complete: false, documents: [] });
    for (const [slot, name, bytes] of [
      ['id', 'id.pdf', pdfBytes()],
      ['certificate', 'certificate.png', pngBytes()],
      ['photo', 'photo.jpg', jpegBytes()],
    ] as const) {
      expect((await send(id, key, slot, form([{ name, bytes }]))).status).toBe(201);
    }
    const done = await submit(
      new Request(`${base}/${id}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}` },
      }),
      params({ id }),
    );
    expect(done.status).toBe(200);
    expect(((await (await open(id, key)).json()) as { complete: boolean }).complete).toBe(true);
  });

  it('gets its documents on another device, found by its reference and address; no application starts without a form', async () => {
    const db = await getDb();
    const count = async () => (await db.select({ id: applications.id }).from(applications)).length;
    const tab = (body: Record<string, unknown>) =>
      create(
        new Request(base, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Sara Ahmed', locale: 'ar', ...body }),
        }),
      );
    const refusal = async (response: Response) => ({
      status: response.status,
      ...((await response.json()) as { error: { code: string; message: object } }).error,
    });
    const before = await count();

    // The college's own form (no APPLICATION_FORM_URL): a name and an address start nothing.
    const alone = await refusal(await tab({ email: 'other@example.com' }));
    expect(alone).toMatchObject({ status: 409, code: 'form_required' });
    expect(alone.message).toMatchObject({
      ar: expect.stringContaining('أرسل استمارة التقديم أولاً') as string,
      en: expect.stringContaining('Send the application form first') as string,
    });
    expect(await count()).toBe(before);

    const { id, token, reference } = await sentForm('phone@example.com');
    // Another address, an unknown reference, a malformed one: nothing opens.
    expect(await refusal(await tab({ email: 'someone@example.com', reference }))).toMatchObject({
      status: 404,
      code: 'sent_form_not_found',
    });
    expect(
      await refusal(await tab({ email: 'phone@example.com', reference: 'RWD-2026-ZZZZZZ' })),
    ).toMatchObject({ status: 404, code: 'sent_form_not_found' });
    expect(
      await refusal(await tab({ email: 'phone@example.com', reference: 'RWD-26' })),
    ).toMatchObject({ status: 400, code: 'invalid_applicant' });

    // As typed on a phone: lower case, Arabic-Indic digits, the address in capitals.
    const typed = reference.toLowerCase().replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);
    const opened = await tab({ email: 'PHONE@example.com', reference: ` ${typed} ` });
    expect(opened.status).toBe(200);
    const found = (await opened.json()) as { id: string; reference: string; token: string };
    expect(found).toMatchObject({ id, reference });
    expect(found.token).not.toBe(token);
    expect(await count()).toBe(before + 1);
    for (const [slot, name, bytes] of [
      ['id', 'id.pdf', pdfBytes()],
      ['certificate', 'certificate.png', pngBytes()],
      ['photo', 'photo.jpg', jpegBytes()],
    ] as const) {
      expect((await send(id, found.token, slot, form([{ name, bytes }]))).status).toBe(201);
    }
    const done = await submit(
      new Request(`${base}/${id}/submit`, {
        method: 'POST',
        headers: { authorization: `Bearer ${found.token}` },
      }),
      params({ id }),
    );
    expect(done.status).toBe(200);
    // The browser that sent the form keeps its own token.
    expect((await open(id, token)).status).toBe(200);
    // Complete, it takes no second set through the tab.
    expect(await refusal(await tab({ email: 'phone@example.com', reference }))).toMatchObject({
      status: 409,
      code: 'application_complete',
    });
  });

  it('is reminded once, halfway to its removal, while there is still time', async () => {
    const { remindIncompleteApplications } = await import('./documents-reminder');
    const db = await getDb();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    const halfway = await sentForm('halfway@example.com');
    const late = await sentForm('late@example.com');
    const fresh = await sentForm('fresh@example.com');
    await db
      .update(applications)
      .set({ createdAt: hoursAgo(13) })
      .where(eq(applications.id, halfway.id));
    await db
      .update(applications)
      .set({ createdAt: hoursAgo(23.5) })
      .where(eq(applications.id, late.id));
    const reminders = (id: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'application-reminder')));

    await remindIncompleteApplications(db);
    await remindIncompleteApplications(db);
    const sent = await reminders(halfway.id);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.toAddress).toBe('halfway@example.com');
    expect(sent[0]!.textBody).toContain(halfway.reference);
    expect(sent[0]!.textBody).toMatch(/#continue=[0-9a-f-]{36}\.[\w-]+/);
    expect(await reminders(late.id)).toHaveLength(0);
    expect(await reminders(fresh.id)).toHaveLength(0);
  });
});

describe('a bulk status change (issue #45)', () => {
  it('moves every selected application with one message, tells each applicant, and changes nothing when one is unknown', async () => {
    const { changeApplicationsStatus } = await import('./change-application-status');
    const { bulkStatusChangeSchema } = await import('@/lib/review-status');
    const db = await getDb();
    const [a, b, c] = [
      await sentApplication('bulk-a@example.com'),
      await sentApplication('bulk-b@example.com'),
      await sentApplication('bulk-c@example.com'),
    ];
    await changeApplicationStatus(db, officer, c!.id, {
      status: 'under_review',
      message: undefined,
    });
    const statusOf = async (id: string) =>
      (await db.select().from(applications).where(eq(applications.id, id)))[0]!.reviewStatus;
    const mailsOf = async (id: string) =>
      (
        await db
          .select()
          .from(mailOutbox)
          .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'application-status')))
      ).length;

    // An unknown id among them: nothing changes, no e-mail goes.
    await expect(
      changeApplicationsStatus(db, officer, [a!.id, crypto.randomUUID()], {
        status: 'under_review',
        message: undefined,
      }),
    ).rejects.toMatchObject({ code: 'unknown_application' });
    expect(await statusOf(a!.id)).toBe('received');
    expect(await mailsOf(a!.id)).toBe(0);

    // One already there (with no message) is left as it is; the same id twice counts once.
    expect(
      await changeApplicationsStatus(db, officer, [a!.id, b!.id, c!.id, a!.id], {
        status: 'under_review',
        message: undefined,
      }),
    ).toEqual({ changed: 2, unchanged: 1 });
    expect([await statusOf(a!.id), await statusOf(b!.id)]).toEqual([
      'under_review',
      'under_review',
    ]);
    expect([await mailsOf(a!.id), await mailsOf(b!.id), await mailsOf(c!.id)]).toEqual([1, 1, 1]);
    const audit = await db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, 'application.status'), eq(staffAuditLog.subjectId, b!.id)),
      );
    expect(audit).toHaveLength(1);

    // The request's own checks: a selection, at most 200, a message when asking for more.
    const refused = (body: unknown) =>
      bulkStatusChangeSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(refused({ ids: [], status: 'accepted' })).toEqual(['selectionRequired']);
    expect(
      refused({ ids: Array.from({ length: 201 }, () => crypto.randomUUID()), status: 'accepted' }),
    ).toEqual(['selectionTooLarge']);
    expect(refused({ ids: [a!.id], status: 'more_information' })).toEqual(['messageRequired']);
    expect(refused({ ids: ['not-an-id'], status: 'accepted' })).toEqual(['selectionRequired']);
  });
});

describe('one e-mail to the selected applicants (issue #45)', () => {
  it("wraps the officer's words in each applicant's language with a link that opens their page, logs it, and sends nothing when one is unknown", async () => {
    const { emailApplicants } = await import('./email-applicants');
    const { bulkEmailSchema } = await import('@/lib/review-status');
    const db = await getDb();
    const [a, b] = [
      await sentApplication('note-a@example.com'),
      await sentApplication('note-b@example.com'),
    ];
    // One applied in Arabic, the other in English.
    await db.update(applications).set({ locale: 'ar' }).where(eq(applications.id, a!.id));
    await db.update(applications).set({ locale: 'en' }).where(eq(applications.id, b!.id));
    const mailsOf = async (id: string) =>
      db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, 'application-message')));
    const note = { subject: 'Interview on 3 December', body: 'Please come at 10:00 with your ID.' };

    await expect(
      emailApplicants(db, officer, { ids: [a!.id, crypto.randomUUID()], ...note }),
    ).rejects.toMatchObject({ code: 'unknown_application' });
    expect(await mailsOf(a!.id)).toEqual([]);

    expect(await emailApplicants(db, officer, { ids: [a!.id, b!.id, a!.id], ...note })).toEqual({
      sent: 2,
    });
    const [arabic] = await mailsOf(a!.id);
    const [english] = await mailsOf(b!.id);
    expect(arabic!.subject).toBe(note.subject);
    expect(arabic!.textBody).toContain(note.body);
    expect(arabic!.textBody).toContain(`رقمك المرجعي: ${a!.reference}`);
    expect(english!.textBody).toContain(`Your reference number: ${b!.reference}`);
    // Its link opens the applicant's page (no status changed).
    const link = await linkIn(b!.id, 'application-message');
    expect(link.page).toContain('/en/admission/your-application');
    expect(link.id).toBe(b!.id);
    const [row] = await db.select().from(applications).where(eq(applications.id, b!.id));
    expect(row!.reviewStatus).toBe('received');
    const logged = await db
      .select()
      .from(staffAuditLog)
      .where(
        and(eq(staffAuditLog.action, 'application.email'), eq(staffAuditLog.subjectId, a!.id)),
      );
    expect(logged.map((entry) => entry.detail)).toEqual([{ subject: note.subject }]);

    const refused = (body: unknown) =>
      bulkEmailSchema.safeParse(body).error?.issues.map((issue) => issue.message);
    expect(refused({ ids: [a!.id], subject: ' ', body: 'x' })).toEqual(['emailSubjectRequired']);
    expect(refused({ ids: [a!.id], subject: 'Two\nlines', body: 'x' })).toEqual([
      'emailSubjectRequired',
    ]);
    expect(refused({ ids: [a!.id], subject: 'x', body: 'a\u0000b' })).toEqual([
      'emailMessageRequired',
    ]);
    expect(refused({ ids: [a!.id], subject: 'x', body: 'x'.repeat(4001) })).toEqual([
      'emailMessageTooLong',
    ]);
    expect(refused({ ids: [], subject: 'x', body: 'x' })).toEqual(['selectionRequired']);
    // No line break of any kind in a subject; the body's other controls are dropped.
    expect(refused({ ids: [a!.id], subject: 'a\u2028Bcc: x@y.z', body: 'x' })).toEqual([
      'emailSubjectRequired',
    ]);
    expect(
      bulkEmailSchema.parse({ ids: [a!.id], subject: 'Tab\there\u202e', body: 'b\u001b[31mred' }),
    ).toMatchObject({ subject: 'Tab here', body: 'b[31mred' });
  });
});

describe('assigning applications to an officer (issue #45)', () => {
  it('assigns to an admissions officer only, logs it, and the inbox filters by mine and by none', async () => {
    const { assignApplication } = await import('./assign-application');
    const { createStaffAccount } = await import('../staff/create-staff-account');
    const { listApplications } = await import('./list-applications');
    const { parseInboxQuery } = await import('./inbox-query');
    const db = await getDb();
    const passphrase = 'a long enough passphrase';
    const amna = await createStaffAccount(db, {
      email: 'amna.officer@alrowad.edu.sd',
      name: 'Amna Officer',
      roles: ['admissions'],
      password: passphrase,
    });
    const editor = await createStaffAccount(db, {
      email: 'an.editor@alrowad.edu.sd',
      name: 'An Editor',
      roles: ['editor'],
      password: passphrase,
    });
    const { id, reference } = await sentApplication('assigned@example.com');
    const inbox = async (officer: string) =>
      (
        await listApplications(db, parseInboxQuery({ officer, q: reference }), { me: amna })
      ).rows.map((row) => row.reference);

    expect(await inbox('none')).toEqual([reference]);
    await expect(assignApplication(db, officer, id, editor)).rejects.toMatchObject({
      code: 'invalid_assignment',
    });
    await expect(assignApplication(db, officer, id, 'nobody-at-all')).rejects.toMatchObject({
      code: 'invalid_assignment',
    });
    expect(await assignApplication(db, officer, id, amna)).toEqual({ assignedTo: amna });
    expect(await inbox('mine')).toEqual([reference]);
    expect(await inbox(amna)).toEqual([reference]);
    expect(await inbox('none')).toEqual([]);
    const logged = await db
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'application.assign'), eq(staffAuditLog.subjectId, id)));
    expect(logged.map((row) => row.detail)).toEqual([{ from: null, to: amna }]);
    // Assigned to no one again.
    await assignApplication(db, officer, id, null);
    expect(await inbox('none')).toEqual([reference]);
    await expect(assignApplication(db, officer, crypto.randomUUID(), amna)).rejects.toMatchObject({
      code: 'unknown_application',
    });

    // Many at once, from the inbox's selection: one already so is counted, an unknown one
    // changes nothing at all.
    const { assignApplications } = await import('./assign-application');
    const other = await sentApplication('assigned-too@example.com');
    await assignApplication(db, officer, other.id, amna);
    await expect(
      assignApplications(db, officer, [id, other.id, crypto.randomUUID()], null),
    ).rejects.toMatchObject({ code: 'unknown_application' });
    expect(await inbox(amna)).toEqual([]);
    const mine = async () =>
      (await listApplications(db, parseInboxQuery({ officer: 'mine' }), { me: amna })).rows.map(
        (row) => row.reference,
      );
    expect(await mine()).toEqual([other.reference]);
    expect(await assignApplications(db, officer, [id, other.id, id], amna)).toEqual({
      changed: 1,
      unchanged: 1,
    });
    expect((await mine()).toSorted()).toEqual([reference, other.reference].toSorted());
    await expect(assignApplications(db, officer, [id], editor)).rejects.toMatchObject({
      code: 'invalid_assignment',
    });
  });
});
