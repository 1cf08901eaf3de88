import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { mailDir } from '../playwright.config';
import { seriousViolations, useTheme as applyTheme } from './helpers';

/**
 * What the staff workspace's browser tests share: an address of their own per test, the
 * sign-in form, the mails the test mail server received, and axe in both themes.
 */

/** Each test from its own address: the per-client limits never mix them up. */
export async function fromAddress(page: Page, address: string) {
  await page.setExtraHTTPHeaders({ 'X-Real-IP': address });
}

/** Fills and sends the staff sign-in form, in either language. */
export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.getByLabel(/البريد الإلكتروني|E-mail address/).fill(account.email);
  await page.getByLabel(/^(كلمة المرور|Password)$/).fill(account.password);
  await page.getByRole('button', { name: /^(تسجيل الدخول|Sign in)$/ }).click();
}

/** Signs out as a person does: opens the workspace header's account menu, then "Sign out". */
export async function signOut(page: Page, label: string) {
  await page.locator('[data-staff-account] > summary').click();
  await page.getByRole('button', { name: label }).click();
}

/**
 * Waits until React has hydrated the element `selector` matches (React marks the nodes it owns
 * with `__reactFiber…` keys): before that, a click on a submit button submits the form the
 * browser's way, not the component's.
 */
export async function waitForHydration(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return Boolean(element && Object.keys(element).some((key) => key.startsWith('__react')));
  }, selector);
}

/** The mails the test mail server (scripts/e2e-smtp.mjs) received for `address`. */
export function mailTo(address: string): {
  to: string;
  /** Where an answer goes (empty when to the sender). */
  replyTo?: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; start: string }[];
}[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir);
  } catch {
    return [];
  }
  return files
    .map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')))
    .filter((mail: { to: string }) => mail.to.includes(address));
}

/** axe on the page as it is, in the light theme and then the dark one (each read on a load). */
export async function expectAccessibleInBothThemes(page: Page, what: string) {
  for (const theme of ['light', 'dark'] as const) {
    await applyTheme(page, theme);
    await page.reload();
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    expect(await seriousViolations(page), `${what} (${theme})`).toEqual([]);
  }
}

/**
 * The first administrator of a database, made by the documented command
 * (`npm run staff:create-admin`, which prepares the database too), the password on its standard
 * input. Asynchronous: a relay or server run by the test's own process goes on meanwhile.
 */
export async function createFirstAdministrator(
  admin: { email: string; name: string; password: string },
  env: NodeJS.ProcessEnv,
) {
  const made = spawn(
    'npm',
    [
      'run',
      '-s',
      'staff:create-admin',
      '--',
      '--email',
      admin.email,
      '--name',
      admin.name,
      '--password-stdin',
    ],
    { stdio: ['pipe', 'pipe', 'pipe'], env },
  );
  let output = '';
  for (const stream of [made.stdout, made.stderr]) stream.on('data', (chunk) => (output += chunk));
  made.stdin.end(`${admin.password}\n`);
  const status = await new Promise((resolve) => made.once('exit', resolve));
  expect(status, output).toBe(0);
}

/**
 * Opens `path` again until its main content says `text`: a publication renews the public pages
 * within seconds, not at once.
 */
export async function expectPageSays(page: Page, path: string, text: string | RegExp) {
  await expect(async () => {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(text, { timeout: 500 });
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });
}

/**
 * Holds back every script of the site's pages until `release` is called, as on a slow phone: what
 * a visitor does before the page has hydrated. `unhold` lets later pages load at once again.
 */
export async function holdScripts(
  page: Page,
): Promise<{ release: () => void; unhold: () => Promise<void> }> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = '**/_next/static/chunks/**/*.js';
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return { release, unhold: () => page.unroute(pattern) };
}
