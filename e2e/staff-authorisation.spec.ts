import { readdirSync } from 'node:fs';
import path from 'node:path';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from './fixtures';
import { baseURL } from '../playwright.config';
import { staffFixture } from './staff-fixture';

/**
 * Every staff page and endpoint over HTTP against `npm start` (issue #21): without a session, a
 * page redirects to the sign-in and an endpoint answers 401; with an account of another role,
 * both answer 403. The tables below must name every page and endpoint of the workspace: a new
 * one that is not added here fails the first test.
 */

const uuid = '8d3f6a52-4c1e-4b7a-9f0d-2e5c7b9a1d44';
const account = '0f'.repeat(16);

type Role = 'administrator' | 'admissions' | 'support' | 'editor';

/** The roles that open the reports (src/config/staff-areas.ts), any one of them enough. */
const reportRoles: Role[] = ['admissions', 'support', 'administrator'];

/** Each page (its route, as in src/app), a path to try, and the role (or roles) it belongs to. */
const pages: { route: string; path: string; role?: Role | Role[] }[] = [
  { route: '/staff', path: '/staff' },
  { route: '/staff/account', path: '/staff/account' },
  { route: '/staff/applications', path: '/staff/applications', role: 'admissions' },
  { route: '/staff/applications/[id]', path: `/staff/applications/${uuid}`, role: 'admissions' },
  {
    route: '/staff/applications/templates',
    path: '/staff/applications/templates',
    role: 'admissions',
  },
  { route: '/staff/support', path: '/staff/support', role: 'support' },
  { route: '/staff/support/[id]', path: `/staff/support/${uuid}`, role: 'support' },
  { route: '/staff/support/answers', path: '/staff/support/answers', role: 'support' },
  { route: '/staff/mail', path: '/staff/mail', role: 'administrator' },
  { route: '/staff/mail/[id]', path: `/staff/mail/${uuid}`, role: 'administrator' },
  { route: '/staff/accounts', path: '/staff/accounts', role: 'administrator' },
  { route: '/staff/accounts/[id]', path: `/staff/accounts/${account}`, role: 'administrator' },
  { route: '/staff/settings', path: '/staff/settings', role: 'administrator' },
  { route: '/staff/settings/emails', path: '/staff/settings/emails', role: 'administrator' },
  { route: '/staff/figures', path: '/staff/figures', role: 'editor' },
  { route: '/staff/activity', path: '/staff/activity', role: 'administrator' },
  { route: '/staff/pages', path: '/staff/pages', role: 'editor' },
  { route: '/staff/pages/[...key]', path: '/staff/pages/about/history', role: 'editor' },
  {
    route: '/staff/pages/preview/[...key]',
    path: '/staff/pages/preview/about/history',
    role: 'editor',
  },
  { route: '/staff/news', path: '/staff/news', role: 'editor' },
  { route: '/staff/banner', path: '/staff/banner', role: 'editor' },
  { route: '/staff/events', path: '/staff/events', role: 'editor' },
  { route: '/staff/circulars', path: '/staff/circulars', role: 'editor' },
  { route: '/staff/navigation', path: '/staff/navigation', role: 'editor' },
  { route: '/staff/board', path: '/staff/board', role: 'editor' },
  { route: '/staff/board/new', path: '/staff/board/new', role: 'editor' },
  { route: '/staff/board/[id]', path: '/staff/board/1', role: 'editor' },
  { route: '/staff/calendar', path: '/staff/calendar', role: 'editor' },
  { route: '/staff/calendar/[year]', path: '/staff/calendar/2025-2026', role: 'editor' },
  { route: '/staff/directory', path: '/staff/directory', role: 'editor' },
  { route: '/staff/directory/new', path: '/staff/directory/new', role: 'editor' },
  { route: '/staff/directory/[id]', path: '/staff/directory/1', role: 'editor' },
  { route: '/staff/events/new', path: '/staff/events/new', role: 'editor' },
  { route: '/staff/events/[id]', path: `/staff/events/${uuid}`, role: 'editor' },
  { route: '/staff/circulars/new', path: '/staff/circulars/new', role: 'editor' },
  { route: '/staff/circulars/[id]', path: `/staff/circulars/${uuid}`, role: 'editor' },
  { route: '/staff/news/new', path: '/staff/news/new', role: 'editor' },
  { route: '/staff/news/[id]', path: `/staff/news/${uuid}`, role: 'editor' },
  { route: '/staff/news/[id]/preview', path: `/staff/news/${uuid}/preview`, role: 'editor' },
  { route: '/staff/files', path: '/staff/files', role: 'editor' },
  { route: '/staff/files/[id]', path: `/staff/files/${uuid}`, role: 'editor' },
  { route: '/staff/reports', path: '/staff/reports', role: reportRoles },
];
/** Open to everyone: the way in. */
const publicPages = ['/staff/sign-in', '/staff/forgot-password', '/staff/set-password'];
/** Shown in place of another role's page (src/proxy.ts); its own address answers 404. */
const inPlacePages = ['/staff/no-access'];

