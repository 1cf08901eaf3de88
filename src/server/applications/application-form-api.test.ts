/**
 * The online application form on the server (#20): POST /api/applications with the form's
 * answers, the idempotent retry, every bad field refused with a translated message and nothing
 * stored, the documents attached to the same application, the office's e-mail with the
 * answers, and the receipt PDF behind the application's token.
 */
import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { offeredIntakes, publishedFirstSemesters } from '@/lib/admission-dates';
import type { ApplicationFormInput } from '@/lib/application-form';
import { pdfActualTexts } from '../../../test/support/pdf/pdf-actual-text';
import {
  validForm,
  validGraduateForm,
} from '../../../test/support/applications/application-form-fixture';
import { seededPublishedYears } from '../db/seeds/academic-calendar-seed';
import { smtpForFile } from '../../../test/support/mail/smtp-for-file';
import { documentForm } from '../../../test/support/applications/bad-documents';
import { jpegBytes, pdfBytes, pngBytes } from '../../../test/support/applications/sample-files';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('application-form');
process.env.RATE_LIMIT_PER_MINUTE = '1000';
process.env.SITE_URL = 'https://www.alrowad.edu.sd';

const { POST: create } = await import('../../app/api/applications/route');
const { POST: upload } = await import('../../app/api/applications/[id]/documents/[slot]/route');
const { POST: submit } = await import('../../app/api/applications/[id]/submit/route');
const { GET: receipt } = await import('../../app/api/applications/[id]/receipt/route');
const { getDb } = await import('../db/client');
const { applications } = await import('../db/schema');

const smtp = smtpForFile();
beforeEach(async () => {
  await (await getDb()).delete(applications);
});

const base = 'http://localhost/api/applications';
const params = <T>(value: T) => ({ params: Promise.resolve(value) });
const intake = offeredIntakes(new Date(), publishedFirstSemesters(seededPublishedYears()))[0]!;
const answers = (overrides: Partial<ApplicationFormInput> = {}) =>
  validForm({ intake, ...overrides });

interface Created {
  id: string;
  reference: string;
  token: string;
  complete: boolean;
  replayed: boolean;
}

