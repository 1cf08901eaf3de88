import { get as httpGet } from 'node:http';
import { expect, test } from './fixtures';
import { baseURL } from '../playwright.config';
import { useTheme, seriousViolations } from './helpers';

/**
 * The site search as a visitor uses it: the header's box, the results page (server-rendered),
 * its links, its keyboard use, the no-results help, and accessibility, in both languages.
 */

const languages = [
  {
    locale: 'ar',
    home: '/',
    box: 'البحث في الموقع',
    // Typed without hamza or diacritics; the page is 'التقويم الأكاديمي'.
    query: 'التقويم الاكاديمي',
    result: 'التقويم الأكاديمي',
    target: /\/academic-calendar$/,
    count: /^\d+ نتيجة/,
    nothing: 'ديناصور',
    noResults: 'لا توجد في الموقع صفحة تطابق «ديناصور».',
    section: 'البرامج الأكاديمية',
    sectionTarget: /\/study\/programs$/,
    contact: 'تواصل معنا',
    contactTarget: /^[^?]*\/contact$/,
  },
  {
    locale: 'en',
    home: '/en',
    box: 'Search the site',
    // 'forms' is another form of a word of the page: 'College Application Submission', whose
    // intro speaks of the online application form. ('apply' and 'applying' rank the admission
    // page first, every programme page inviting visitors to apply; 'applications' alone ranks
    // 'Application Status' first, the shorter title.)
    query: 'application forms',
    result: 'College Application Submission',
    target: /\/en\/admission\/application$/,
    count: /^\d+ results/,
    nothing: 'xylophone',
    noResults: 'No page of the site matches “xylophone”.',
    section: 'Academic Programmes',
    sectionTarget: /\/en\/study\/programs$/,
    contact: 'Contact us',
    contactTarget: /\/en\/contact$/,
  },
] as const;

for (const l of languages) {
  test.describe(`search (${l.locale})`, () => {
    test('typing in the header box and pressing Enter shows results; a result link opens its page', async ({
      page,
    }) => {
      await page.goto(l.home);
      await page.getByRole('searchbox', { name: l.box }).fill(l.query);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
      expect(new URL(page.url()).searchParams.get('q')).toBe(l.query);

      await expect(page.getByRole('status')).toHaveText(l.count);
      const results = page.getByTestId('search-results');
      const first = results.getByRole('listitem').first();
      await expect(first.getByRole('link', { name: l.result })).toBeVisible();
      // The matched words are marked in the excerpt.
      await expect(first.locator('p mark').first()).toBeVisible();
      // The search field of the results page holds the query, to refine it.
      await expect(page.locator('#search-page-q')).toHaveValue(l.query);

      await first.getByRole('link', { name: l.result }).click();
      await expect(page).toHaveURL(l.target);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.result);
    });

    test('every result link of the first page opens a page that exists', async ({ page }) => {
      await page.goto(`${l.home === '/' ? '' : l.home}/search?q=${encodeURIComponent(l.query)}`);
      const hrefs = await page
        .getByTestId('search-results')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(hrefs.length).toBeGreaterThan(1);
      for (const href of hrefs) {
        const response = await page.request.get(href, { maxRedirects: 0 });
        expect(response.status(), href).toBe(200);
      }
    });

    test('the results are reachable with the keyboard', async ({ page }) => {
      await page.goto(`${l.home === '/' ? '' : l.home}/search?q=${encodeURIComponent(l.query)}`);
      await page.locator('#search-page-q').focus();
      await page.keyboard.press('Tab'); // the search button
      await page.keyboard.press('Tab'); // the first result
      await expect(page.getByTestId('search-results').getByRole('link').first()).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(l.target);
    });

    test('no results: a message in the language, the main sections and the contact page', async ({
      page,
    }) => {
      await page.goto(l.home);
      await page.getByRole('searchbox', { name: l.box }).fill(l.nothing);
      await page.keyboard.press('Enter');
      const help = page.getByTestId('search-no-results');
      await expect(help.getByText(l.noResults)).toBeVisible();
      await expect(page.getByTestId('search-results')).toHaveCount(0);
      expect(await help.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);

      await help.getByRole('link', { name: l.section }).click();
      await expect(page).toHaveURL(l.sectionTarget);
      await page.goBack();
      await page.getByTestId('search-no-results').getByRole('link', { name: l.contact }).click();
      await expect(page).toHaveURL(l.contactTarget);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`results and no-results pages have no serious or critical axe violation (${theme})`, async ({
        page,
      }) => {
        await useTheme(page, theme);
        const base = l.home === '/' ? '' : l.home;
        for (const q of [l.query, l.nothing]) {
          await page.goto(`${base}/search?q=${encodeURIComponent(q)}`);
          expect(await seriousViolations(page), q).toEqual([]);
        }
      });
    }
  });
}

test('results come in pages of ten, with links to the next and previous pages', async ({
  page,
}) => {
  await page.goto('/en/search?q=college');
  const results = page.getByTestId('search-results').getByRole('listitem');
  await expect(results).toHaveCount(10);
  const pages = page.getByRole('navigation', { name: 'Result pages' });
  await expect(pages.getByText('Page 1 of')).toBeVisible();
  await pages.getByRole('link', { name: 'Next results' }).click();
  await expect(page).toHaveURL(/\/en\/search\?q=college&page=2$/);
  await expect(page.getByRole('status')).toContainText('Showing 11–20 of');
  await page
    .getByRole('navigation', { name: 'Result pages' })
    .getByRole('link', { name: 'Previous results' })
    .click();
  await expect(page).toHaveURL(/\/en\/search\?q=college$/);
});

test('a search without words shows how to search, and no results', async ({ page }) => {
  await page.goto('/en/search');
  await expect(page.getByText('Type a word in the search box')).toBeVisible();
  await expect(page.getByTestId('search-results')).toHaveCount(0);
});

/** A GET from a loopback address of its own (so this client's count is its own). */
function getFrom(
  localAddress: string,
  path: string,
): Promise<{ status: number; body: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    httpGet(`http://127.0.0.1:${new URL(baseURL).port}${path}`, { localAddress }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          retryAfter: response.headers['retry-after'] as string | undefined,
        }),
      );
    }).on('error', reject);
  });
}

test('a client searching more than 60 times a minute is asked to wait, in its language', async () => {
  test.setTimeout(120_000);
  let last = { status: 0, body: '' } as Awaited<ReturnType<typeof getFrom>>;
  // 121 searches put more than 60 in one minute window even if a new window starts meanwhile.
  for (let i = 0; i < 121 && last.status !== 429; i++) {
    last = await getFrom('127.0.0.8', `/search?q=${encodeURIComponent(`رسوم ${i}`)}`);
    if (last.status !== 429) expect(last.status).toBe(200);
  }
  expect(last.status).toBe(429);
  expect(Number(last.retryAfter)).toBeGreaterThan(0);
  expect(last.body).toContain('<html lang="ar" dir="rtl">');
  expect(last.body).toContain('<title>عمليات بحث كثيرة في وقت قصير</title>');
  const english = await getFrom('127.0.0.8', '/en/search?q=fees');
  expect(english.status).toBe(429);
  expect(english.body).toContain('<html lang="en" dir="ltr">');
  expect(english.body).toContain('Too many searches in a short time');
  // Another client searches as usual, and the page without a query is never limited.
  expect((await getFrom('127.0.0.9', '/search?q=fees')).status).toBe(200);
  expect((await getFrom('127.0.0.8', '/search')).status).toBe(200);
});