const endpoints: {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  role: Role | Role[];
}[] = [
  {
    route: '/api/staff/applications/[id]/documents/[slot]',
    method: 'GET',
    path: `/api/staff/applications/${uuid}/documents/id`,
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/[id]/letter',
    method: 'GET',
    path: `/api/staff/applications/${uuid}/letter`,
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/[id]/status',
    method: 'POST',
    path: `/api/staff/applications/${uuid}/status`,
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/[id]/notes',
    method: 'POST',
    path: `/api/staff/applications/${uuid}/notes`,
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/[id]/link',
    method: 'POST',
    path: `/api/staff/applications/${uuid}/link`,
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/[id]/fee',
    method: 'POST',
    path: `/api/staff/applications/${uuid}/fee`,
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/[id]/assign',
    method: 'POST',
    path: `/api/staff/applications/${uuid}/assign`,
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/assign',
    method: 'POST',
    path: '/api/staff/applications/assign',
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/templates',
    method: 'POST',
    path: '/api/staff/applications/templates',
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/templates/reset',
    method: 'POST',
    path: '/api/staff/applications/templates/reset',
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/email',
    method: 'POST',
    path: '/api/staff/applications/email',
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/status',
    method: 'POST',
    path: '/api/staff/applications/status',
    role: 'admissions',
  },
  {
    route: '/api/staff/applications/export',
    method: 'GET',
    path: '/api/staff/applications/export',
    role: 'admissions',
  },
  {
    route: '/api/staff/reports/export',
    method: 'GET',
    path: '/api/staff/reports/export',
    role: reportRoles,
  },
  {
    route: '/api/staff/support/[id]/replies',
    method: 'POST',
    path: `/api/staff/support/${uuid}/replies`,
    role: 'support',
  },
  {
    route: '/api/staff/support/[id]/status',
    method: 'POST',
    path: `/api/staff/support/${uuid}/status`,
    role: 'support',
  },
  {
    route: '/api/staff/support/[id]/assign',
    method: 'POST',
    path: `/api/staff/support/${uuid}/assign`,
    role: 'support',
  },
  {
    route: '/api/staff/support/answers',
    method: 'POST',
    path: '/api/staff/support/answers',
    role: 'support',
  },
  {
    route: '/api/staff/support/answers/[id]',
    method: 'POST',
    path: `/api/staff/support/answers/${uuid}`,
    role: 'support',
  },
  {
    route: '/api/staff/support/answers/[id]/remove',
    method: 'POST',
    path: `/api/staff/support/answers/${uuid}/remove`,
    role: 'support',
  },
  {
    route: '/api/staff/mail/[id]/retry',
    method: 'POST',
    path: `/api/staff/mail/${uuid}/retry`,
    role: 'administrator',
  },
  {
    route: '/api/staff/accounts',
    method: 'POST',
    path: '/api/staff/accounts',
    role: 'administrator',
  },
  {
    route: '/api/staff/accounts/[id]',
    method: 'POST',
    path: `/api/staff/accounts/${account}`,
    role: 'administrator',
  },
  { route: '/api/staff/news', method: 'POST', path: '/api/staff/news', role: 'editor' },
  {
    route: '/api/staff/news/[id]',
    method: 'POST',
    path: `/api/staff/news/${uuid}`,
    role: 'editor',
  },
  {
    route: '/api/staff/news/[id]/translation',
    method: 'POST',
    path: `/api/staff/news/${uuid}/translation`,
    role: 'editor',
  },
  {
    route: '/api/staff/news/[id]/status',
    method: 'POST',
    path: `/api/staff/news/${uuid}/status`,
    role: 'editor',
  },
  {
    route: '/api/staff/news/[id]/restore',
    method: 'POST',
    path: `/api/staff/news/${uuid}/restore`,
    role: 'editor',
  },
  { route: '/api/staff/media', method: 'POST', path: '/api/staff/media', role: 'editor' },
  { route: '/api/staff/files', method: 'POST', path: '/api/staff/files', role: 'editor' },
  {
    route: '/api/staff/files/[id]',
    method: 'POST',
    path: `/api/staff/files/${uuid}`,
    role: 'editor',
  },
  {
    route: '/api/staff/files/[id]/content',
    method: 'POST',
    path: `/api/staff/files/${uuid}/content`,
    role: 'editor',
  },
  {
    route: '/api/staff/files/[id]/remove',
    method: 'POST',
    path: `/api/staff/files/${uuid}/remove`,
    role: 'editor',
  },
  { route: '/api/staff/banner', method: 'POST', path: '/api/staff/banner', role: 'editor' },
  {
    route: '/api/staff/banner/restore',
    method: 'POST',
    path: '/api/staff/banner/restore',
    role: 'editor',
  },
  { route: '/api/staff/events', method: 'POST', path: '/api/staff/events', role: 'editor' },
  {
    route: '/api/staff/circulars',
    method: 'POST',
    path: '/api/staff/circulars',
    role: 'editor',
  },
  { route: '/api/staff/board', method: 'POST', path: '/api/staff/board', role: 'editor' },
  { route: '/api/staff/calendar', method: 'POST', path: '/api/staff/calendar', role: 'editor' },
  { route: '/api/staff/directory', method: 'POST', path: '/api/staff/directory', role: 'editor' },
  {
    route: '/api/staff/directory/[id]',
    method: 'POST',
    path: '/api/staff/directory/1',
    role: 'editor',
  },
  {
    route: '/api/staff/directory/[id]/restore',
    method: 'POST',
    path: '/api/staff/directory/1/restore',
    role: 'editor',
  },
  {
    route: '/api/staff/directory/[id]/status',
    method: 'POST',
    path: '/api/staff/directory/1/status',
    role: 'editor',
  },
  {
    route: '/api/staff/board/[id]/status',
    method: 'POST',
    path: '/api/staff/board/1/status',
    role: 'editor',
  },
  {
    route: '/api/staff/board/[id]/restore',
    method: 'POST',
    path: '/api/staff/board/1/restore',
    role: 'editor',
  },
  {
    route: '/api/staff/directory/[id]/remove',
    method: 'POST',
    path: '/api/staff/directory/1/remove',
    role: 'editor',
  },
  {
    route: '/api/staff/calendar/[year]',
    method: 'POST',
    path: '/api/staff/calendar/2025-2026',
    role: 'editor',
  },
  {
    route: '/api/staff/calendar/[year]/status',
    method: 'POST',
    path: '/api/staff/calendar/2025-2026/status',
    role: 'editor',
  },
  {
    route: '/api/staff/calendar/[year]/restore',
    method: 'POST',
    path: '/api/staff/calendar/2025-2026/restore',
    role: 'editor',
  },
  { route: '/api/staff/board/[id]', method: 'POST', path: '/api/staff/board/1', role: 'editor' },
  {
    route: '/api/staff/settings',
    method: 'POST',
    path: '/api/staff/settings',
    role: 'administrator',
  },
  {
    route: '/api/staff/settings/review',
    method: 'POST',
    path: '/api/staff/settings/review',
    role: 'administrator',
  },
  {
    route: '/api/staff/mail-wording',
    method: 'POST',
    path: '/api/staff/mail-wording',
    role: 'administrator',
  },
  { route: '/api/staff/figures', method: 'POST', path: '/api/staff/figures', role: 'editor' },
  {
    route: '/api/staff/departments',
    method: 'POST',
    path: '/api/staff/departments',
    role: 'editor',
  },
  {
    route: '/api/staff/pages/[...key]',
    method: 'POST',
    path: '/api/staff/pages/about/history',
    role: 'editor',
  },
  {
    route: '/api/staff/board/[id]/remove',
    method: 'POST',
    path: '/api/staff/board/1/remove',
    role: 'editor',
  },
  {
    route: '/api/staff/events/[id]',
    method: 'POST',
    path: `/api/staff/events/${uuid}`,
    role: 'editor',
  },
  {
    route: '/api/staff/events/[id]/translation',
    method: 'POST',
    path: `/api/staff/events/${uuid}/translation`,
    role: 'editor',
  },
  {
    route: '/api/staff/events/[id]/status',
    method: 'POST',
    path: `/api/staff/events/${uuid}/status`,
    role: 'editor',
  },
  {
    route: '/api/staff/events/[id]/restore',
    method: 'POST',
    path: `/api/staff/events/${uuid}/restore`,
    role: 'editor',
  },
  {
    route: '/api/staff/circulars/[id]',
    method: 'POST',
    path: `/api/staff/circulars/${uuid}`,
    role: 'editor',
  },
  {
    route: '/api/staff/circulars/[id]/translation',
    method: 'POST',
    path: `/api/staff/circulars/${uuid}/translation`,
    role: 'editor',
  },
  {
    route: '/api/staff/circulars/[id]/status',
    method: 'POST',
    path: `/api/staff/circulars/${uuid}/status`,
    role: 'editor',
  },
  {
    route: '/api/staff/circulars/[id]/restore',
    method: 'POST',
    path: `/api/staff/circulars/${uuid}/restore`,
    role: 'editor',
  },
  {
    route: '/api/staff/circulars/[id]/banner',
    method: 'POST',
    path: `/api/staff/circulars/${uuid}/banner`,
    role: 'editor',
  },
  {
    route: '/api/staff/navigation',
    method: 'POST',
    path: '/api/staff/navigation',
    role: 'editor',
  },
  {
    route: '/api/staff/navigation/publish',
    method: 'POST',
    path: '/api/staff/navigation/publish',
    role: 'editor',
  },
  {
    route: '/api/staff/navigation/discard',
    method: 'POST',
    path: '/api/staff/navigation/discard',
    role: 'editor',
  },
  {
    route: '/api/staff/navigation/restore',
    method: 'POST',
    path: '/api/staff/navigation/restore',
    role: 'editor',
  },
  {
    route: '/api/staff/news/[id]/review',
    method: 'POST',
    path: `/api/staff/news/${uuid}/review`,
    role: 'editor',
  },
  {
    route: '/api/staff/events/[id]/review',
    method: 'POST',
    path: `/api/staff/events/${uuid}/review`,
    role: 'editor',
  },
  {
    route: '/api/staff/circulars/[id]/review',
    method: 'POST',
    path: `/api/staff/circulars/${uuid}/review`,
    role: 'editor',
  },
  {
    route: '/api/staff/calendar/[year]/review',
    method: 'POST',
    path: '/api/staff/calendar/2025-2026/review',
    role: 'editor',
  },
  {
    route: '/api/staff/board/[id]/review',
    method: 'POST',
    path: '/api/staff/board/1/review',
    role: 'editor',
  },
  {
    route: '/api/staff/directory/[id]/review',
    method: 'POST',
    path: '/api/staff/directory/1/review',
    role: 'editor',
  },
  {
    route: '/api/staff/navigation/review',
    method: 'POST',
    path: '/api/staff/navigation/review',
    role: 'editor',
  },
  {
    route: '/api/staff/banner/review',
    method: 'POST',
    path: '/api/staff/banner/review',
    role: 'editor',
  },
  {
    route: '/api/staff/figures/review',
    method: 'POST',
    path: '/api/staff/figures/review',
    role: 'editor',
  },
];
/** Not the workspace's: the published directory's contact cards (public). */
const notWorkspace = ['/api/staff/[id]'];

