/**
 * The applications export (issue #45, item 3) through its real route handler, better-auth and
 * PGlite: every column in the workspace's language, labels rather than codes, Khartoum time, the
 * inbox's filters and order over every page, the CSV's guard against formulas, a spreadsheet
 * that opens (unzipped here and read as XML), who may export, and the audit row.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownDataDir } from '../../../test/support/db/own-data-dir';
import {
  validForm,
  validGraduateForm,
} from '../../../test/support/applications/application-form-fixture';
import { cookieOf, post, site } from '../../../test/support/staff/staff-requests';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
ownDataDir('applications-export');
delete process.env.DATABASE_URL;
process.env.SITE_URL = site;
process.env.SMTP_URL = '';

const { GET: exportApplications } = await import('@/app/api/staff/applications/export/route');
const { handleAuthRequest } = await import('@/server/staff/handle-auth-request');
const { getDb, closeDatabases } = await import('@/server/db/client');
const { createStaffAccount } = await import('@/server/staff/create-staff-account');
const { applicationFormSchema } = await import('@/lib/application-form');
const { applicationDocuments, applications, staffAuditLog } = await import('@/server/db/schema');
const { catalogues } = await import('@/i18n/catalogues');
const { programmeName } = await import('@content/programme-names');
const { desc, eq } = await import('drizzle-orm');

const accounts = {
  office: { email: 'office@alrowad.edu.sd', password: 'a long office passphrase' },
  english: { email: 'registrar@alrowad.edu.sd', password: 'a long registrar passphrase' },
  support: { email: 'desk@alrowad.edu.sd', password: 'a long support passphrase' },
};
const cookies = { office: '', english: '', support: '' };

const references = {
  accepted: 'RWD-2026-AAAAAA',
  graduate: 'RWD-2026-BBBBBB',
  external: 'RWD-2026-CCCCCC',
};

async function signIn(account: { email: string; password: string }): Promise<string> {
  const response = await handleAuthRequest(post('/api/auth/sign-in/email', account));
  expect(response.status).toBe(200);
  return cookieOf(response);
}

async function addDocuments(
  applicationId: string,
  slots: ('id' | 'certificate' | 'photo' | 'payment')[],
) {
  const db = await getDb();
  await db.insert(applicationDocuments).values(
    slots.map((slot) => ({
      applicationId,
      slot,
      fileName: `${slot}.pdf`,
      mimeType: 'application/pdf',
      sizeBytes: 1000,
      sha256: '0'.repeat(64),
      storageKey: crypto.randomUUID(),
    })),
  );
}

beforeAll(async () => {
  const db = await getDb();
  const officerId = await createStaffAccount(db, {
    ...accounts.office,
    name: 'Amna Osman',
    roles: ['admissions'],
  });
  await createStaffAccount(db, {
    ...accounts.english,
    name: 'Nada',
    roles: ['admissions'],
    locale: 'en',
  });
  await createStaffAccount(db, { ...accounts.support, name: 'Sara', roles: ['support'] });
  cookies.office = await signIn(accounts.office);
  cookies.english = await signIn(accounts.english);
  cookies.support = await signIn(accounts.support);

  // Accepted, paid, assigned, all documents and the fee's receipt; answers that would be formulas.
  const undergraduate = applicationFormSchema.parse(validForm({ programme: 'it' }));
  const [accepted] = await db
    .insert(applications)
    .values({
      reference: references.accepted,
      applicantName: '=HYPERLINK("https://evil.example")',
      applicantEmail: 'sara@example.com',
      locale: 'ar',
      uploadTokenHash: 'x',
      status: 'complete',
      createdAt: new Date('2026-11-29T21:00:00Z'),
      // 21:30 in UTC is 23:30 in Khartoum (UTC+2).
      completedAt: new Date('2026-11-29T21:30:00Z'),
      form: { ...undergraduate, city: '@SUM(A1)' },
      reviewStatus: 'accepted',
      // 22:45 in UTC is 00:45 of the next day in Khartoum.
      reviewUpdatedAt: new Date('2026-11-30T22:45:00Z'),
      feeStatus: 'paid',
      feeAmount: '100.00',
      feePaidOn: '2026-11-30',
      feeBankReference: 'BOK-7781',
      feeRecordedAt: new Date('2026-11-30T08:00:00Z'),
      assignedTo: officerId,
    })
    .returning();
  await addDocuments(accepted!.id, ['id', 'certificate', 'photo', 'payment']);

  // A graduate's degree graded on a GPA out of 4; under review, unpaid, assigned to no one.
  const graduate = applicationFormSchema.parse({
    ...validGraduateForm({ percentage: '3.2' }),
    qualification: { ...validGraduateForm({ percentage: '3.2' }).qualification, scale: 'gpa4' },
  });
  const [underReview] = await db
    .insert(applications)
    .values({
      reference: references.graduate,
      applicantName: 'Sara Ahmed Mohamed',
      applicantEmail: 'sara.graduate@example.com',
      locale: 'en',
      uploadTokenHash: 'x',
      status: 'complete',
      createdAt: new Date('2026-11-28T09:00:00Z'),
      completedAt: new Date('2026-11-28T10:05:00Z'),
      form: graduate,
      reviewStatus: 'under_review',
      reviewUpdatedAt: new Date('2026-11-29T07:00:00Z'),
    })
    .returning();
  // The photo is missing (a state the export names, whatever brought it about).
  await addDocuments(underReview!.id, ['id', 'certificate']);

  // The external form's: no answers here; decided long ago, its documents removed.
  await db.insert(applications).values({
    reference: references.external,
    applicantName: 'Mona Ali',
    applicantEmail: 'mona@example.com',
    locale: 'ar',
    uploadTokenHash: 'x',
    status: 'complete',
    createdAt: new Date('2026-01-10T06:00:00Z'),
    completedAt: new Date('2026-01-10T06:30:00Z'),
    reviewStatus: 'not_accepted',
    reviewUpdatedAt: new Date('2026-02-01T10:00:00Z'),
    documentsDeletedAt: new Date('2026-05-01T00:00:00Z'),
  });
  // Still being uploaded: never in the inbox, never exported.
  await db.insert(applications).values({
    reference: 'RWD-2026-DDDDDD',
    applicantName: 'Not Sent',
    applicantEmail: 'not-sent@example.com',
    locale: 'ar',
    uploadTokenHash: 'x',
  });
});
afterAll(async () => {
  await closeDatabases();
});

function exportRequest(search: string, cookie = cookies.office): Promise<Response> {
  return exportApplications(
    new Request(`${site}/api/staff/applications/export${search}`, { headers: { cookie } }),
  );
}

/** RFC 4180 CSV (every cell quoted, CRLF) into rows of cells. */
function parseCsv(text: string): string[][] {
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"')),
    );
}

