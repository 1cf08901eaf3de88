import { expect, test } from './fixtures';
import { layoutShift } from './helpers';
import { fullChromium } from './browser';

// The headless shell draws a page the service worker serves at another size for its first
// frames (the phone header's search button moved 98 px at 365 ms there, never in the full
// browser): this layout-shift check runs in the full Chromium.
test.use({ launchOptions: fullChromium });

test('a first page is drawn in the system fonts; the web fonts come after it, for the next page', async ({
  browser,
}) => {
  // Issue #23: the font files never wait in front of a visitor's first page or share the line
  // with it, and no text re-flows when one arrives (theme-script.ts, webFontsScript).
  // The service worker runs here (the suite blocks it elsewhere): it keeps the fonts, and a page
  // uses them only under it.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('.woff2')) fonts.push(request.url());
  });
  await page.goto('/about/history');
  const first = await page.evaluate(() => ({
    marked: document.documentElement.hasAttribute('data-web-fonts'),
    family: getComputedStyle(document.body).fontFamily,
    // Every font file this page asked for, and whether before its load event had ended.
    early: performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .filter(
        (entry) =>
          entry.startTime <
          (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
            .loadEventEnd,
      )
      .map((entry) => entry.name),
  }));
  expect(first.marked).toBe(false);
  expect(first.family).toMatch(/^Arial, Tahoma/);
  expect(first.early).toEqual([]);
  // Once the page has loaded, the files are fetched (each once) and remembered.
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('web-fonts')), { timeout: 15_000 })
    .toBe('1');
  expect(fonts.length).toBeGreaterThanOrEqual(2);
  expect(new Set(fonts).size).toBe(fonts.length);
  // The page itself stayed in the system fonts: nothing moved.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(
    /^Arial, Tahoma/,
  );

  // The next page is in the web fonts, drawn with them from the start.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto('/en/admission');
  expect(await page.locator('html').getAttribute('data-web-fonts')).toBe('');
  const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(family).not.toMatch(/^Arial/);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        await document.fonts.ready;
        return [...document.fonts].filter((face) => face.status === 'loaded').length;
      }),
    )
    .toBeGreaterThan(0);
  const shift = await layoutShift(page);
  expect(shift.total, shift.moved.join('\n')).toBe(0);
  await context.close();
});
