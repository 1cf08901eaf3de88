import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { sitemapPaths, useTheme } from './helpers';

/**
 * axe-core on every page of the sitemap (both languages), in the light and the dark theme.
 * The list comes from the sitemap, which comes from the route registry: a new page is tested
 * without touching this file. Serious and critical violations fail.
 */
test.describe.configure({ mode: 'parallel' });

test('the sitemap lists both languages of every page', async ({ page }) => {
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThan(100);
  expect(paths).toContain('/');
  expect(paths).toContain('/en');
  expect(paths).toContain('/about/history');
  expect(paths).toContain('/en/about/history');
});

for (const theme of ['light', 'dark'] as const) {
  for (const shard of [0, 1, 2, 3]) {
    test(`no serious or critical axe violation, ${theme} theme, part ${shard + 1} of 4`, async ({
      page,
    }) => {
      test.setTimeout(300_000);
      await useTheme(page, theme);
      const paths = (await sitemapPaths(page)).filter((_, index) => index % 4 === shard);
      const failures: string[] = [];
      for (const path of [
        ...paths,
        ...(shard === 0 ? ['/no-such-page', '/en/no-such-page', '/search?q=كلية'] : []),
      ]) {
        await page.goto(path);
        const results = await new AxeBuilder({ page }).analyze();
        for (const violation of results.violations) {
          if (violation.impact === 'serious' || violation.impact === 'critical') {
            failures.push(
              `${path}: ${violation.id} (${violation.impact}) ${violation.nodes
                .slice(0, 3)
                .map((node) => node.target.join(' '))
                .join(', ')}`,
            );
          }
        }
      }
      expect(failures).toEqual([]);
    });
  }
}