async function csvOf(
  search: string,
  cookie?: string,
): Promise<{ header: string[]; rows: Record<string, string>[] }> {
  const response = await exportRequest(search, cookie);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const [header, ...rows] = parseCsv(bytes.subarray(3).toString('utf8'));
  for (const row of rows) expect(row).toHaveLength(header!.length);
  return {
    header: header!,
    rows: rows.map((row) => Object.fromEntries(header!.map((name, index) => [name, row[index]!]))),
  };
}

const columns = (locale: 'ar' | 'en') => catalogues[locale].Staff.export.columns;

describe('the applications export as CSV', () => {
  it('has every column, headed in English, with labels and Khartoum time', async () => {
    const c = columns('en');
    const response = await exportRequest('?lang=en');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const { header, rows } = await csvOf('?lang=en');
    expect(header).toEqual([
      c.reference,
      c.status,
      c.applicant,
      c.email,
      c.phone,
      c.language,
      c.track,
      c.programme,
      c.intake,
      c.nameAr,
      c.nameEn,
      c.dateOfBirth,
      c.nationality,
      c.idNumber,
      c.city,
      c.certificateType,
      c.stream,
      c.degreeLevel,
      c.field,
      c.university,
      c.year,
      c.scale,
      c.grade,
      c.guardianName,
      c.guardianPhone,
      c.documents,
      'Required documents received (of 3)',
      c.fee,
      c.feeAmount,
      c.feePaidOn,
      c.feeBankReference,
      c.officer,
      c.lastMessage,
      c.startedAt,
      c.receivedAt,
      c.statusChangedAt,
      c.applicantUpdatedAt,
      c.decidedAt,
    ]);
    expect(header).toContain('Received (Khartoum time)');
    // The inbox's default order: the latest completed first; the unsent one is not there.
    expect(rows.map((row) => row[c.reference])).toEqual([
      references.accepted,
      references.graduate,
      references.external,
    ]);

    const [accepted, graduate, external] = rows as [
      Record<string, string>,
      Record<string, string>,
      Record<string, string>,
    ];
    expect(accepted).toMatchObject({
      [c.status]: 'Accepted',
      [c.phone]: "'+249912345678",
      [c.language]: 'Arabic',
      [c.track]: 'Undergraduate',
      [c.programme]: programmeName('en', 'it'),
      [c.intake]: '2027-2028',
      [c.nameAr]: 'سارة أحمد محمد',
      [c.dateOfBirth]: '2008-03-14',
      [c.idNumber]: '1234567890',
      [c.certificateType]: 'Sudanese secondary certificate',
      [c.stream]: 'Science (natural sciences)',
      [c.degreeLevel]: '',
      [c.year]: '2026',
      [c.scale]: 'Percentage',
      [c.grade]: '82.5',
      [c.documents]: "All received, and the fee's transfer receipt",
      'Required documents received (of 3)': '3',
      [c.fee]: 'Paid',
      [c.feeAmount]: '100',
      [c.feePaidOn]: '2026-11-30',
      [c.feeBankReference]: 'BOK-7781',
      [c.officer]: 'Amna Osman',
      [c.startedAt]: '2026-11-29 23:00',
      [c.receivedAt]: '2026-11-29 23:30',
      [c.statusChangedAt]: '2026-12-01 00:45',
      [c.applicantUpdatedAt]: '',
      [c.decidedAt]: '2026-12-01 00:45',
    });
    // A spreadsheet would run these; the apostrophe keeps them text.
    expect(accepted[c.applicant]).toBe(`'=HYPERLINK("https://evil.example")`);
    expect(accepted[c.city]).toBe("'@SUM(A1)");

    expect(graduate).toMatchObject({
      [c.status]: 'Under review',
      [c.language]: 'English',
      [c.track]: 'Graduate studies',
      [c.programme]: programmeName('en', 'executive-mba'),
      [c.certificateType]: '',
      [c.degreeLevel]: "Bachelor's",
      [c.field]: 'Accounting',
      [c.university]: 'University of Khartoum',
      [c.year]: '2015',
      [c.scale]: 'GPA out of 4',
      [c.grade]: '3.2',
      [c.documents]: 'Missing: Personal photo',
      'Required documents received (of 3)': '2',
      [c.fee]: 'Not paid yet',
      [c.feeAmount]: '',
      [c.officer]: 'Not assigned',
      [c.receivedAt]: '2026-11-28 12:05',
      [c.decidedAt]: '',
    });

    expect(external).toMatchObject({
      [c.status]: 'Not accepted',
      [c.programme]: 'Answers on the external form',
      [c.track]: '',
      [c.phone]: '',
      [c.grade]: '',
      [c.documents]: 'Removed after the retention period',
      'Required documents received (of 3)': '',
      [c.decidedAt]: '2026-02-01 12:00',
    });
  });

  it('heads the columns in Arabic and writes Arabic labels', async () => {
    const c = columns('ar');
    const { header, rows } = await csvOf(`?lang=ar&q=${references.accepted}`);
    expect(header[0]).toBe('الرقم المرجعي');
    expect(header).toContain('وصل في (بتوقيت الخرطوم)');
    expect(header).toContain('المستندات المطلوبة المستلمة (من 3)');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      [c.status]: catalogues.ar.ApplicationStatus.statuses.accepted.label,
      [c.language]: 'العربية',
      [c.track]: catalogues.ar.ApplicationForm.tracks.undergraduate,
      [c.programme]: programmeName('ar', 'it'),
      [c.stream]: catalogues.ar.ApplicationForm.streams.science,
      [c.fee]: catalogues.ar.Staff.review.feeStatuses.paid,
      [c.receivedAt]: '2026-11-29 23:30',
    });
  });

  it("uses the account's language without `lang`", async () => {
    expect((await csvOf('', cookies.english)).header[0]).toBe('Reference');
    expect((await csvOf('', cookies.office)).header[0]).toBe('الرقم المرجعي');
  });

  it("applies the inbox's filters and sort to every page, not the current one", async () => {
    const reference = columns('en').reference;
    const list = async (search: string) =>
      (await csvOf(`?lang=en&${search}`)).rows.map((row) => row[reference]);
    expect(await list('status=accepted')).toEqual([references.accepted]);
    expect(await list('programme=executive-mba')).toEqual([references.graduate]);
    expect(await list('fee=paid')).toEqual([references.accepted]);
    expect(await list('sort=reference&dir=asc')).toEqual([
      references.accepted,
      references.graduate,
      references.external,
    ]);
    // The grade, a GPA counted on 100 for the ranking; the external form's last.
    expect(await list('sort=average&dir=desc')).toEqual([
      references.accepted,
      references.graduate,
      references.external,
    ]);
    // The inbox's page 2 of 25 is empty; the export is the whole list.
    expect(await list('page=2&size=25')).toHaveLength(3);
  });
});

