/**
 * The admission letter (issue #45, item 2; issue #44, item 2) on the server side: real route
 * handlers and a real PGlite database. Accepting an application issues a letter with a code;
 * the acceptance e-mail carries it as a PDF in the applicant's language; the applicant's link
 * downloads it; anyone checks its code; a changed decision withdraws it, and a new acceptance
 * issues another.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { pdfActualTexts } from '../../../../test/support/pdf/pdf-actual-text';
import { completeApplicationRow } from '../../../../test/support/applications/complete-application-row';
import { ownDataDir } from '../../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('admission-letter');
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { POST: check } = await import('../../../app/api/admission-letters/check/route');
const { GET: download } = await import('../../../app/api/applications/[id]/letter/route');
const { getDb, closeDatabases } = await import('../../db/client');
const { applications, mailOutbox, rateLimits } = await import('../../db/schema');
const { backgroundDeliveriesSettled } = await import('../../mail/deliver-mail');
const { attachmentsOf } = await import('../../mail/mail-attachments');
const { changeApplicationStatus } = await import('../change-application-status');
const { issueApplicantLink } = await import('../applicant-link');
const { applicantViewOf } = await import('../applicant-view');
const { letterText } = await import('./letter-text');
const { and, eq } = await import('drizzle-orm');

afterAll(async () => {
  await backgroundDeliveriesSettled();
  await closeDatabases();
});

const site = 'https://www.alrowad.edu.sd';
const officer = { id: 'officer-1', email: 'office@alrowad.edu.sd' };
const params = <T>(value: T) => ({ params: Promise.resolve(value) });

function checkCode(code: unknown, headers: Record<string, string> = {}) {
  return check(
    new Request(`${site}/api/admission-letters/check`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: site,
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: JSON.stringify({ code }),
    }),
  );
}

async function mailsOf(id: string, kind: string) {
  const db = await getDb();
  return db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.relatedId, id), eq(mailOutbox.kind, kind)));
}

async function keyOf(row: { id: string; locale: 'ar' | 'en' }) {
  const link = await issueApplicantLink(await getDb(), row);
  return /#[0-9a-f-]{36}\.([\w-]+)$/.exec(link)![1]!;
}

function fetchLetter(id: string, key: string, lang = '') {
  return download(
    new Request(`${site}/api/applications/${id}/letter${lang ? `?lang=${lang}` : ''}`, {
      headers: { authorization: `Bearer ${key}` },
    }),
    params({ id }),
  );
}

describe('the admission letter', () => {
  it('is issued with the acceptance, attached to its e-mail, on the applicant’s page, and checked by its code', async () => {
    const db = await getDb();
    const row = await completeApplicationRow('en');
    const key = await keyOf(row);
    // Not accepted yet: no letter, and the route says nothing more.
    expect((await fetchLetter(row.id, key)).status).toBe(404);
    expect((await applicantViewOf(db, row)).letter).toBeNull();

    await changeApplicationStatus(db, officer, row.id, { status: 'accepted', message: undefined });
    const [mail] = await mailsOf(row.id, 'application-accepted');
    expect(mail!.subject).toContain('Accepted');
    expect(mail!.textBody).toContain('Your letter of admission is attached');
    const [attachment] = await attachmentsOf(db, mail!);
    expect(attachment!.filename).toBe(`admission-letter-${row.reference}.pdf`);
    const lines = pdfActualTexts(attachment!.content as Buffer);
    expect(lines).toContain('Letter of admission');
    expect(lines).toContain('Dear Sara Ahmed,');
    expect(lines.join('\n')).toContain('Medicine and General Surgery');

    const [current] = await db.select().from(applications).where(eq(applications.id, row.id));
    const view = await applicantViewOf(db, current!);
    expect(view.letter?.code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    const code = view.letter!.code;
    expect(lines).toContain(code);

    // The applicant's link downloads it, in either language; another key gets nothing.
    const pdf = await fetchLetter(row.id, key, 'ar');
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('cache-control')).toContain('no-store');
    const arabic = pdfActualTexts(Buffer.from(await pdf.arrayBuffer()));
    expect(arabic).toContain('خطاب القبول');
    expect((await fetchLetter(row.id, 'not-the-key')).status).toBe(404);

    // Anyone checks the code, typed as people type it.
    const answer = await checkCode(code.toLowerCase().replaceAll('-', ' '));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toMatchObject({
      state: 'valid',
      code,
      name: 'Sara Ahmed',
      reference: row.reference,
      programme: { en: 'Medicine and General Surgery' },
      intake: '2027-2028',
    });

    // The acceptance sent again with a message keeps its letter.
    await changeApplicationStatus(db, officer, row.id, {
      status: 'accepted',
      message: 'Registration opens on 3 January.',
    });
    expect(await (await checkCode(code)).json()).toMatchObject({ state: 'valid', code });

    // The decision changes: the letter is withdrawn everywhere, and says nothing of the applicant.
    await changeApplicationStatus(db, officer, row.id, {
      status: 'under_review',
      message: undefined,
    });
    const withdrawn = (await (await checkCode(code)).json()) as Record<string, unknown>;
    expect(withdrawn).toMatchObject({ state: 'withdrawn', code });
    expect(JSON.stringify(withdrawn)).not.toContain('Sara');
    expect((await fetchLetter(row.id, key)).status).toBe(404);
    const [reviewed] = await db.select().from(applications).where(eq(applications.id, row.id));
    expect((await applicantViewOf(db, reviewed!)).letter).toBeNull();
    // An acceptance e-mail still waiting in the outbox goes without the withdrawn letter.
    expect(await attachmentsOf(db, mail!)).toEqual([]);

    // Accepted again: a new letter, with a new code.
    await changeApplicationStatus(db, officer, row.id, { status: 'accepted', message: undefined });
    const [again] = await db.select().from(applications).where(eq(applications.id, row.id));
    const fresh = (await applicantViewOf(db, again!)).letter!.code;
    expect(fresh).not.toBe(code);
    expect(await (await checkCode(fresh)).json()).toMatchObject({ state: 'valid' });
    expect(await (await checkCode(code)).json()).toMatchObject({ state: 'withdrawn' });
  });

  it('is in Arabic for an Arabic applicant, the year kept in its order', async () => {
    const row = await completeApplicationRow('ar');
    const text = letterText(
      row,
      { code: 'K7Q2-9XMA-P4TD', issuedAt: new Date('2026-12-10T08:00:00Z') },
      'ar',
    );
    expect(text.title).toBe('خطاب القبول');
    expect(text.date).toBe('التاريخ: 10 ديسمبر 2026');
    expect(text.admitted).toContain(
      'برنامج الطب والجراحة العامة للعام الدراسي \u20662027-2028\u2069',
    );
    expect(text.verifyAt).toContain(`${site}/admission/verify-letter`);
    expect(text.after).toContain(
      'رسوم التقديم (100 جنيه سوداني) لم تُسجَّل مدفوعةً بعد: ادفعها قبل التسجيل وأحضر إيصالها.',
    );
    // An application whose answers were given on an external form: admitted by its reference.
    const external = letterText(
      await completeApplicationRow('en', { form: false }),
      { code: 'K7Q2-9XMA-P4TD', issuedAt: new Date() },
      'en',
    );
    expect(external.rows).toEqual([]);
    expect(external.admitted).toContain('has accepted your application');
  });

  it('refuses a malformed code, an unknown one, another site, and many tries', async () => {
    const db = await getDb();
    await db.delete(rateLimits);
    for (const bad of ['', 'K7Q2-9XMA', 'K7Q2-9XMA-P4T0', 42, 'x'.repeat(100)]) {
      const response = await checkCode(bad);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'invalid_letter_code' } });
    }
    const unknown = await checkCode('AAAA-BBBB-CCCC');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'letter_not_found' } });
    expect(
      (
        await checkCode('AAAA-BBBB-CCCC', {
          origin: 'https://evil.example',
          'sec-fetch-site': 'cross-site',
        })
      ).status,
    ).toBe(403);
    const statuses: number[] = [];
    for (let i = 0; i < 25; i++) statuses.push((await checkCode('AAAA-BBBB-CCCD')).status);
    expect(statuses.slice(0, 18).every((status) => status === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
