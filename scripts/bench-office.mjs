// `node scripts/bench-office.mjs [--postgres URL] [--json FILE]`: the staff workspace at a
// college's scale (issue #45, item 8; DESIGN.md section 6). For a fresh PGlite database in a
// temporary folder and, with --postgres (or BENCH_DATABASE_URL), a fresh database made on that
// PostgreSQL server and dropped after, it makes the office's accounts, fills 2,000 complete
// applications (documents' records, notes, audit rows) and 5,000 support requests
// (scripts/lib/fill-office.ts), then times in-process, with the same server functions and route
// handlers the pages and endpoints call, the inbox's list with its counts (default, every sort,
// every filter, 100 a page), the support desk's list, a bulk status change of 200 applications
// (one POST, a real staff session) and the export (CSV and XLSX of the whole list). Each is the
// median of 5 runs after a warm-up. Prints a table and exits with 1 when a figure is over its
// budget (BUDGETS below; docs/performance.md, "The office at scale"). `--applications N` and
// `--requests N` fill a smaller season, for a quick look (the budgets are for the full one).
//
// Each database is measured by a child process of its own (`--measure`): the site's modules
// open the database the environment names, once per process, as they do in the site.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { formatTable } from './bench-helpers.mjs';

/** The office's season (the DESIGN.md budget's scale). */
const SCALE = { applications: 2000, requests: 5000 };
/**
 * Server time, in ms. Lists and the export: DESIGN.md section 6. The bulk change writes, for each
 * of its 200 applications, the row, an audit row, an applicant link and an e-mail in one
 * transaction: a budget of its own, a pause the officer waits through once, not a page.
 */
const BUDGETS = { list: 300, bulk: 3000, export: 300 };
const RUNS = 5;
const BULK_SIZE = 200;

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'string' },
    json: { type: 'string' },
    measure: { type: 'boolean' },
    out: { type: 'string' },
    applications: { type: 'string' },
    requests: { type: 'string' },
    help: { type: 'boolean' },
  },
});

