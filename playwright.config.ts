import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS } from './e2e/browser';

const port = Number(process.env.E2E_PORT ?? 3100);
// localhost, not 127.0.0.1: Next.js rewrites to `localhost` internally, and a rewrite to another
// host than the one the server listens on becomes a redirect loop.
export const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${port}`;
/** The test server's own data folder, emptied and filled with known rows at each run. */
const dataDir = path.join(os.tmpdir(), `college-e2e-data-${port}`);
/** The test mail server (scripts/e2e-smtp.mjs) and the folder where it leaves each message. */
const smtpPort = port + 25;
export const mailDir = path.join(os.tmpdir(), `college-e2e-mail-${port}`);

/** The tests of changes every page or another test sees (the `site-wide` project). */
const siteWide =
  /(site-banner|calendar-desk|directory-desk|board-desk|college-figures|home-editor|careers-editor|mail-wording|editor-sections|navigation-editor)\.spec\.ts/;

/**
 * Browser tests run in Debian's Chromium headless shell (never a downloaded browser) against one production
 * server shared by all workers. `npm test` builds first; `npm run test:e2e` expects a build.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two at a time on this 2-core machine: with two the machine is already busy (load about 7,
  // the server, the browsers and the tests together), and a third worker gave nothing
  // (docs/testing.md).
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // The site's service worker keeps the pages a visitor opened and shows them first on the
    // next visit (refreshing them behind): tests that change a page and open it again would see
    // the kept copy. Only e2e/offline.spec.ts and the web fonts' test of e2e/shell.spec.ts let it
    // run.
    serviceWorkers: 'block',
    launchOptions: {
      // Debian's headless shell (chromium-headless-shell, the old headless mode, the build
      // Playwright itself uses for headless runs): the same engine without the browser's own
      // interface, which took half the machine's time starting with each test's pages
      // (e2e/admission.spec.ts and programmes.spec.ts: 66 s here instead of 128 s).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      use: { ...devices['Desktop Chrome'] },
      testIgnore: siteWide,
    },
    // Changes every other test would see run once those are done: the banner shows on every
    // page, publishing 2026-2027 changes the year the public calendar opens on, and the
    // directory's and the board's own tests count their people; the e-mails' new wording would
    // show in every other test's messages.
    {
      name: 'site-wide',
      use: { ...devices['Desktop Chrome'] },
      testMatch: siteWide,
      dependencies: ['chromium'],
    },
  ],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : [
        {
          command: `node scripts/e2e-smtp.mjs ${smtpPort} ${mailDir}`,
          port: smtpPort,
          reuseExistingServer: !process.env.CI,
          timeout: 30_000,
          stdout: 'pipe',
        },
        {
          // A fresh database with the tests' own rows (e2e/board-fixture.ts), then the site.
          command: `node --disable-warning=MODULE_TYPELESS_PACKAGE_JSON scripts/e2e-database.mjs && npm run -s start -- --port ${port}`,
          url: `${baseURL}/`,
          reuseExistingServer: !process.env.CI,
          timeout: 120_000,
          stdout: 'pipe',
          stderr: 'pipe',
          env: {
            SITE_URL: `http://localhost:${port}`,
            DATA_DIR: dataDir,
            SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
            SUPPORT_NOTIFY_EMAIL: 'helpdesk@alrowad.edu.sd',
            // As deployed behind the shipped nginx front on the same machine: the front's
            // X-Real-IP names the client (e2e/nginx-front.spec.ts runs that front).
            TRUST_PROXY: 'loopback',
            // Tighter outer bounds per address than the defaults (240 and 600 a minute, sized
            // for a deadline day behind one address: src/server/rate-limit/deadline-day.test.ts),
            // so that the tests reaching them (applications-api, nginx-front, search) stay short.
            RATE_LIMIT_PER_MINUTE: '30',
            SEARCH_RATE_LIMIT_PER_MINUTE: '60',
          },
        },
      ],
});
