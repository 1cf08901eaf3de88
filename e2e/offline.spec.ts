import { expect, test, type Page } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { LATE_SCRIPTS_LIST } from '../runtime/contract';
import { seriousViolations } from './helpers';

/**
 * The service worker (issue #23): a page opened before opens offline; a page never opened shows
 * the offline page in its language; the applicant's pages are kept after the first visit; back
 * online, a kept page is refreshed behind the visitor's back; the staff workspace and API
 * answers are never kept, and never served from the worker's caches.
 */
test.use({ serviceWorkers: 'allow' });

/** Every address the worker's caches hold (paths). */
function keptPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** The Date header of the kept copy of `path`. */
function keptDate(page: Page, path: string): Promise<string | null> {
  return page.evaluate(async (url) => {
    const response = await caches.match(url);
    return response?.headers.get('date') ?? null;
  }, path);
}

test('pages opened before open offline, others show the offline page, and nothing private is kept', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/about/history');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  const heading = await page.getByRole('heading', { level: 1 }).textContent();
  // Opened again with the worker in charge: kept, like the English page.
  await page.goto('/about/history');
  await page.goto('/en/about/history');
  const englishHeading = await page.getByRole('heading', { level: 1 }).textContent();
  // The applicant's pages in Arabic (the first page's language) are kept after the first visit.
  await expect
    .poll(() => keptPaths(page), { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        '/',
        '/admission',
        '/admission/fees',
        '/academic-calendar',
        '/contact',
        '/about/history',
        '/en/about/history',
        '/offline',
        '/en/offline',
      ]),
    );
  // A staff page and an API answer, asked for while the worker is in charge.
  await page.goto('/staff/sign-in');
  await page.goto('/about/history');
  expect(await page.evaluate(() => fetch('/api/banner/ar').then((answer) => answer.status))).toBe(
    200,
  );
  expect((await keptPaths(page)).filter((path) => /^\/(en\/)?staff|^\/api\//.test(path))).toEqual(
    [],
  );
  const before = await keptDate(page, '/about/history');
  expect(before).toBeTruthy();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await page.goto('/en/about/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishHeading!);
  await page.goto('/admission/fees');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: ar.Offline.title })).toHaveCount(0);

  // Never opened: the offline page, in the page's language.
  await page.goto('/research/centers');
  await expect(page.getByRole('heading', { level: 1, name: ar.Offline.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle(new RegExp(ar.Offline.title));
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/en/research/centers');
  await expect(page.getByRole('heading', { level: 1, name: en.Offline.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('link', { name: en.Offline.keptHeading })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The staff workspace is not served from the worker's caches: offline, it does not open.
  await expect(page.goto('/staff/sign-in')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED|ERR_FAILED/);

  // Back online: the kept page is shown at once and refreshed behind, for the next visit.
  await context.setOffline(false);
  await page.goto('/about/history');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!);
  await expect.poll(() => keptDate(page, '/about/history'), { timeout: 15_000 }).not.toBe(before);
});

test('a page read without a touch has its scripts kept: offline, its buttons still work', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Navigations to `domcontentloaded`, which the suite's fixture does not engage: the visitor
  // only reads, so the page runs no script (runtime/late-scripts.ts).
  await page.goto('/en/about/history', { waitUntil: 'domcontentloaded' });
  await page.waitForLoadState('load');
  await page.evaluate(() => navigator.serviceWorker.ready);
  const scripts = await page.evaluate(
    (list) => (self as unknown as Record<string, string[]>)[list]!,
    LATE_SCRIPTS_LIST,
  );
  expect(scripts.length).toBeGreaterThan(3);
  // The worker keeps them all the same, once it is ready.
  await expect
    .poll(() => keptPaths(page), { timeout: 30_000 })
    .toEqual(expect.arrayContaining(scripts));
  expect(await page.evaluate(() => 'next' in window)).toBe(false);
  // Opened again with the worker in charge: the page is kept too.
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
  await page.goto('/en/about/history', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => keptPaths(page), { timeout: 15_000 }).toContain('/en/about/history');

  await context.setOffline(true);
  await page.reload({ waitUntil: 'domcontentloaded' });
  const toggle = page.getByRole('button', { name: en.Theme.toggle, exact: true });
  await toggle.click();
  // The tap starts the kept scripts; once they have hydrated the page, the loader replays it.
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await context.setOffline(false);
});
