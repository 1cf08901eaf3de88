import { expect, test } from '@playwright/test';
import { pathOf, sitemapKeys } from '../src/config/routes';
import { localePath, locales } from '../src/i18n/routing';
import { sitemapPaths, seriousViolations } from './helpers';

/**
 * axe-core on every page of the route registry, in both languages and both themes; serious and
 * critical violations fail. The list comes from the registry (as the sitemap does), so a new
 * page is tested without touching this file.
 */
const paths = [
  ...sitemapKeys.flatMap((key) => locales.map((locale) => localePath(locale, pathOf(key)))),
  '/no-such-page',
  '/en/no-such-page',
  '/search?q=كلية',
  '/en/search?q=study',
];

test('the sitemap lists exactly the pages of the registry, in both languages', async ({ page }) => {
  const listed = await sitemapPaths(page);
  expect(listed.sort()).toEqual(
    paths.filter((path) => !/no-such-page|\/search\?/.test(path)).sort(),
  );
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
