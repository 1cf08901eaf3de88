import { expect, test, type Page } from './fixtures';
import en from '../messages/en.json';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn } from './staff-helpers';

/**
 * The site's settings (issue #46, item 3), as an administrator changes them: a refused field is
 * named and nothing is saved; a new social channel and a changed phone show on every public
 * page within seconds, the prerendered ones too (their footer), with no rebuild; then they are
 * put back; the activity page then names both saves. axe on the form and the activity, both
 * themes.
 */

test.describe.configure({ mode: 'serial' });

const t = en.StaffSettings;
const telegram = 'https://t.me/alrowad_college';
const phone = '+249 912 555 777';

async function expectFooter(page: Page, path: string, present: boolean) {
  await expect(async () => {
    await page.goto(path);
    const link = page.locator(`footer a[href="${telegram}"]`);
    await expect(link).toHaveCount(present ? 1 : 0, { timeout: 500 });
  }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] });
}

test('an administrator changes the contact details and every page follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await fromAddress(page, '198.51.100.150');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/settings')}`);
  await signIn(page, staffFixture.administrator);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'site settings');
  const original = await page.getByLabel(t.fields.phone2, { exact: true }).inputValue();

  // Refused: the field says why, nothing is saved.
  await page.getByLabel(t.fields.telegram, { exact: true }).fill('http://t.me/alrowad');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(en.ApiErrors.invalid_settings)).toBeVisible();
  await expect(page.getByLabel(t.fields.telegram, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  const visitor = await browser.newPage();
  await expectFooter(visitor, '/en/about/history', false);

  await page.getByLabel(t.fields.telegram, { exact: true }).fill(telegram);
  await page.getByLabel(t.fields.phone2, { exact: true }).fill(phone);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.locator('[data-settings-state]')).toHaveAttribute(
    'data-settings-state',
    'saved',
  );

  // A prerendered page's footer, the contact page, in both languages.
  await expectFooter(visitor, '/en/about/history', true);
  await expectFooter(visitor, '/campus-life/sports', true);
  await visitor.goto('/en/contact');
  await expect(visitor.locator('main')).toContainText(phone);

  // Put back as they were.
  await page.reload();
  await page.getByLabel(t.fields.telegram, { exact: true }).fill('');
  await page.getByLabel(t.fields.phone2, { exact: true }).fill(original);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expectFooter(visitor, '/en/about/history', false);
  await visitor.close();

  // The activity page names both saves, filtered to the settings, who and what changed.
  const a = en.StaffActivity;
  await page.goto('/en/staff/activity');
  await expect(page.getByRole('heading', { level: 1, name: a.title })).toBeVisible();
  await page.getByLabel(a.section, { exact: true }).selectOption('settings');
  await page.getByRole('button', { name: a.show }).click();
  await expect(page).toHaveURL(/section=settings/);
  const rows = page.locator('[data-activity-row="settings.save"]');
  await expect(rows.first()).toContainText(staffFixture.administrator.name);
  await expect(rows.first()).toContainText('telegram');
  await expect(
    page.locator('[data-activity-row]:not([data-activity-row^="settings."])'),
  ).toHaveCount(0);
  await expectAccessibleInBothThemes(page, 'activity');
});