async function post(body: unknown) {
  const response = await create(
    new Request(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
  return { response, body: (await response.clone().json()) as Created & { error?: never } };
}

async function rows() {
  const [row] = await (await getDb()).select({ n: count() }).from(applications);
  return row!.n;
}

function send(id: string, token: string, slot: string, name: string, bytes: Buffer) {
  return upload(
    new Request(`${base}/${id}/documents/${slot}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: documentForm([{ name, bytes }]),
      // @ts-expect-error -- Node's fetch needs this for a streamed body
      duplex: 'half',
    }),
    params({ id, slot }),
  );
}

async function complete(created: Created) {
  expect((await send(created.id, created.token, 'id', 'id.pdf', pdfBytes())).status).toBe(201);
  expect(
    (await send(created.id, created.token, 'certificate', 'cert.png', pngBytes())).status,
  ).toBe(201);
  expect((await send(created.id, created.token, 'photo', 'me.jpg', jpegBytes())).status).toBe(201);
  const done = await submit(
    new Request(`${base}/${created.id}/submit`, {
      method: 'POST',
      headers: { authorization: `Bearer ${created.token}` },
    }),
    params({ id: created.id }),
  );
  expect(done.status).toBe(200);
}

function getReceipt(id: string, token: string, lang = 'ar') {
  return receipt(
    new Request(`${base}/${id}/receipt?lang=${lang}`, {
      headers: { authorization: `Bearer ${token}` },
    }),
    params({ id }),
  );
}

describe('the online application form', () => {
  it('creates one application with the answers, in the language applied in', async () => {
    const key = crypto.randomUUID();
    const { response, body } = await post({ form: answers(), idempotencyKey: key, locale: 'ar' });
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.reference).toMatch(/^RWD-\d{4}-[A-Z2-9]{6}$/);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(applications)
      .where(eq(applications.id, body.id));
    expect(row).toMatchObject({
      applicantName: 'سارة أحمد محمد',
      applicantEmail: 'sara@example.com',
      locale: 'ar',
      status: 'incomplete',
      reviewStatus: 'received',
      idempotencyKey: key,
    });
    expect(row!.form).toMatchObject({ programme: 'it', phone: '+249912345678', intake });
  });

  it('answers a retry with the same key with the same application, never a second one', async () => {
    const key = crypto.randomUUID();
    const first = await post({ form: answers(), idempotencyKey: key, locale: 'en' });
    const retry = await post({ form: answers(), idempotencyKey: key, locale: 'en' });
    expect(retry.response.status).toBe(200);
    expect(retry.body).toMatchObject({
      id: first.body.id,
      reference: first.body.reference,
      replayed: true,
    });
    expect(await rows()).toBe(1);
    // The retry's token is the one that works now (the first answer may never have arrived).
    expect((await send(first.body.id, first.body.token, 'id', 'a.pdf', pdfBytes())).status).toBe(
      404,
    );
    expect((await send(retry.body.id, retry.body.token, 'id', 'a.pdf', pdfBytes())).status).toBe(
      201,
    );
    // The same key with other answers is another submission: refused.
    const other = await post({
      form: answers({ programme: 'law' }),
      idempotencyKey: key,
      locale: 'en',
    });
    expect(other.response.status).toBe(409);
    expect(await rows()).toBe(1);
  });

  it.each<[string, Partial<ApplicationFormInput>, string, string]>([
    ['phone', { phone: '12' }, 'phone', 'Enter a phone number such as 0912 345 678'],
    ['e-mail', { email: 'sara@' }, 'email', 'Enter an e-mail address'],
    ['English name', { nameEn: 'سارة أحمد' }, 'nameEn', 'English (Latin) letters'],
    ['Arabic name', { nameAr: 'Sara Ahmed' }, 'nameAr', 'Arabic letters'],
    ['date of birth', { dateOfBirth: '2008-02-30' }, 'dateOfBirth', 'Enter a real date'],
    ['ID number', { idNumber: '1' }, 'idNumber', '5 to 20 letters and digits'],
    ['nationality', { nationality: ' ' }, 'nationality', 'Answer this question'],
    ['city', { city: 'x'.repeat(81) }, 'city', 'too long'],
    ['guardian', { guardianName: '' }, 'guardianName', 'Answer this question'],
    ['guardian phone', { guardianPhone: 'abc' }, 'guardianPhone', 'phone number'],
    ['declaration', { declaration: false as unknown as true }, 'declaration', 'Confirm'],
    ['programme of another track', { programme: 'business-phd' }, 'programme', 'Answer'],
    ['intake not offered', { intake: '2001-2002' }, 'intake', 'Answer this question'],
    [
      'average below the minimum',
      {
        programme: 'medicine',
        qualification: {
          kind: 'secondary',
          type: 'sudanese',
          stream: 'science',
          year: '2026',
          percentage: '85',
        },
      },
      'qualification.percentage',
      "below the programme's minimum",
    ],
  ])(
    'refuses a bad %s with a translated message and stores nothing',
    async (_, bad, field, text) => {
      const { response } = await post({
        form: answers(bad),
        idempotencyKey: crypto.randomUUID(),
        locale: 'en',
      });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: { code: string; fields: Record<string, { ar: string; en: string }> };
      };
      expect(error.code).toBe('invalid_application_form');
      expect(error.fields[field]?.en).toContain(text);
      expect(error.fields[field]?.ar).toMatch(/[\u0600-\u06ff]/);
      expect(await rows()).toBe(0);
    },
  );

  it('refuses a form without its idempotency key, or not an object', async () => {
    for (const body of [
      { form: answers(), locale: 'en' },
      { form: answers(), idempotencyKey: 'not-a-uuid', locale: 'en' },
      { form: 'text', idempotencyKey: crypto.randomUUID(), locale: 'en' },
      { form: null, idempotencyKey: crypto.randomUUID(), locale: 'en' },
    ]) {
      expect((await post(body)).response.status).toBe(400);
    }
    expect(await rows()).toBe(0);
  });

  it('refuses an answer with half a surrogate pair, which no stored JSON can hold, and keeps nothing', async () => {
    // JSON.stringify writes a lone surrogate as the escape `\ud800`; PostgreSQL's jsonb refuses it.
    for (const field of ['city', 'nationality', 'guardianName'] as const) {
      const { response } = await post({
        form: answers({ [field]: 'Omdurman \ud800' }),
        idempotencyKey: crypto.randomUUID(),
        locale: 'en',
      });
      expect(response.status, field).toBe(400);
      const { error } = (await response.json()) as {
        error: { code: string; message: { ar: string; en: string } };
      };
      expect(error.code, field).toBe('invalid_json');
      expect(error.message.ar, field).toMatch(/[\u0600-\u06ff]/);
    }
    expect(await rows()).toBe(0);
  });

  it('attaches the documents to the same application; the office gets the answers', async () => {
    const { body } = await post({
      form: answers(),
      idempotencyKey: crypto.randomUUID(),
      locale: 'ar',
    });
    await complete(body);
    // The form's own e-mail (the link to send the documents), then the office's and the
    // applicant's of the complete application.
    const ofThis = () => smtp.received.filter((mail) => mail.subject?.includes(body.reference));
    // The applicant's message goes in the background once its receipt is drawn.
    await expect.poll(() => ofThis().length, { timeout: 20_000 }).toBe(3);
    const office = ofThis().find((mail) => mail.text?.includes('رقم الهاتف: '))!;
    expect(office.to).toMatchObject({ text: 'admission@alrowad.edu.sd' });
    expect(office.text).toContain('البرنامج: تقانة المعلومات');
    expect(office.text).toContain('رقم الهاتف: +249912345678');
    expect(office.text).toContain('النسبة المئوية (%): 82.5');
    expect(await rows()).toBe(1);
  });

  it('gives the receipt PDF of a complete application to its token only', async () => {
    const { body } = await post({
      form: answers(),
      idempotencyKey: crypto.randomUUID(),
      locale: 'ar',
    });
    // Not before the documents are in.
    expect((await getReceipt(body.id, body.token)).status).toBe(404);
    await complete(body);
    const pdf = await getReceipt(body.id, body.token, 'en');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toBe('no-store');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="receipt-${body.reference}.pdf"`,
    );
    const lines = pdfActualTexts(new Uint8Array(await pdf.arrayBuffer()));
    expect(lines).toContain(body.reference);
    expect(lines).toContain('• Academic certificate: cert.png (1 KB)');
    // Another token, another id, or an unknown language: nothing.
    expect((await getReceipt(body.id, 'x'.repeat(43))).status).toBe(404);
    expect((await getReceipt(crypto.randomUUID(), body.token)).status).toBe(404);
    expect((await getReceipt(body.id, body.token, 'fr')).status).toBe(400);
  });
});