/** The routes of the files under `dir` named `file`, as paths from `prefix`. */
function routesOf(dir: string, file: string, prefix: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === file)
    .map((entry) => {
      const relative = path.relative(dir, entry.parentPath).split(path.sep).filter(Boolean);
      return [prefix, ...relative].join('/');
    });
}

/** The accounts of a single role each. */
const singleRoles = ['admissions', 'support', 'editor'] as const;
/**
 * Every account without `role` (or any of the roles), for the 403: each of the other
 * single-role accounts (a role granted to one wrong role is caught whichever it is), and none
 * holds the administrator's.
 */
const othersThan = (role: Role | Role[]): (keyof typeof staffFixture)[] =>
  singleRoles.filter((each) => !(Array.isArray(role) ? role : [role]).includes(each));

async function signedIn(
  playwright: PlaywrightWorkerArgs['playwright'],
  who: keyof typeof staffFixture,
  address: string,
): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { 'X-Real-IP': address, origin: new URL(baseURL).origin },
  });
  const { email, password } = staffFixture[who];
  const response = await context.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), `sign-in of ${who}`).toBe(200);
  return context;
}

test('the tables name every page and endpoint of the workspace', () => {
  const root = path.resolve('src', 'app');
  expect(routesOf(path.join(root, '[locale]', 'staff'), 'page.tsx', '/staff').sort()).toEqual(
    [...pages.map((page) => page.route), ...publicPages, ...inPlacePages].sort(),
  );
  expect(routesOf(path.join(root, 'api', 'staff'), 'route.ts', '/api/staff').sort()).toEqual(
    [...endpoints.map((endpoint) => endpoint.route), ...notWorkspace].sort(),
  );
});