const round = (ms) => Math.round(ms * 10) / 10;
const median = (values) => {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

// ---------------------------------------------------------------------------------------------
// The measuring child: one database, named by the environment (DATABASE_URL, else DATA_DIR).

async function measure(scale) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  // The site's server modules refuse to load outside Next's server bundle ('server-only');
  // Vitest maps it to its empty module (vitest.config.ts), and so does this process.
  const empty = pathToFileURL(join(root, 'node_modules/server-only/empty.js')).href;
  registerHooks({
    resolve: (specifier, context, next) =>
      specifier === 'server-only' ? { url: empty, shortCircuit: true } : next(specifier, context),
  });
  await import('tsx/cjs');
  await import('tsx/esm');
  const { getDatabase } = await import('../src/server/db/client.ts');
  const { createStaffAccount } = await import('../src/server/staff/create-staff-account.ts');
  const { fillApplications, fillSupportRequests } = await import('./lib/fill-office.ts');
  const { countChoices, listApplications, listIntakes, nationalityChoices } =
    await import('../src/server/applications/list-applications.ts');
  const { listAdmissionsOfficers } =
    await import('../src/server/applications/assign-application.ts');
  const { parseInboxQuery } = await import('../src/server/applications/inbox-query.ts');
  const { listSupportRequests } = await import('../src/server/support/list-support-requests.ts');
  const { listSupportAgents } = await import('../src/server/support/assign-support-request.ts');
  const { parseSupportQuery } = await import('../src/server/support/support-query.ts');
  const { handleAuthRequest } = await import('../src/server/staff/handle-auth-request.ts');
  const { backgroundDeliveriesSettled } = await import('../src/server/mail/deliver-mail.ts');
  const { POST: changeStatus } = await import('../src/app/api/staff/applications/status/route.ts');
  const { GET: exportApplications } =
    await import('../src/app/api/staff/applications/export/route.ts');
  const { cookieOf, post, site } = await import('../test/support/staff/staff-requests.ts');
  const { applications } = await import('../src/server/db/schema.ts');
  const { asc, ne, sql } = await import('drizzle-orm');

  const opening = performance.now();
  const { db, config } = await getDatabase();
  const openMs = performance.now() - opening;

  const password = 'a long bench passphrase';
  const account = (email, name, roles) =>
    createStaffAccount(db, { email, name, roles, password, locale: 'en' }).then((id) => ({
      id,
      email,
      name,
    }));
  const officer = await account('officer@alrowad.edu.sd', 'Amna Osman', ['admissions']);
  const officers = [officer];
  for (const n of [1, 2, 3, 4]) {
    officers.push(await account(`officer${n}@alrowad.edu.sd`, `Officer ${n}`, ['admissions']));
  }
  const agent = await account('desk@alrowad.edu.sd', 'Hiba Ali', ['support']);
  const agents = [agent, await account('desk2@alrowad.edu.sd', 'Desk Two', ['support'])];

  let started = performance.now();
  const applicationIds = await fillApplications(db, {
    applications: scale.applications,
    officers,
  });
  const fillApplicationsMs = performance.now() - started;
  started = performance.now();
  await fillSupportRequests(db, { requests: scale.requests, agents });
  const fillRequestsMs = performance.now() - started;
  // PostgreSQL's autovacuum analyses tables this size changed within a minute: the figures are
  // those of a server that has. PGlite has no autovacuum, and the site never analyses: its
  // figures are those of the site as it runs.
  if (config.kind === 'postgres') await db.execute(sql`analyze`);

  const signIn = await handleAuthRequest(
    post('/api/auth/sign-in/email', { email: officer.email, password }),
  );
  if (signIn.status !== 200) throw new Error(`sign-in answered ${signIn.status}`);
  const cookie = cookieOf(signIn);

  const results = [];
  /** The median of RUNS runs after a warm-up; `settle` runs after each, not timed. */
  async function timed(name, kind, run, settle = async () => {}) {
    await run(); // warm-up
    await settle();
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now();
      await run();
      runs.push(performance.now() - start);
      await settle();
    }
    const ms = round(median(runs));
    results.push({ name, kind, ms, runs: runs.map(round), budget: BUDGETS[kind] });
    console.error(`[office] ${name}: ${ms} ms`);
  }

  // The inbox's page (src/app/[locale]/staff/applications/page.tsx): its list, its intakes and
  // officers, and each filter's counts, in the page's order.
  const facets = [
    'status',
    'programme',
    'track',
    'intake',
    'certificate',
    'stream',
    'officer',
    'fee',
    'updated',
    'documents',
  ];
  const inbox = async (params) => {
    const query = parseInboxQuery(params);
    const { rows, total } = await listApplications(db, query, { me: officer.id });
    await listIntakes(db);
    await listAdmissionsOfficers(db);
    await nationalityChoices(db, query, officer.id);
    await Promise.all(facets.map((facet) => countChoices(db, query, facet, officer.id)));
    if (total === 0 || rows.length === 0)
      throw new Error(`the inbox lists nothing for ${JSON.stringify(params)}`);
  };
  // One application's reference, as an officer types it from an e-mail.
  const [{ reference }] = await db
    .select({ reference: applications.reference })
    .from(applications)
    .orderBy(asc(applications.reference))
    .offset(Math.floor(scale.applications / 2))
    .limit(1);
  const inboxCases = [
    ['inbox: default (25, newest completed)', {}],
    ['inbox: sort by average, descending', { sort: 'average', dir: 'desc' }],
    ['inbox: sort by average, ascending', { sort: 'average', dir: 'asc' }],
    ['inbox: sort by reference', { sort: 'reference', dir: 'asc' }],
    ['inbox: sort by name', { sort: 'applicantName', dir: 'asc' }],
    ['inbox: status = accepted', { status: 'accepted' }],
    ['inbox: programme = it', { programme: 'it' }],
    ['inbox: track = graduate', { track: 'graduate' }],
    ['inbox: intake = 2027-2028', { intake: '2027-2028' }],
    ['inbox: certificate = arab', { certificate: 'arab' }],
    ['inbox: stream = science', { stream: 'science' }],
    ['inbox: officer = mine', { officer: 'mine' }],
    ['inbox: officer = none', { officer: 'none' }],
    ['inbox: fee = paid', { fee: 'paid' }],
    ['inbox: updated by the applicant', { updated: 'applicant' }],
    ['inbox: nationality = مصرية', { nationality: 'مصرية' }],
    ['inbox: documents missing', { documents: 'missing' }],
    ['inbox: completed 15-31 October', { from: '2026-10-15', to: '2026-10-31' }],
    ['inbox: search by name (Osman)', { q: 'Osman' }],
    ['inbox: search by name (عثمان)', { q: 'عثمان' }],
    ['inbox: search by reference', { q: reference }],
    ['inbox: 100 a page', { size: '100' }],
    ['inbox: 100 a page, page 3, by average', { size: '100', page: '3', sort: 'average' }],
  ];
  for (const [name, params] of inboxCases) await timed(name, 'list', () => inbox(params));

  // The support desk's page (src/app/[locale]/staff/support/page.tsx).
  const desk = async (params) => {
    const [{ rows }] = await Promise.all([
      listSupportRequests(db, parseSupportQuery(params), { me: agent.id }),
      listSupportAgents(db),
    ]);
    if (rows.length === 0) throw new Error(`the desk lists nothing for ${JSON.stringify(params)}`);
  };
  for (const [name, params] of [
    ['support desk: default (25, newest)', {}],
    ['support desk: status = new', { status: 'new' }],
    ['support desk: kind = contact', { kind: 'contact' }],
    ['support desk: agent = mine', { agent: 'mine' }],
    ['support desk: search by name', { q: 'Osman' }],
  ]) {
    await timed(name, 'list', () => desk(params));
  }

  // The export of the whole list, through its route handler and the officer's session.
  for (const format of ['csv', 'xlsx']) {
    await timed(`export: ${scale.applications} as ${format.toUpperCase()}`, 'export', async () => {
      const response = await exportApplications(
        new Request(`${site}/api/staff/applications/export?format=${format}&lang=en`, {
          headers: { cookie },
        }),
      );
      if (response.status !== 200) throw new Error(`the export answered ${response.status}`);
      await response.arrayBuffer();
    });
  }

  // Bulk status changes last, as they change the list: each run 200 applications not yet
  // accepted, accepted at once (each gets its letter, its audit row and its e-mail). The e-mails
  // go out in the background (SMTP_URL empty: to the outbox folder), waited for between runs
  // and not timed.
  const candidates = await db
    .select({ id: applications.id })
    .from(applications)
    .where(ne(applications.reviewStatus, 'accepted'))
    .orderBy(asc(applications.reference));
  // A smaller season (--applications) changes fewer at a time.
  const bulkSize = Math.min(BULK_SIZE, Math.floor(candidates.length / (RUNS + 1)));
  let next = 0;
  await timed(
    `bulk status change of ${bulkSize}`,
    'bulk',
    async () => {
      const ids = candidates.slice(next, next + bulkSize).map((row) => row.id);
      next += bulkSize;
      const response = await changeStatus(
        post('/api/staff/applications/status', { ids, status: 'accepted' }, { cookie }),
      );
      const answer = await response.json();
      if (response.status !== 200 || answer.changed !== bulkSize) {
        throw new Error(`the bulk change answered ${response.status} ${JSON.stringify(answer)}`);
      }
    },
    backgroundDeliveriesSettled,
  );
  if (applicationIds.length !== scale.applications) throw new Error('the season is short');

  return {
    database: config.kind === 'postgres' ? 'PostgreSQL' : 'PGlite',
    scale,
    openMs: round(openMs),
    fillApplicationsMs: round(fillApplicationsMs),
    fillRequestsMs: round(fillRequestsMs),
    results,
  };
}

