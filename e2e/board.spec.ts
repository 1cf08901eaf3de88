import { seriousViolations } from './helpers';
import { expect, test, type Page } from './fixtures';

/**
 * The board of trustees page and its API, on the test server's own database: fresh at each run
 * and holding exactly the rows of ./board-fixture.ts (scripts/e2e-database.mjs). What the page
 * must show comes from those rows, never from the API under test. The error state and the
 * fallbacks with a failing or empty database are covered by Vitest on real databases
 * (src/components/board/*.test.tsx).
 */
import { boardFixture } from './board-fixture';

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

/** The names each part of the page must show, in the database's order (oldest first). */
function expected(lang: 'ar' | 'en') {
  return {
    leadership: boardFixture.filter((row) => row.role !== 'member').map((row) => row.name[lang]),
    members: boardFixture.filter((row) => row.role === 'member').map((row) => row.name[lang]),
  };
}

async function expectBoard(page: Page, language: (typeof languages)[number]) {
  const names = expected(language.lang);
  // The fixture has two leaders and three members: a page showing the static fallback or the
  // site's seed instead would not match.
  expect(names.leadership).toHaveLength(2);
  expect(names.members).toHaveLength(3);
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
    }) => {
      await page.goto(language.path);
      await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expectBoard(page, language);
      // The chairman and vice-chairman titles of the rows, in the page's language.
      const leadership = page.getByRole('region', { name: language.leadership });
      await expect(leadership.getByText(language.chairman, { exact: true })).toBeVisible();
      await expect(leadership.getByText(language.vice, { exact: true })).toBeVisible();
    });

    test('is complete without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(language.path);
      await expectBoard(page, language);
      await context.close();
    });

    test('has no serious accessibility violation', async ({ page }) => {
      await page.goto(language.path);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('reaching the board by a link inside the site shows it once loaded', async ({ page }) => {
  await page.goto('/en/about/dean');
  await page.locator('main a[href="/en/about/board"]').first().click();
  await expect(page).toHaveURL(/\/en\/about\/board$/);
  await expectBoard(page, languages[1]);
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
    expect(members.map(({ role, name, position, bio }) => ({ role, name, position, bio }))).toEqual(
      boardFixture,
    );
    const times = members.map((member) => Date.parse(member.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  test('GET /api/board?lang=ar gives the spec fields in Arabic', async ({ request }) => {
    const members = (await (await request.get('/api/board?lang=ar')).json()) as Record<
      string,
      unknown
    >[];
    expect(members.map((member) => member.name)).toEqual(boardFixture.map((row) => row.name.ar));
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