test('without a session: every page goes to the sign-in, every endpoint answers 401', async ({
  request,
}) => {
  for (const page of pages) {
    for (const prefix of ['', '/en']) {
      const response = await request.get(`${prefix}${page.path}`, { maxRedirects: 0 });
      expect(response.status(), `${prefix}${page.path}`).toBe(307);
      expect(response.headers().location, `${prefix}${page.path}`).toContain(
        `${prefix}/staff/sign-in?next=${encodeURIComponent(`${prefix}${page.path}`)}`,
      );
    }
  }
  for (const endpoint of endpoints) {
    const response =
      endpoint.method === 'GET'
        ? await request.get(endpoint.path)
        : await request.post(endpoint.path, { data: {} });
    expect(response.status(), `${endpoint.method} ${endpoint.path}`).toBe(401);
    expect((await response.json()).error.code).toBe('staff_signed_out');
    expect(response.headers()['cache-control']).toMatch(/no-store/);
  }
});

test('a malformed workspace address answers 404, never kept by a cache or indexed', async ({
  request,
}) => {
  for (const path of [
    '/staff/mail/x',
    '/en/staff/board/0',
    '/staff/news/not-an-id/preview',
    '/staff/no-access',
  ]) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'], path).toBe('private, no-store');
    expect(response.headers()['x-robots-tag'], path).toBe('noindex, nofollow');
  }
});

