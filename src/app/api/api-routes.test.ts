import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { closeDatabases } from '@/server/db/client';
import {
  postgresTarget,
  unreachablePostgres,
  type TestDatabase,
} from '../../../test/support/db/test-databases';
import { GET as getBoard } from './board/route';
import { POST as startApplication } from './applications/route';
import { POST as uploadDocument } from './applications/[id]/documents/[slot]/route';
import { POST as submitApplication } from './applications/[id]/submit/route';
import { GET as getHealthAt } from './health/route';
import { POST as sendSupportRequest } from './support-requests/route';
import { GET as getCalendarFile } from './academic-calendar/[year]/route';
import { GET as getStaffCard } from './staff/[id]/route';

const boardRequest = (query = '') => new Request(`http://localhost/api/board${query}`);
const getHealth = (host = 'localhost:3000') =>
  getHealthAt(new Request('http://localhost/api/health', { headers: { host } }));

/** The environment each run of the site may have: PGlite under DATA_DIR, or DATABASE_URL. */
const setups: { name: string; skip: string | false; setUp(): Promise<() => Promise<void>> }[] = [
  {
    name: 'PGlite under DATA_DIR',
    skip: false,
    async setUp() {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'college-api-'));
      vi.stubEnv('DATABASE_URL', '');
      vi.stubEnv('DATA_DIR', dir);
      return () => rm(dir, { recursive: true, force: true });
    },
  },
  {
    name: 'PostgreSQL at DATABASE_URL',
    skip: postgresTarget.skip,
    async setUp() {
      const database: TestDatabase = await postgresTarget.open({ migrate: false });
      if (database.config.kind !== 'postgres') throw new Error('expected PostgreSQL');
      vi.stubEnv('DATABASE_URL', database.config.url);
      return async () => {
        await closeDatabases();
        await database.drop();
      };
    },
  },
];

for (const setup of setups) {
  describe.skipIf(setup.skip)(`API on ${setup.name}${setup.skip ? ` (${setup.skip})` : ''}`, () => {
    let tearDown: () => Promise<void>;
    beforeAll(async () => {
      tearDown = await setup.setUp();
    }, 60_000);
    afterAll(async () => {
      await closeDatabases();
      vi.unstubAllEnvs();
      await tearDown?.();
    }, 60_000);

    it('GET /api/board lists the seeded board in both languages, oldest first, cacheable', async () => {
      const response = await getBoard(boardRequest());
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(response.headers.get('cache-control')).toBe(
        'public, max-age=60, s-maxage=300, stale-while-revalidate=86400, stale-if-error=86400',
      );
      const members = (await response.json()) as {
        id: number;
        role: string;
        name: { ar: string; en: string };
        position: { ar: string; en: string };
        bio: { ar: string | null; en: string | null };
        image_url: string | null;
        created_at: string;
      }[];
      expect(members).toHaveLength(11);
      const times = members.map((member) => member.created_at);
      expect(times).toEqual(times.toSorted());
      expect(members[0]).toMatchObject({
        role: 'chairman',
        position: { ar: 'رئيس مجلس الأمناء', en: 'Chairman of the Board of Trustees' },
        image_url: null,
      });
    }, 60_000);

    it('GET /api/board?lang=en gives the spec fields in one language', async () => {
      const response = await getBoard(boardRequest('?lang=en'));
      const members = (await response.json()) as Record<string, unknown>[];
      expect(Object.keys(members[1]!).sort()).toEqual(
        ['bio', 'created_at', 'id', 'image_url', 'name', 'position'].sort(),
      );
      expect(members[1]!.position).toBe('Vice-Chairman of the Board of Trustees');
    });

    it('GET /api/board?lang=fr is refused with a message in both languages', async () => {
      const response = await getBoard(boardRequest('?lang=fr'));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: {
          code: 'invalid_lang',
          message: { ar: expect.any(String), en: expect.any(String) },
        },
      });
    });

    it('GET /api/health reports the database up', async () => {
      const response = await getHealth();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
    });
  });
}

/** The block's database is a PostgreSQL server that does not answer (DATABASE_URL). */
function withUnreachableDatabase() {
  beforeAll(() => {
    vi.stubEnv(
      'DATABASE_URL',
      unreachablePostgres.kind === 'postgres' ? unreachablePostgres.url : '',
    );
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await closeDatabases();
  });
}

