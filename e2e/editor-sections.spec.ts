import { expect, test } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { page as arMedicine } from '../content/ar/pages/study/medicine';
import { page as enMedicine } from '../content/en/pages/study/medicine';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn } from './staff-helpers';

/**
 * Editors by section (issue #47, item 1), as new staff meet it: an administrator limits the
 * faculty of medicine's editor to its programme's page; the editor's workspace then offers that
 * page alone, saves a draft of it, and every other page, desk and endpoint says no, on the
 * server. Then every section again. axe on the account page with its sections, both themes.
 */

test.describe.configure({ mode: 'serial' });

const a = en.StaffAccounts;
const medicineSection = en.Staff.sections.programme.replace('{programme}', enMedicine.title);

test('an administrator limits an editor to the medicine pages, and the workspace follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await fromAddress(page, '198.51.100.160');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/accounts')}`);
  await signIn(page, staffFixture.administrator);
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(staffFixture.faculty.name);
  const form = page.locator('[data-sections-form]');
  await expect(form.getByRole('radio', { name: a.sectionsAll })).toBeChecked();

  // "Only these" with nothing ticked is refused, and says why.
  await form.getByRole('radio', { name: a.sectionsSome }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(form.getByText(en.Staff.fieldErrors.sectionsRequired)).toBeVisible();

  // Ticking a section chooses "only these" by itself.
  await form.getByRole('radio', { name: a.sectionsAll }).check();
  await form.getByRole('checkbox', { name: medicineSection }).check();
  await expect(form.getByRole('radio', { name: a.sectionsSome })).toBeChecked();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved)).toBeVisible();
  await expect(page.locator('[data-account-log]')).toContainText(
    a.actions.sections.replace('{from}', a.sectionsAll).replace('{to}', medicineSection),
  );
  await expectAccessibleInBothThemes(page, 'account with sections');
  await page.goto('/en/staff/accounts');
  await expect(
    page.locator('[data-accounts-table] tr', { hasText: staffFixture.faculty.name }),
  ).toContainText(a.columns.sectionsOf.replace('{sections}', medicineSection));

  // The editor, in Arabic: one area, one page.
  const context = await browser.newContext();
  const editor = await context.newPage();
  await fromAddress(editor, '198.51.100.161');
  await editor.goto('/staff/sign-in?next=%2Fstaff');
  await signIn(editor, staffFixture.faculty);
  const areas = editor.locator('main').getByRole('heading', { level: 2 });
  await expect(areas).toHaveText([ar.Staff.areas.pages.title]);
  await editor.locator('main').getByRole('link', { name: ar.Staff.areas.pages.title }).click();
  await expect(editor.locator('[data-page-row]')).toHaveCount(1);
  await editor.locator('[data-page-row="study/medicine"]').getByRole('link').click();
  const e = ar.StaffPages.editor;
  await expect(
    editor.getByRole('heading', {
      level: 1,
      name: e.title.replace('{page}', arMedicine.navLabel ?? arMedicine.title),
    }),
  ).toBeVisible();
  // A draft saved, then let go: what visitors see never changes.
  const title = editor.getByLabel(`${ar.StaffPages.editor.fields.title} · ${e.arabic}`).first();
  await title.fill(`${arMedicine.title} (مسودة)`);
  await editor.getByRole('button', { name: e.save }).click();
  await expect(editor.getByText(e.saved)).toBeVisible();
  editor.once('dialog', (dialog) => void dialog.accept());
  await editor.getByRole('button', { name: e.discard }).click();
  await expect(editor.getByText(e.discarded)).toBeVisible();

  // Every other page, desk and endpoint: no.
  for (const path of ['/staff/pages/about/history', '/staff/news', '/staff/banner']) {
    const answer = await editor.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(ar.Staff.forbidden.title);
  }
  const refused = await editor.request.post('/api/staff/pages/study/law', {
    headers: { origin: new URL(editor.url()).origin },
    data: { action: 'discard', version: 0 },
  });
  expect(refused.status()).toBe(403);

  // Every section again: the desks are back.
  await page.goto('/en/staff/accounts');
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  await form.getByRole('radio', { name: a.sectionsAll }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved)).toBeVisible();
  await editor.goto('/staff');
  await expect(areas).toHaveCount(9);
  await context.close();
});
