import { expect, test } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { completeApplication } from './complete-application';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn, signOut } from './staff-helpers';

/**
 * The workspace's own frame (issue #45, item 7): no public menus or footer, the account's areas
 * with what waits in each, the account's menu, the public site one link away; a document's
 * address opened while signed out comes back to that document after the sign-in; the inbox read
 * on a phone.
 */

test.describe.configure({ mode: 'serial' });

let application = { id: '', reference: '' };

test.beforeAll(async () => {
  application = await completeApplication({
    name: 'هبة الأمين',
    email: `staff-frame-${Date.now()}@example.com`,
    locale: 'ar',
  });
});

test('Arabic phone: a document link opened signed out comes back to that document, in the workspace’s own frame', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await fromAddress(page, '198.51.100.61');
  // A colleague's link to the applicant's photo, opened before signing in.
  await page.goto(`/api/staff/applications/${application.id}/documents/photo`);
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=/);
  await signIn(page, staffFixture.admissions);
  await expect(page).toHaveURL(new RegExp(`/staff/applications/${application.id}#document-photo$`));
  await expect(page.locator('#document-photo')).toBeInViewport();

  // The workspace's frame, not the public site's: no site menus, search box or footer.
  await expect(page.locator('[data-staff-header]')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.locator('#site-search')).toHaveCount(0);
  const areas = page.getByRole('navigation', { name: ar.Staff.nav.areas });
  await expect(
    areas.getByRole('link', { name: ar.Staff.areas.applications.title }),
  ).toHaveAttribute('aria-current', 'page');
  // Only the account's own areas.
  await expect(areas.getByRole('link', { name: ar.Staff.areas.accounts.title })).toHaveCount(0);

  // The inbox: what waits is counted in the bar, the rows are cards that fit the phone.
  await areas.getByRole('link', { name: ar.Staff.areas.applications.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.Staff.inbox.title);
  await expect(areas.locator('[data-waiting-count="applications"]')).toHaveText(/^\d+/);
  const row = page.locator(`[data-application-row="${application.reference}"]`);
  await expect(row).toBeVisible();
  const box = (await row.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // The filters and the actions on the selected rows are folded, one tap away.
  const search = page.getByLabel(ar.Staff.inbox.search, { exact: true });
  await expect(search).toBeHidden();
  await page.getByText(ar.Staff.filters.show).click();
  await expect(search).toBeVisible();
  await expect(page.getByLabel(ar.Staff.review.newStatus)).toBeHidden();
  await page.locator('[data-bulk-actions] > summary').click();
  await expect(page.getByLabel(ar.Staff.review.newStatus)).toBeVisible();
  await expectAccessibleInBothThemes(page, 'the inbox on a phone');

  // The account's menu: the account page, the public site, sign-out.
  await page.locator('[data-staff-account] > summary').click();
  const menu = page.locator('[data-staff-account]');
  await expect(menu).toContainText(staffFixture.admissions.name);
  await expect(menu).toContainText(ar.StaffAccounts.roleNames.admissions);
  await menu.getByRole('link', { name: ar.Staff.nav.publicSite }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('contentinfo')).toBeVisible();
});

test('English desktop: the account menu opens without the page’s scripts, and signs out', async ({
  page,
  browser,
}) => {
  await fromAddress(page, '198.51.100.62');
  await page.goto('/en/staff');
  await signIn(page, staffFixture.admissions);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(staffFixture.admissions.name);
  // The same session in a browser that runs no script: the menu is plain HTML.
  const bare = await browser.newContext({
    javaScriptEnabled: false,
    storageState: await page.context().storageState(),
    extraHTTPHeaders: { 'X-Real-IP': '198.51.100.62' },
  });
  const noScript = await bare.newPage();
  await noScript.goto('/en/staff/applications');
  await expect(noScript.getByRole('link', { name: en.Staff.nav.account })).toBeHidden();
  await noScript.locator('[data-staff-account] > summary').click();
  await expect(noScript.getByRole('link', { name: en.Staff.nav.account })).toBeVisible();
  await expect(noScript.getByRole('link', { name: en.Staff.nav.publicSite }).first()).toBeVisible();
  await bare.close();

  await expectAccessibleInBothThemes(page, 'the start page');
  await signOut(page, en.Staff.nav.signOut);
  await expect(page).toHaveURL(/\/en\/staff\/sign-in$/);
  // The sign-in page: the frame's first row only, in English.
  await expect(page.locator('[data-staff-header]')).toContainText(en.Staff.nav.publicSite);
  await expect(page.getByRole('navigation', { name: en.Staff.nav.areas })).toHaveCount(0);
});