// ---------------------------------------------------------------------------------------------
// The parent: a fresh database for each child, the table, the exit code.

/** `url` with another database's name. */
function withDatabase(url, name) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer(url, text) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Runs the measuring child with `env`; its figures, or throws with its output. */
function runChild(env, scale) {
  const folder = mkdtempSync(join(tmpdir(), 'college-bench-office-'));
  const out = join(folder, 'figures.json');
  try {
    const child = spawnSync(
      process.execPath,
      [
        '--disable-warning=ExperimentalWarning',
        '--disable-warning=MODULE_TYPELESS_PACKAGE_JSON',
        fileURLToPath(import.meta.url),
        '--measure',
        '--out',
        out,
        '--applications',
        String(scale.applications),
        '--requests',
        String(scale.requests),
      ],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
        env: {
          ...process.env,
          ...env,
          // Its own files (PGlite's, the outbox's e-mails), gone after the run.
          DATA_DIR: folder,
          // E-mails to the outbox folder: the bulk change's own time, no mail server's.
          SMTP_URL: '',
          SITE_URL: 'https://www.alrowad.edu.sd',
          DB_SEED: 'off',
        },
      },
    );
    if (child.status !== 0) {
      throw new Error(`the measurement failed (${child.signal ?? `exit code ${child.status}`})`);
    }
    return JSON.parse(readFileSync(out, 'utf8'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Measures the office on PGlite and, when `postgres` names a server, on a database of its own
 * there (made and dropped). Resolves to each database's figures.
 */
async function benchOffice({ postgres, scale = SCALE } = {}) {
  const runs = [runChild({ DATABASE_URL: '' }, scale)];
  if (postgres) {
    const name = `bench_office_${process.pid}_${Date.now()}`;
    await onServer(postgres, `create database ${name}`);
    try {
      runs.push(runChild({ DATABASE_URL: withDatabase(postgres, name) }, scale));
    } finally {
      await onServer(postgres, `drop database if exists ${name} with (force)`);
    }
  }
  return runs;
}

/** Whether a figure is within its budget. */
const withinBudget = (result) => result.ms <= result.budget;

function officeTable(runs) {
  const rows = runs.flatMap((run) => [
    [
      run.database,
      `fill ${run.scale.applications} applications`,
      `${run.fillApplicationsMs} ms`,
      '-',
      '-',
    ],
    [
      run.database,
      `fill ${run.scale.requests} support requests`,
      `${run.fillRequestsMs} ms`,
      '-',
      '-',
    ],
    ...run.results.map((result) => [
      run.database,
      result.name,
      `${result.ms} ms`,
      `<= ${result.budget} ms`,
      withinBudget(result) ? 'ok' : 'over',
    ]),
  ]);
  return formatTable(
    ['Database', 'Measure (median of 5)', 'Server time', 'Budget', 'Result'],
    rows,
  );
}

const scale = {
  applications: Number(options.applications ?? SCALE.applications),
  requests: Number(options.requests ?? SCALE.requests),
};
if (options.help) {
  console.log(
    'Usage: node scripts/bench-office.mjs [--postgres URL] [--json FILE] [--applications N] [--requests N]',
  );
} else if (options.measure) {
  const figures = await measure(scale);
  writeFileSync(options.out, JSON.stringify(figures));
  // The site's database and timers stay open: the child's work is done.
  process.exit(0);
} else {
  const postgres = options.postgres ?? process.env.BENCH_DATABASE_URL?.trim();
  // Stopped (Ctrl-C, or the bench stopping its process group): the child stops, and this
  // process still drops the database and removes the folder it made before it exits.
  let interrupted = null;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      interrupted = signal;
    });
  }
  let runs;
  try {
    runs = await benchOffice({ postgres: postgres || undefined, scale });
  } catch (error) {
    console.error(`bench-office: ${interrupted ?? error.message}`);
    process.exit(1);
  }
  if (interrupted) process.exit(1);
  console.log(`\n${officeTable(runs)}`);
  if (options.json) writeFileSync(options.json, `${JSON.stringify(runs, null, 2)}\n`);
  const over = runs.flatMap((run) => run.results.filter((result) => !withinBudget(result)));
  console.log(over.length === 0 ? '\nEvery figure within its budget.' : `\n${over.length} over.`);
  process.exitCode = over.length === 0 ? 0 : 1;
}
