import { expect, test } from './fixtures';
import { pathOf, sitemapKeys } from '../src/config/routes';
import { localePath, locales } from '../src/i18n/routing';
import { newsSeed } from '../src/server/db/seeds/news-seed';
import { sitemapPaths, seriousViolations } from './helpers';

/**
 * axe-core on every page of the route registry, in both languages and both themes; serious and
 * critical violations fail. The list comes from the registry (as the sitemap does), so a new
 * page is tested without touching this file.
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
});

for (const path of paths) {
  test(`no serious or critical axe violation on ${path}, light and dark`, async ({ page }) => {
    await page.goto(path);
    expect(await seriousViolations(page), `${path} (light)`).toEqual([]);
    // Dark exactly as the theme script applies it before first paint (a class on <html>),
    // without a second page load: the whole suite stays within its time.
    await page.evaluate(() => {
      document.documentElement.classList.add('dark');
      document.documentElement.style.colorScheme = 'dark';
    });
    await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await seriousViolations(page), `${path} (dark)`).toEqual([]);
  });
}
