import { engage, expect, test, type Page } from './fixtures';
import { pathOf, sitemapKeys } from '../src/config/routes';
import { localePath, locales } from '../src/i18n/routing';
import { newsSeed } from '../src/server/db/seeds/news-seed';
import { EAGER_PARAM_ATTRIBUTE, EAGER_SELECTOR } from '../runtime/contract';
import { COLOUR_RULES, seriousViolationsOf, sitemapPaths } from './helpers';

/**
 * axe-core on every page of the route registry, in both languages; serious and critical
 * violations fail. The list comes from the registry (as the sitemap does), so a new page is
 * tested without touching this file. Each page state is checked once:
 * - every page as it is served, before any script has run (what most readers get), with every
 *   rule, then in the dark theme with the rules that depend on colour (the theme changes
 *   nothing else);
 * - once hydrated, with every rule, the pages whose main content is drawn by its scripts
 *   (tabs, forms, editors, dialogs) and the home pages for the header's hydrated parts.
 * The header and the footer are the same components on every page: they are checked whole on
 * the SHELL pages, and on every other page axe checks its <main>. The pages are checked in a
 * few batches, each in one browser page, every page's violations reported together.
 */
/** The news items a fresh database starts with (they live in the database, not the registry). */
const seededNews = newsSeed.flatMap((item) =>
  locales.map((locale) => localePath(locale, `/news/${item.slug}`)),
);
const paths = [
  ...sitemapKeys.flatMap((key) => locales.map((locale) => localePath(locale, pathOf(key)))),
  ...seededNews,
  '/no-such-page',
  '/en/no-such-page',
  '/search?q=كلية',
  '/en/search?q=study',
];

/** Checked whole, header and footer included: a home page, a content page and a 404 each way. */
const SHELL = new Set([
  '/',
  '/en',
  '/about/history',
  '/en/about/history',
  '/no-such-page',
  '/en/no-such-page',
]);

/** Pages whose main content has interactive parts, checked again once hydrated. */
const interactive = (
  [
    '/',
    '/admission',
    '/admission/application',
    '/admission/status',
    '/academic-calendar',
    '/faculty-staff/directory',
    '/e-services/platform',
    '/campus-life/entertainment',
    '/campus-life/sports',
    '/campus-life/clubs',
    '/campus-life/housing',
  ] as const
).flatMap((path) => locales.map((locale) => localePath(locale, path)));

/**
 * A page that asks for its scripts at once (late-scripts.ts: EAGER_SELECTOR) hydrates by itself
 * a moment after its paint: what a reader meets is the hydrated page, and axe must not read it
 * while React is changing it.
 */
async function settled(page: Page): Promise<boolean> {
  const eager = await page.evaluate(
    ({ selector, attribute }) => {
      const query = new URLSearchParams(location.search);
      return [...document.querySelectorAll(`${selector},[${attribute}]`)].some((mark) => {
        const parameter = mark.getAttribute(attribute);
        return !parameter || query.has(parameter);
      });
    },
    { selector: EAGER_SELECTOR, attribute: EAGER_PARAM_ATTRIBUTE },
  );
  if (eager) await engage(page);
  return eager;
}

test('the sitemap lists the pages of the registry and the published news, in both languages', async ({
  page,
}) => {
  const listed = await sitemapPaths(page);
  const news = (path: string) => /^(\/en)?\/news\/[a-z0-9-]+$/.test(path);
  // Other tests may publish news items while this one runs: those are news pages too.
  expect(listed.filter((path) => !news(path)).sort()).toEqual(
    paths.filter((path) => !/no-such-page|\/search\?/.test(path) && !news(path)).sort(),
  );
  expect(listed).toEqual(expect.arrayContaining(seededNews));
  // Every page the hydrated pass names is a page of the registry.
  for (const path of interactive) expect(paths, path).toContain(path);
});

/** The part of the page axe checks (see SHELL). */
const scopeOf = (path: string) => (SHELL.has(path) ? undefined : 'main');

/** `list` in `count` batches of nearly equal size, in order. */
function batches<T>(list: T[], count: number): T[][] {
  const size = Math.ceil(list.length / count);
  return Array.from({ length: count }, (_, index) => list.slice(index * size, (index + 1) * size));
}

/**
 * One test per batch of `list`, named by `title`: each page of the batch opened in turn in one
 * browser page, `check` lists its violations, and the test fails with all of them together.
 */
function axeBatches(
  list: string[],
  count: number,
  title: (index: number, batch: string[]) => string,
  check: (page: Page, path: string) => Promise<string[]>,
): void {
  for (const [index, batch] of batches(list, count).entries()) {
    test(title(index, batch), async ({ page }) => {
      test.setTimeout(batch.length * 15_000);
      const found: string[] = [];
      for (const path of batch) {
        await page.goto(path);
        found.push(...(await check(page, path)));
      }
      expect(found).toEqual([]);
    });
  }
}

axeBatches(
  paths,
  8,
  (index, batch) =>
    `no serious or critical axe violation as served, light and dark: pages ${index + 1} of 8 (${batch[0]} to ${batch.at(-1)})`,
  async (page, path) => {
    const hydrated = await settled(page);
    const include = scopeOf(path);
    // Untouched since it loaded, and without its scripts: a few still frames are enough
    // (pageAtRest); a hydrated page may be showing a notice.
    const quiet = hydrated ? 250 : 60;
    const light = await seriousViolationsOf(page, { include, quiet });
    // Dark exactly as the theme script applies it before first paint (a class on <html>),
    // without a second page load.
    await page.evaluate(() => {
      document.documentElement.classList.add('dark');
      document.documentElement.style.colorScheme = 'dark';
    });
    await expect(page.locator('html')).toHaveClass(/dark/);
    const dark = await seriousViolationsOf(page, { include, rules: COLOUR_RULES, quiet });
    return [
      ...light.map((line) => `${path} (light): ${line}`),
      ...dark.map((line) => `${path} (dark): ${line}`),
    ];
  },
);

axeBatches(
  interactive,
  2,
  (index) =>
    `no serious or critical axe violation once hydrated, on the pages their scripts draw: ${index + 1} of 2`,
  async (page, path) => {
    await engage(page);
    return (await seriousViolationsOf(page)).map((line) => `${path}: ${line}`);
  },
);