const { createApplicationFromForm } = await import('./create-application');
const { siteConfig } = await import('@/config/site');

describe("a programme's application window (medicine: 1 Rajab to 15 Shaban)", () => {
  const early = siteConfig as { earlyApplications: boolean };
  const on = (day: string) => new Date(`${day}T10:00:00+02:00`);
  const medicine = (now: Date) =>
    validForm({
      programme: 'medicine',
      intake: offeredIntakes(now, publishedFirstSemesters(seededPublishedYears()))[0]!,
      qualification: {
        kind: 'secondary',
        type: 'sudanese',
        stream: 'science',
        year: '2026',
        percentage: '93',
      },
    }) as Parameters<typeof createApplicationFromForm>[1];

  it('refuses medicine before its window, saying in both languages when it opens', async () => {
    const db = await getDb();
    const refused = await createApplicationFromForm(
      db,
      medicine(on('2026-11-28')),
      crypto.randomUUID(),
      'en',
      on('2026-11-28'),
    ).catch((error: unknown) => error as { code: string; fields: Record<string, object> });
    expect(refused).toMatchObject({
      code: 'invalid_application_form',
      fields: {
        programme: {
          en: 'Applications for Medicine and General Surgery open on 10 December 2026 and close on 23 January 2027: yours cannot be sent before then. Your answers stay saved in this browser.',
          ar: expect.stringContaining('من 10 ديسمبر 2026 إلى 23 يناير 2027') as string,
        },
      },
    });
    expect((await db.select({ n: count() }).from(applications))[0]!.n).toBe(0);
  });

  it('takes medicine inside its window, and before it when the college considers early applications', async () => {
    const db = await getDb();
    const inside = await createApplicationFromForm(
      db,
      medicine(on('2026-12-10')),
      crypto.randomUUID(),
      'ar',
      on('2026-12-10'),
    );
    expect(inside.reference).toMatch(/^RWD-/);
    early.earlyApplications = true;
    try {
      const before = await createApplicationFromForm(
        db,
        medicine(on('2026-11-28')),
        crypto.randomUUID(),
        'ar',
        on('2026-11-28'),
      );
      expect(before.reference).toMatch(/^RWD-/);
    } finally {
      early.earlyApplications = false;
    }
  });
});

