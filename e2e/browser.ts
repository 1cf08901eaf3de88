/**
 * The browsers the tests launch: Debian's Chromium headless shell for the suite
 * (playwright.config.ts), the full Chromium for the few layout-shift tests the headless shell
 * draws wrongly at phone width (e2e/web-fonts.spec.ts, e2e/site-banner.spec.ts).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** `test.use({ launchOptions: fullChromium })` at the top of a spec file. */
export const fullChromium = { executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS };
