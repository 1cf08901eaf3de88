/**
 * Playwright's `test` and `expect` for this suite, and `engage`, the one way a test asks for a
 * hydrated page.
 *
 * A navigation is left as a visitor meets it: `npm start` starts a page's scripts after its
 * first paint and, on most pages, only once the visitor engages with the page
 * (runtime/late-scripts.ts). So a test that clicks, types or presses a key right after
 * `goto` acts before the scripts have run, as a visitor on a slow phone does, and checks what
 * that visitor would see. A test whose subject is what only the page's scripts do, and not the
 * first moment, says so with `await engage(page)`.
 */
import { test as base, type Page } from '@playwright/test';
import { ENGAGE, LATE_SCRIPT, LATE_SCRIPTS_HYDRATED } from '../runtime/contract';

export * from '@playwright/test';
export const test = base;

/**
 * Engages the page as a visitor's first touch would (the loader's ENGAGE) and waits until React
 * has hydrated it (the loader's LATE_SCRIPTS_HYDRATED; at once on a page without scripts).
 */
export async function engage(page: Page): Promise<void> {
  await page.evaluate((engage) => {
    const start = (self as unknown as Record<string, unknown>)[engage];
    if (typeof start === 'function') start();
  }, ENGAGE);
  await page.waitForFunction(
    ({ loader, flag }) =>
      !(loader in self) || (self as unknown as Record<string, unknown>)[flag] === true,
    { loader: LATE_SCRIPT, flag: LATE_SCRIPTS_HYDRATED },
  );
}
