import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getBoardContent } from '../content/board';

/**
 * The board of trustees page and its API, against the site's own database (PGlite under
 * DATA_DIR, seeded on first use). Expectations are taken from GET /api/board, so the tests
 * hold whatever rows the database has; the error state and the fallbacks with a failing or
 * empty database are covered by Vitest (src/components/board/*.test.tsx) on real databases.
 */

interface ApiMember {
  id: number;
  role: 'chairman' | 'vice_chairman' | 'member';
  name: { ar: string; en: string };
  position: { ar: string; en: string };
  bio: { ar: string | null; en: string | null };
  image_url: string | null;
  created_at: string;
}

const languages = [
  {
    lang: 'ar',
    path: '/about/board',
    leadership: 'رئاسة المجلس',
    members: 'أعضاء المجلس',
    duties: 'مهام المجلس',
    columns: ['الاسم', 'المنصب'],
    chairman: 'رئيس مجلس الأمناء',
    vice: 'نائب رئيس مجلس الأمناء',
    loading: 'جارٍ تحميل البيانات...',
    error: 'حدث خطأ أثناء تحميل البيانات',
  },
  {
    lang: 'en',
    path: '/en/about/board',
    leadership: 'Board leadership',
    members: 'Board members',
    duties: 'Duties of the board',
    columns: ['Name', 'Position'],
    chairman: 'Chairman of the Board of Trustees',
    vice: 'Vice-Chairman of the Board of Trustees',
    loading: 'Loading data...',
    error: 'Error loading data',
  },
] as const;

async function readBoard(request: APIRequestContext): Promise<ApiMember[]> {
  const response = await request.get('/api/board');
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiMember[];
}

/** Names expected in each part of the page: the database's rows, or the static entries when a part is empty. */
function expected(members: ApiMember[], lang: 'ar' | 'en') {
  const content = getBoardContent(lang);
  const leadership = members.filter((member) => member.role !== 'member');
  const others = members.filter((member) => member.role === 'member');
  return {
    leadership: leadership.length
      ? leadership.map((member) => member.name[lang])
      : content.leadership.map((entry) => entry.name),
    members: others.length
      ? others.map((member) => member.name[lang])
      : content.members.map((entry) => entry.name),
  };
}

async function expectBoard(page: Page, language: (typeof languages)[number], members: ApiMember[]) {
  const names = expected(members, language.lang);
  const leadership = page.getByRole('region', { name: language.leadership });
  await expect(leadership.getByRole('heading', { level: 3 })).toHaveText(names.leadership);

  const table = page.getByRole('region', { name: language.members }).getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText([...language.columns]);
  await expect(table.locator('tbody tr td:first-child')).toHaveText(names.members);

  const duties = page.getByRole('region', { name: language.duties });
  await expect(duties.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByText(language.error)).toHaveCount(0);
  await expect(page.getByText(language.loading)).toHaveCount(0);
}

for (const language of languages) {
  test.describe(`board of trustees page (${language.lang})`, () => {
    test('shows the leadership, the other members in a table and the duties, read from the database', async ({
      page,
      request,
    }) => {
      const members = await readBoard(request);
      await page.goto(language.path);
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectBoard(page, language, members);
      // The seeded board: chairman and vice-chairman titles in the page's language.
      const leadership = page.getByRole('region', { name: language.leadership });
      await expect(leadership.getByText(language.chairman, { exact: true })).toBeVisible();
      await expect(leadership.getByText(language.vice, { exact: true })).toBeVisible();
    });

    test('is complete without JavaScript', async ({ browser, request }) => {
      const members = await readBoard(request);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(language.path);
      await expectBoard(page, language, members);
      await context.close();
    });

    test('has no serious accessibility violation', async ({ page }) => {
      await page.goto(language.path);
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter(
        (v) => v.impact === 'serious' || v.impact === 'critical',
      );
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  });
}

test('reaching the board by a link inside the site shows it once loaded', async ({
  page,
  request,
}) => {
  const members = await readBoard(request);
  await page.goto('/en/about/dean');
  await page.locator('main a[href="/en/about/board"]').first().click();
  await expect(page).toHaveURL(/\/en\/about\/board$/);
  await expectBoard(page, languages[1], members);
});

test.describe('board API', () => {
  test('GET /api/board lists the members oldest first, in both languages, cacheable', async ({
    request,
  }) => {
    const response = await request.get('/api/board');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(response.headers()['cache-control']).toContain('max-age=60');
    expect(response.headers()['cache-control']).toContain('public');
    const members = (await response.json()) as ApiMember[];
    expect(members.length).toBeGreaterThan(0);
    const times = members.map((member) => Date.parse(member.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const member of members) {
      expect(member.name.ar.length).toBeGreaterThan(0);
      expect(member.name.en.length).toBeGreaterThan(0);
    }
  });

  test('GET /api/board?lang=ar gives the spec fields in Arabic', async ({ request }) => {
    const members = (await (await request.get('/api/board?lang=ar')).json()) as Record<
      string,
      unknown
    >[];
    expect(Object.keys(members[0]!).sort()).toEqual([
      'bio',
      'created_at',
      'id',
      'image_url',
      'name',
      'position',
    ]);
  });

  test('GET /api/health reports the database up', async ({ request }) => {
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'up' });
  });
});