describe('the applications export as a spreadsheet', () => {
  async function workbook(search: string) {
    const response = await exportRequest(search);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="applications-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const sheetFile = Object.keys(files).find((name) =>
      /^xl\/worksheets\/sheet\d*\.xml$/.test(name),
    );
    expect(sheetFile).toBeDefined();
    const sheet = strFromU8(files[sheetFile!]!);
    const strings = [
      ...strFromU8(files['xl/sharedStrings.xml'] ?? new Uint8Array()).matchAll(
        /<si>(?:<t[^>]*>([^<]*)<\/t>)<\/si>/g,
      ),
    ].map((match) => unescapeXml(match[1]!));
    const workbookXml = strFromU8(files['xl/workbook.xml']!);
    return { sheet, strings, workbookXml };
  }

  function unescapeXml(text: string): string {
    return text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&');
  }

  /** The cells of a row of the sheet: each cell's text (shared strings resolved) or number. */
  function rowCells(sheet: string, strings: string[], row: number): Map<string, string> {
    const xml = new RegExp(`<row[^>]*\\br="${row}"[^>]*>(.*?)</row>`, 's').exec(sheet)?.[1] ?? '';
    const cells = new Map<string, string>();
    for (const match of xml.matchAll(/<c r="([A-Z]+)\d+"([^>]*?)(?:\/>|>(.*?)<\/c>)/gs)) {
      const [, column, attributes, inner = ''] = match;
      const value = /<v>([^<]*)<\/v>/.exec(inner)?.[1] ?? '';
      cells.set(
        column!,
        / t="s"/.test(attributes!)
          ? strings[Number(value)]!
          : `${/ t="\w+"/.exec(attributes!)?.[0] ?? 'n'}:${value}`,
      );
    }
    return cells;
  }

  it('opens: the Arabic headings, right to left, the heading row frozen, numbers as numbers', async () => {
    const { sheet, strings, workbookXml } = await workbook(
      `?lang=ar&format=xlsx&sort=reference&dir=asc`,
    );
    expect(workbookXml).toContain(`name="${catalogues.ar.Staff.export.sheet}"`);
    expect(sheet).toMatch(/<sheetView[^>]*rightToLeft="1"/);
    expect(sheet).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/);
    expect(sheet).toMatch(/<col [^>]*width=/);

    const header = [...rowCells(sheet, strings, 1).values()];
    expect(header[0]).toBe('الرقم المرجعي');
    expect(header).toContain('وصل في (بتوقيت الخرطوم)');
    expect(header).toContain(columns('ar').grade);
    expect(header).toHaveLength(38);

    const headings = [...rowCells(sheet, strings, 1).entries()];
    const letterOf = (name: string) => headings.find(([, text]) => text === name)![0];
    const first = rowCells(sheet, strings, 2);
    const second = rowCells(sheet, strings, 3);
    expect(first.get('A')).toBe(references.accepted);
    expect(second.get('A')).toBe(references.graduate);
    expect(rowCells(sheet, strings, 4).get('A')).toBe(references.external);
    // A number cell (no t="s"), not text: the spreadsheet can sort and average it.
    expect(first.get(letterOf(columns('ar').grade))).toBe('n:82.5');
    expect(second.get(letterOf(columns('ar').grade))).toBe('n:3.2');
    expect(first.get(letterOf(columns('ar').feeAmount))).toBe('n:100');
    // A date cell: Excel's serial day of Khartoum's 2026-11-29 23:30.
    const serial = Number(first.get(letterOf(columns('ar').receivedAt))!.slice(2));
    const expected = (Date.UTC(2026, 10, 29, 23, 30) - Date.UTC(1899, 11, 30)) / 86_400_000;
    expect(serial).toBeCloseTo(expected, 6);
    // Text stays text in a workbook: no formula, and no apostrophe needed.
    expect(first.get(letterOf(columns('ar').applicant))).toBe('=HYPERLINK("https://evil.example")');
    expect(sheet).not.toContain('<f>');
  });

  it('is left to right in English, with the filters applied', async () => {
    const { sheet, strings } = await workbook(`?lang=en&format=xlsx&status=under_review`);
    expect(sheet).not.toMatch(/rightToLeft="1"/);
    expect(rowCells(sheet, strings, 1).get('A')).toBe('Reference');
    expect(rowCells(sheet, strings, 2).get('A')).toBe(references.graduate);
    expect(rowCells(sheet, strings, 3).size).toBe(0);
  });
});

