/**
 * The reports' download (issue #45, item 5) through its real route handler, better-auth and
 * PGlite: who may download it (401, 403), the parts each role sees, the CSV's sections headed in
 * either language, a spreadsheet that opens with a sheet per table, and the audit row.
 */
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ownDataDir } from '../../../test/support/db/own-data-dir';
import { cookieOf, post, site } from '../../../test/support/staff/staff-requests';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
ownDataDir('reports-export');
delete process.env.DATABASE_URL;
delete process.env.STAFF_REQUIRE_2FA;
process.env.SITE_URL = site;
process.env.SMTP_URL = '';

const { GET: exportReports } = await import('@/app/api/staff/reports/export/route');
const { handleAuthRequest } = await import('@/server/staff/handle-auth-request');
const { getDb, closeDatabases } = await import('@/server/db/client');
const { createStaffAccount } = await import('@/server/staff/create-staff-account');
const { applications, staffAuditLog, supportRequests } = await import('@/server/db/schema');
const { catalogues } = await import('@/i18n/catalogues');
const { programmeName } = await import('@content/programme-names');
const { desc, eq } = await import('drizzle-orm');

const accounts = {
  office: { email: 'office@alrowad.edu.sd', password: 'a long office passphrase' },
  desk: { email: 'desk@alrowad.edu.sd', password: 'a long support passphrase' },
  admin: { email: 'admin@alrowad.edu.sd', password: 'a long admin passphrase' },
  editor: { email: 'editor@alrowad.edu.sd', password: 'a long editor passphrase' },
  registrar: { email: 'registrar@alrowad.edu.sd', password: 'a long registrar passphrase' },
};
const cookies: Record<keyof typeof accounts, string> = {
  office: '',
  desk: '',
  admin: '',
  editor: '',
  registrar: '',
};

const en = catalogues.en.StaffReports;
const ar = catalogues.ar.StaffReports;

beforeAll(async () => {
  const db = await getDb();
  await createStaffAccount(db, { ...accounts.office, name: 'Amna', roles: ['admissions'] });
  await createStaffAccount(db, { ...accounts.desk, name: 'Sara', roles: ['support'] });
  await createStaffAccount(db, {
    ...accounts.admin,
    name: 'Khalid',
    roles: ['administrator'],
    locale: 'en',
  });
  await createStaffAccount(db, { ...accounts.editor, name: 'Nafisa', roles: ['editor'] });
  await createStaffAccount(db, {
    ...accounts.registrar,
    name: 'Hiba',
    roles: ['admissions', 'administrator'],
  });
  for (const who of Object.keys(accounts) as (keyof typeof accounts)[]) {
    const response = await handleAuthRequest(post('/api/auth/sign-in/email', accounts[who]));
    expect(response.status).toBe(200);
    cookies[who] = cookieOf(response);
  }
  // Two applications for IT on 2 and 3 November (Khartoum), one of them at 23:30 UTC on the 2nd.
  for (const [reference, completedAt] of [
    ['RWD-2026-AAAAAA', '2026-11-02T08:00:00Z'],
    ['RWD-2026-BBBBBB', '2026-11-02T23:30:00Z'],
  ] as const) {
    await db.insert(applications).values({
      reference,
      applicantName: 'Sara',
      applicantEmail: 'sara@example.com',
      locale: 'ar',
      uploadTokenHash: 'x',
      status: 'complete',
      completedAt: new Date(completedAt),
      form: { programme: 'it' } as never,
    });
  }
  await db.insert(supportRequests).values({
    reference: 'SUP-2026-AAAAAA',
    fullName: 'Omar',
    email: 'omar@example.com',
    issueType: 'login',
    description: 'Help',
    locale: 'ar',
    createdAt: new Date('2026-11-03T08:00:00Z'),
  });
});
afterAll(async () => {
  await closeDatabases();
});

const period = 'from=2026-11-01&to=2026-11-05';

function exportRequest(search: string, cookie: string): Promise<Response> {
  return exportReports(
    new Request(`${site}/api/staff/reports/export?${search}`, { headers: { cookie } }),
  );
}

