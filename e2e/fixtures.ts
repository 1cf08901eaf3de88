/**
 * Playwright's `test` for this suite: the same, except that a navigation the test makes and
 * waits for (`goto`, `reload`, `goBack`, `goForward`, to `load` or `networkidle` as by default)
 * also starts the page's scripts, as a visitor's first touch would, and waits until they have run.
 *
 * `npm start` starts a page's scripts after its first paint, and on most pages only once the
 * visitor engages with the page (scripts/lib/late-scripts.ts); before #23 the scripts were tags
 * of the page and `load` waited for them. A test that acts on a button at once would otherwise
 * find it not yet working, as a visitor tapping in the first moment would (the loader holds
 * such a click and replays it once the page has hydrated: e2e/shell.spec.ts tests that, and
 * that a page left alone runs no script). The spec files import `test` and `expect` from here.
 */
import { test as base, type Page } from '@playwright/test';
import { ENGAGE, LATE_SCRIPTS_DONE } from '../scripts/lib/late-scripts.ts';

export * from '@playwright/test';

type WaitUntil = 'load' | 'domcontentloaded' | 'networkidle' | 'commit';

/**
 * Engages the page (its loader's ENGAGE) and waits until the loader has run every script it was
 * handed (at once if it has none).
 */
async function startupScriptsRan(page: Page): Promise<void> {
  await page.evaluate((engage) => {
    const start = (self as unknown as Record<string, unknown>)[engage];
    if (typeof start === 'function') start();
  }, ENGAGE);
  await page.waitForFunction(
    (flag) =>
      !('__collegeLateScript' in self) ||
      (self as unknown as Record<string, unknown>)[flag] === true,
    LATE_SCRIPTS_DONE,
  );
}

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;
let patched = false;

/** Patches the navigations of every page of this worker (Page's own prototype), once. */
function patchNavigations(page: Page) {
  if (patched) return;
  patched = true;
  const prototype = Object.getPrototypeOf(page) as Record<string, unknown>;
  for (const name of NAVIGATIONS) {
    const original = prototype[name] as (this: Page, ...args: unknown[]) => Promise<unknown>;
    prototype[name] = async function (this: Page, ...args: unknown[]) {
      const response = await original.apply(this, args);
      const options = args.find(
        (arg): arg is { waitUntil?: WaitUntil } => typeof arg === 'object' && arg !== null,
      );
      const waitUntil = options?.waitUntil ?? 'load';
      if (response !== null && (waitUntil === 'load' || waitUntil === 'networkidle')) {
        await startupScriptsRan(this);
      }
      return response;
    };
  }
}

export const test = base.extend<object, { startupScripts: void }>({
  startupScripts: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      patchNavigations(await context.newPage());
      await context.close();
      await use();
    },
    { scope: 'worker', auto: true },
  ],
});