test('with another role: every page and endpoint answers 403', async ({ playwright }) => {
  const contexts = new Map<string, APIRequestContext>();
  let address = 60;
  const as = async (who: keyof typeof staffFixture) => {
    if (!contexts.has(who))
      contexts.set(who, await signedIn(playwright, who, `198.51.100.${address++}`));
    return contexts.get(who)!;
  };
  for (const page of pages.filter((each) => each.role)) {
    for (const who of othersThan(page.role!)) {
      const context = await as(who);
      for (const prefix of ['', '/en']) {
        const response = await context.get(`${prefix}${page.path}`, { maxRedirects: 0 });
        expect(response.status(), `${prefix}${page.path} as ${who}`).toBe(403);
        // The "no access" page itself, in the page's language, in the HTML the server sent.
        const m = prefix ? en : ar;
        const html = await response.text();
        expect(html, `${prefix}${page.path} as ${who}`).toContain(
          `>${m.Staff.forbidden.title}</h1>`,
        );
        expect(html).toContain(prefix ? '<html lang="en" dir="ltr"' : '<html lang="ar" dir="rtl"');
      }
    }
  }
  for (const endpoint of endpoints) {
    for (const who of othersThan(endpoint.role)) {
      const context = await as(who);
      const response =
        endpoint.method === 'GET'
          ? await context.get(endpoint.path)
          : await context.post(endpoint.path, { data: {} });
      expect(response.status(), `${endpoint.method} ${endpoint.path} as ${who}`).toBe(403);
      expect((await response.json()).error.code).toBe('staff_forbidden');
    }
  }
  // Every signed-in account has its home and its own page.
  for (const who of contexts.keys()) {
    const context = contexts.get(who)!;
    for (const path of ['/staff', '/en/staff/account']) {
      expect((await context.get(path, { maxRedirects: 0 })).status(), `${path} as ${who}`).toBe(
        200,
      );
    }
  }
  for (const context of contexts.values()) await context.dispose();
});
