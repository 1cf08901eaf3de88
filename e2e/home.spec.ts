import { expect, test } from './fixtures';

test.describe('home page', () => {
  test('has every section of the specification, in Arabic', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const main = page.locator('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1);
    // Hero: calls to apply and to explore programmes.
    await expect(main.locator('section').first().locator('a[href="/admission"]')).toBeVisible();
    await expect(
      main.locator('section').first().locator('a[href="/study/programs"]'),
    ).toBeVisible();
    // Quick links: six tiles.
    await expect(page.getByTestId('quick-links').getByRole('link')).toHaveCount(6);
    // The instructor's lecture collection.
    await expect(main.locator('a[href="/courses/hassan"]')).toBeVisible();
    // News: three items with dates, linking to their pages.
    for (const slug of [
      'new-medical-building',
      'harvard-cooperation',
      'robotics-competition-win',
    ]) {
      await expect(main.locator(`a[href="/news/${slug}"]`)).toBeVisible();
    }
    await expect(main.locator('article time')).toHaveCount(3);
    // Statistics.
    const stats = main.locator('dl');
    for (const value of ['5000+', '250+', '8', '35+']) {
      await expect(stats.getByText(value, { exact: true })).toBeVisible();
    }
    // Each figure says what it counts, so "8 colleges" agrees with the eight specialisations (#24).
    await expect(stats.getByText('تخصصاتنا الجامعية الثمانية، من الطب إلى الإعلام')).toBeVisible();
    // Programmes, leadership, upcoming events.
    await expect(main.locator('a[href="/study/medicine"]').first()).toBeVisible();
    await expect(main.locator('#leadership')).toBeVisible();
    await expect(main.locator('#events')).toBeVisible();
    await expect(main.locator('a[href="/events"]')).toBeVisible();
  });

  test('follows the English direction and links in English', async ({ page }) => {
    await page.goto('/en');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('Al-Rowad College of Science and Technology');
    await expect(page.getByTestId('quick-links').getByRole('link')).toHaveCount(6);
    await expect(page.locator('dl').getByText('Students', { exact: false })).toBeVisible();
    await expect(
      page
        .locator('dl')
        .getByText('Our eight undergraduate specialisations, from medicine to media'),
    ).toBeVisible();
    await expect(page.locator('main a[href="/en/news/harvard-cooperation"]')).toBeVisible();
  });

  test('quick links form 2, 3 and 6 columns by width', async ({ page }) => {
    const columns = async () =>
      page
        .getByTestId('quick-links')
        .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length);
    for (const [width, expected] of [
      [390, 2],
      [900, 3],
      [1400, 6],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en');
      expect(await columns(), `${width}px`).toBe(expected);
    }
  });

  test('no content is wider than a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    for (const path of ['/', '/en']) {
      await page.goto(path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