describe("the office's inbox at work (issue #45)", () => {
  it('ranks by the average (a GPA counted on 100) and filters by track, intake, certificate and stream', async () => {
    const { listApplications } = await import('./list-applications');
    const { parseInboxQuery } = await import('./inbox-query');
    const db = await getDb();
    const sent = async (overrides: Partial<ApplicationFormInput>) => {
      const created = await createApplicationFromForm(
        db,
        answers(overrides) as Parameters<typeof createApplicationFromForm>[1],
        crypto.randomUUID(),
        'en',
      );
      await db
        .update(applications)
        .set({ status: 'complete', completedAt: new Date() })
        .where(eq(applications.id, created.id));
      return created.reference;
    };
    const sudanese = await sent({});
    const arab = await sent({
      programme: 'law',
      qualification: {
        kind: 'secondary',
        type: 'arab',
        stream: 'arts',
        year: '2025',
        percentage: '95',
      },
    });
    const { qualification, track, programme } = validGraduateForm({
      scale: 'gpa4',
      percentage: '3.6',
    });
    const graduate = await sent({ qualification, track, programme });
    const inbox = async (search: Record<string, string>) =>
      (await listApplications(db, parseInboxQuery(search))).rows.map((row) => row.reference);

    // 95% > 3.6 / 4 (90 on 100) > 82.5%.
    expect(await inbox({ sort: 'average', dir: 'desc' })).toEqual([arab, graduate, sudanese]);
    expect(await inbox({ sort: 'average', dir: 'asc' })).toEqual([sudanese, graduate, arab]);
    expect(await inbox({ track: 'graduate' })).toEqual([graduate]);
    expect(await inbox({ certificate: 'arab' })).toEqual([arab]);
    expect(await inbox({ stream: 'science' })).toEqual([sudanese]);
    expect((await inbox({ intake })).length).toBe(3);
    expect(await inbox({ intake: '1999-2000' })).toEqual([]);
    const [row] = (await listApplications(db, parseInboxQuery({ track: 'graduate' }))).rows;
    expect(row).toMatchObject({ grade: '3.6', scale: 'gpa4' });
    // The numbers beside each filter's choices: the other filters as they are, its own left out.
    const { countChoices } = await import('./list-applications');
    expect(await countChoices(db, parseInboxQuery({}), 'programme')).toEqual({
      it: 1,
      law: 1,
      'executive-mba': 1,
    });
    expect(
      await countChoices(
        db,
        parseInboxQuery({ programme: 'law', track: 'undergraduate' }),
        'programme',
      ),
    ).toEqual({ it: 1, law: 1 });
    expect(await countChoices(db, parseInboxQuery({ status: 'accepted' }), 'status')).toEqual({
      received: 3,
    });
    expect(await countChoices(db, parseInboxQuery({ stream: 'arts' }), 'fee')).toEqual({
      unpaid: 1,
    });
    // Every filter counts its choices, the officer's and "updated" included.
    expect(await countChoices(db, parseInboxQuery({ track: 'graduate' }), 'track')).toEqual({
      undergraduate: 2,
      graduate: 1,
    });
    expect(await countChoices(db, parseInboxQuery({ programme: 'law' }), 'certificate')).toEqual({
      arab: 1,
    });
    expect(await countChoices(db, parseInboxQuery({}), 'stream')).toEqual({
      science: 1,
      arts: 1,
      // The graduate's degree has no stream.
      null: 1,
    });
    expect(await countChoices(db, parseInboxQuery({ officer: 'none' }), 'officer')).toEqual({
      null: 3,
    });
    expect(await countChoices(db, parseInboxQuery({ updated: 'applicant' }), 'updated')).toEqual({
      false: 3,
    });
    expect(await countChoices(db, parseInboxQuery({ intake: '1999-2000' }), 'intake')).toEqual({
      [intake]: 3,
    });
    // 25, 50 or 100 a page; anything else is 25.
    expect(parseInboxQuery({ size: '50' }).size).toBe(50);
    expect(parseInboxQuery({ size: '7' }).size).toBe(25);
  });

  it('filters by nationality however it was typed, and by whether the documents are complete', async () => {
    const { listApplications, countChoices, nationalityChoices } =
      await import('./list-applications');
    const { parseInboxQuery } = await import('./inbox-query');
    const { applicationDocuments } = await import('../db/schema');
    const db = await getDb();
    const sent = async (nationality: string) => {
      const created = await createApplicationFromForm(
        db,
        answers({ nationality }) as Parameters<typeof createApplicationFromForm>[1],
        crypto.randomUUID(),
        'en',
      );
      await db
        .update(applications)
        .set({ status: 'complete', completedAt: new Date() })
        .where(eq(applications.id, created.id));
      return created;
    };
    const first = await sent('Sudanese');
    const second = await sent(' sudanese ');
    const third = await sent('إريترية');
    // The first holds all three documents, the second two of them.
    const held = (applicationId: string, slots: ('id' | 'certificate' | 'photo' | 'payment')[]) =>
      db.insert(applicationDocuments).values(
        slots.map((slot) => ({
          applicationId,
          slot,
          fileName: `${slot}.pdf`,
          mimeType: 'application/pdf',
          sizeBytes: 1,
          sha256: '0'.repeat(64),
          storageKey: `${applicationId}/${slot}`,
        })),
      );
    await held(first.id, ['id', 'certificate', 'photo']);
    await held(second.id, ['id', 'certificate', 'payment']);
    const inbox = async (search: Record<string, string>) =>
      (await listApplications(db, parseInboxQuery(search))).rows.map((row) => row.reference).sort();

    expect(await inbox({ nationality: 'SUDANESE' })).toEqual(
      [first.reference, second.reference].sort(),
    );
    expect(await inbox({ nationality: 'إريترية' })).toEqual([third.reference]);
    expect(await nationalityChoices(db, parseInboxQuery({}))).toEqual([
      { value: 'sudanese', label: 'Sudanese', count: 2 },
      { value: 'إريترية', label: 'إريترية', count: 1 },
    ]);
    expect(await inbox({ documents: 'complete' })).toEqual([first.reference]);
    expect(await inbox({ documents: 'missing' })).toEqual(
      [second.reference, third.reference].sort(),
    );
    expect(
      await countChoices(db, parseInboxQuery({ nationality: 'sudanese' }), 'documents'),
    ).toEqual({
      true: 1,
      false: 1,
    });
    // Removed by the retention period: no longer complete.
    await db
      .update(applications)
      .set({ documentsDeletedAt: new Date() })
      .where(eq(applications.id, first.id));
    expect(await inbox({ documents: 'complete' })).toEqual([]);
  });
});