/** RFC 4180 CSV (every cell quoted, CRLF) into lines of cells; an empty line as []. */
async function csvLines(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes
    .subarray(3)
    .toString('utf8')
    .split('\r\n')
    .slice(0, -1)
    .map((line) =>
      [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"')),
    );
}

/** The rows of the CSV's section under `caption`: its headings, then its lines. */
function section(lines: string[][], caption: string): string[][] {
  const start = lines.findIndex((line) => line.length === 1 && line[0] === caption);
  expect(start, caption).toBeGreaterThan(0);
  const end = lines.findIndex((line, index) => index > start && line.length === 0);
  return lines.slice(start + 1, end === -1 ? undefined : end);
}

describe('who may download the reports', () => {
  it('answers 401 without a session and 403 to an account of another role', async () => {
    const signedOut = await exportRequest(period, '');
    expect(signedOut.status).toBe(401);
    expect((await signedOut.json()).error.code).toBe('staff_signed_out');
    const editor = await exportRequest(period, cookies.editor);
    expect(editor.status).toBe(403);
    expect((await editor.json()).error.code).toBe('staff_forbidden');
  });

  it('with two-factor required, leaves out what only the administrator’s role would show', async () => {
    process.env.STAFF_REQUIRE_2FA = '1';
    try {
      const admin = await exportRequest(period, cookies.admin);
      expect(admin.status).toBe(403);
      expect((await admin.json()).error.code).toBe('staff_two_factor_required');
      // Admissions as well: the office's part, not the support desk's.
      const registrar = await csvLines(await exportRequest(`${period}&lang=en`, cookies.registrar));
      expect(registrar.some((line) => line[0] === en.tables.perProgramme)).toBe(true);
      expect(registrar.some((line) => line[0] === en.tables.support)).toBe(false);
    } finally {
      delete process.env.STAFF_REQUIRE_2FA;
    }
    const registrar = await csvLines(await exportRequest(`${period}&lang=en`, cookies.registrar));
    expect(registrar.some((line) => line[0] === en.tables.support)).toBe(true);
  });
});

describe('the reports as CSV', () => {
  it('has the period first, then every table of the office’s part, headed in English', async () => {
    const response = await exportRequest(`${period}&lang=en`, cookies.office);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="reports-2026-11-01-2026-11-05.csv"',
    );
    const lines = await csvLines(response);
    expect(lines[0]).toEqual([en.csv.period, '2026-11-01', '2026-11-05']);
    const captions = lines.filter((line, index) => index > 0 && lines[index - 1]!.length === 0);
    expect(captions.map((line) => line[0])).toEqual([
      en.tables.perProgramme,
      en.tables.perDay,
      en.tables.statusNow,
      en.tables.decisions,
      en.tables.timeToDecision,
    ]);
    const perProgramme = section(lines, en.tables.perProgramme);
    expect(perProgramme[0]).toEqual([en.columns.programme, en.columns.applications]);
    expect(perProgramme).toContainEqual([programmeName('en', 'it'), '2']);
    expect(perProgramme.at(-1)).toEqual([en.total, '2']);
    // 23:30 UTC on 2 November is the 3rd in Khartoum.
    expect(section(lines, en.tables.perDay)).toEqual([
      [en.columns.day, en.columns.applications],
      ['2026-11-01', '0'],
      ['2026-11-02', '1'],
      ['2026-11-03', '1'],
      ['2026-11-04', '0'],
      ['2026-11-05', '0'],
      [en.total, '2'],
    ]);
    expect(section(lines, en.tables.timeToDecision)).toEqual([
      [en.columns.decided, `${en.columns.average} (hours)`, `${en.columns.median} (hours)`],
      ['0', '', ''],
    ]);
  });

  it('gives the support desk its part only, and an administrator both, in Arabic', async () => {
    const desk = await csvLines(await exportRequest(`${period}&lang=en`, cookies.desk));
    expect(desk.filter((line) => line.length === 1).map((line) => line[0])).toEqual([
      en.tables.support,
    ]);
    expect(section(desk, en.tables.support)).toEqual([
      [
        en.columns.kind,
        en.columns.received,
        en.columns.answered,
        `${en.columns.averageResponse} (hours)`,
        `${en.columns.medianResponse} (hours)`,
      ],
      [catalogues.en.StaffSupport.kinds.support, '1', '0', '', ''],
      [catalogues.en.StaffSupport.kinds.contact, '0', '0', '', ''],
      [en.total, '1', '0', '', ''],
    ]);

    const admin = await csvLines(await exportRequest(`${period}&lang=ar`, cookies.admin));
    expect(admin[0]).toEqual([ar.csv.period, '2026-11-01', '2026-11-05']);
    expect(section(admin, ar.tables.perProgramme)[0]).toEqual(['البرنامج', 'الطلبات']);
    expect(section(admin, ar.tables.support)[0]![3]).toBe('متوسط مدة أول رد (بالساعات)');
  });

  it('is in the account’s language without `lang`, and written to the audit log', async () => {
    const lines = await csvLines(await exportRequest(period, cookies.admin));
    expect(lines[0]![0]).toBe(en.csv.period);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'reports.export'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      actorEmail: accounts.admin.email,
      subjectType: 'report',
      detail: {
        format: 'csv',
        from: '2026-11-01',
        to: '2026-11-05',
        parts: 'applications,support',
      },
    });
  });
});

describe('the reports as a spreadsheet', () => {
  it('opens, with a sheet per table and one of the period, right to left in Arabic', async () => {
    const response = await exportRequest(`${period}&lang=ar&format=xlsx`, cookies.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="reports-2026-11-01-2026-11-05.xlsx"',
    );
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const workbook = strFromU8(files['xl/workbook.xml']!);
    const names = [...workbook.matchAll(/<sheet [^>]*name="([^"]+)"/g)].map((match) => match[1]);
    expect(names).toEqual([
      ar.sheets.perProgramme,
      ar.sheets.perDay,
      ar.sheets.statusNow,
      ar.sheets.decisions,
      ar.sheets.timeToDecision,
      ar.sheets.support,
      ar.sheets.period,
    ]);
    const sheets = Object.keys(files).filter((name) =>
      /^xl\/worksheets\/sheet\d+\.xml$/.test(name),
    );
    expect(sheets).toHaveLength(7);
    const first = strFromU8(files['xl/worksheets/sheet1.xml']!);
    expect(first).toMatch(/<sheetView[^>]*rightToLeft="1"/);
    expect(first).toMatch(/<pane[^>]*ySplit="1"[^>]*state="frozen"/);
    const strings = strFromU8(files['xl/sharedStrings.xml']!);
    expect(strings).toContain(ar.columns.programme);
    expect(strings).toContain(programmeName('ar', 'it'));
  });
});