describe('API when the database is unreachable', () => {
  withUnreachableDatabase();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('GET /api/board answers 503, uncached, with a message in both languages, and logs the error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await getBoard(boardRequest());
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('retry-after')).toBe('30');
    expect(await response.json()).toEqual({
      error: {
        code: 'board_unavailable',
        message: {
          ar: expect.stringContaining('مجلس الأمناء'),
          en: expect.stringContaining('board of trustees'),
        },
      },
    });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED'));
  });

  it('GET /api/health answers 503 with the database down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await getHealth();
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'down' });
  });

  it('every write endpoint answers 503 with Retry-After and a message in both languages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = '00000000-0000-4000-8000-000000000000';
    const json = (url: string, body: unknown) =>
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const answers: [string, Response][] = [
      [
        'start an application',
        await startApplication(
          json('http://localhost/api/applications', { name: 'Ali', email: 'ali@example.com' }),
        ),
      ],
      [
        'upload a document',
        await uploadDocument(
          new Request(`http://localhost/api/applications/${id}/documents/id`, {
            method: 'POST',
            headers: { authorization: 'Bearer token' },
            body: new FormData(),
          }),
          { params: Promise.resolve({ id, slot: 'id' }) },
        ),
      ],
      [
        'submit an application',
        await submitApplication(
          new Request(`http://localhost/api/applications/${id}/submit`, {
            method: 'POST',
            headers: { authorization: 'Bearer token' },
          }),
          { params: Promise.resolve({ id }) },
        ),
      ],
      [
        'send a support request',
        await sendSupportRequest(
          json('http://localhost/api/support-requests', {
            fullName: 'Ali',
            email: 'ali@example.com',
            issueType: 'login',
            description: 'x',
          }),
        ),
      ],
    ];
    for (const [what, response] of answers) {
      expect(response.status, what).toBe(503);
      expect(response.headers.get('retry-after'), what).toBe('30');
      expect(response.headers.get('cache-control'), what).toBe('no-store');
      const { error } = (await response.json()) as {
        error: { code: string; message: { ar: string; en: string } };
      };
      expect(error.code, what).toBe('unavailable');
      expect(error.message.ar, what).toMatch(/غير متاحة مؤقتاً/);
      expect(error.message.en, what).toMatch(/unavailable just now/);
    }
  });
});

describe('GET /api/health and SITE_URL', () => {
  // The answer says it whether the database is up or not: no need to open one here.
  withUnreachableDatabase();

  it('warns when SITE_URL is local while the site is reached under a public name', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const local = await getHealth('localhost:3000');
    expect((await local.json()).warnings).toBeUndefined();
    const publicHost = await getHealth('www.alrowad.edu.sd');
    const body = (await publicHost.json()) as { warnings?: string[] };
    expect(body.warnings?.[0]).toMatch(/SITE_URL is http:\/\/localhost:3000/);
  });
});

describe('one error shape for every API', () => {
  // The calendar files and contact cards read the database: a fresh one of their own.
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'college-api-shape-'));
    vi.stubEnv('DATABASE_URL', '');
    vi.stubEnv('DATA_DIR', dir);
  });
  afterAll(async () => {
    await closeDatabases();
    vi.unstubAllEnvs();
    await rm(dir, { recursive: true, force: true });
  });

  const shapeOf = async (response: Response) =>
    (await response.json()) as { error: { code: string; message: { ar: string; en: string } } };

  it("answers the calendar and directory downloads' refusals like every other endpoint", async () => {
    const cases: [string, Promise<Response>, number, string][] = [
      [
        'unknown year',
        getCalendarFile(new Request('http://localhost/api/academic-calendar/1999-2000'), {
          params: Promise.resolve({ year: '1999-2000' }),
        }),
        404,
        'unknown_year',
      ],
      [
        'calendar in another language',
        getCalendarFile(new Request('http://localhost/api/academic-calendar/2024-2025?lang=fr'), {
          params: Promise.resolve({ year: '2024-2025' }),
        }),
        400,
        'invalid_lang',
      ],
      [
        'unknown staff member',
        getStaffCard(new Request('http://localhost/api/staff/99'), {
          params: Promise.resolve({ id: '99' }),
        }),
        404,
        'unknown_member',
      ],
    ];
    for (const [what, answer, status, code] of cases) {
      const response = await answer;
      expect(response.status, what).toBe(status);
      expect(response.headers.get('cache-control'), what).toBe('no-store');
      const { error } = await shapeOf(response);
      expect(error.code, what).toBe(code);
      expect(error.message.ar, what).toMatch(/[\u0600-\u06FF]{3}/);
      expect(error.message.en, what).toMatch(/[a-z]{3}/i);
    }
  });
});