describe('who may export, and the audit log', () => {
  it('refuses an account without the admissions role (403) and a visitor (401)', async () => {
    expect((await exportRequest('?format=xlsx', cookies.support)).status).toBe(403);
    expect((await exportRequest('', cookies.support)).status).toBe(403);
    expect((await exportRequest('', '')).status).toBe(401);
  });

  it('records each export with its format, rows and filters', async () => {
    const db = await getDb();
    for (const format of ['csv', 'xlsx'] as const) {
      expect((await exportRequest(`?format=${format}&status=accepted`)).status).toBe(200);
      const [row] = await db
        .select()
        .from(staffAuditLog)
        .where(eq(staffAuditLog.action, 'applications.export'))
        .orderBy(desc(staffAuditLog.id))
        .limit(1);
      expect(row).toMatchObject({
        actorEmail: accounts.office.email,
        subjectType: 'application',
        subjectId: '*',
        detail: { rows: 1, format, filters: `?format=${format}&status=accepted` },
      });
    }
    // A search's words are not kept: a name or an address is personal data.
    expect((await exportRequest(`?format=csv&q=${encodeURIComponent('Sara Ahmed')}`)).status).toBe(
      200,
    );
    const [searched] = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'applications.export'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(searched!.detail).toMatchObject({ filters: '?format=csv&q=%E2%80%A6' });
    expect(JSON.stringify(searched!.detail)).not.toContain('Sara');
  });
});

describe("the inbox's dates", () => {
  it("are days on Khartoum's clock, not UTC's", async () => {
    // 23:30 UTC on 1 December is 01:30 on 2 December in Khartoum.
    await (await getDb()).insert(applications).values({
      reference: 'RWD-2026-EEEEEE',
      applicantName: 'Late Night',
      applicantEmail: 'late@example.com',
      locale: 'en',
      uploadTokenHash: 'x',
      status: 'complete',
      completedAt: new Date('2026-12-01T23:30:00Z'),
    });
    const reference = columns('en').reference;
    const list = async (search: string) =>
      (await csvOf(`?lang=en&${search}`)).rows.map((row) => row[reference]);
    expect(await list('from=2026-12-02&to=2026-12-02')).toEqual(['RWD-2026-EEEEEE']);
    expect(await list('from=2026-12-01&to=2026-12-01')).toEqual([]);
    expect(await list('from=2026-11-29&to=2026-12-01')).toEqual([references.accepted]);
  });
});
