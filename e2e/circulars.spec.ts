import { expect, test, type Page } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { seriousViolations } from './helpers';
import { staffFixture } from './staff-fixture';
import {
  expectAccessibleInBothThemes,
  fromAddress,
  holdScripts,
  signIn,
  waitForHydration,
} from './staff-helpers';

/**
 * Notices and circulars (issue #47, item 5): an editor writes an exam timetable for students and
 * staff in both languages with the toolbar, joins a document of the library, publishes it; it is
 * on the page of current notices and on the pages of its audiences (not the applicants'), with
 * its document; given a last day that has passed, it leaves the current list for the archives.
 * axe on the desk's pages in both themes and on the public pages.
 */

const stamp = Date.now();
const slug = `exam-timetable-${stamp}`;
const t = ar.StaffCirculars;

/** A day `days` from today, YYYY-MM-DD (UTC is near enough: the days used are weeks apart). */
function dayFrom(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

async function writeLanguage(page: Page, legend: string, title: string, body: string) {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel(t.editor.titleLabel, { exact: true }).fill(title);
  await group.getByRole('textbox', { name: t.editor.body, exact: true }).click();
  await page.keyboard.type(body);
}

test('an editor publishes a circular for students and staff; it reaches their pages, then the archive', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  await fromAddress(page, '198.51.100.141');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/circulars')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'circulars desk');

  await page.getByRole('link', { name: t.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.editor.newTitle })).toBeVisible();
  await page.getByLabel(t.editor.slug, { exact: true }).fill(slug);
  await page.getByLabel(t.editor.expiresOn).fill(dayFrom(30));
  await page.getByLabel(t.editor.kind).selectOption({ label: ar.Circulars.kinds.exams });
  // Students are chosen for a new one; staff too.
  await expect(page.getByLabel(ar.Circulars.audiences.students)).toBeChecked();
  await page.getByLabel(ar.Circulars.audiences.staff).check();
  // Nothing written yet and no audience: the save is refused under the audiences.
  await page.getByLabel(ar.Circulars.audiences.students).uncheck();
  await page.getByLabel(ar.Circulars.audiences.staff).uncheck();
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(ar.Staff.fieldErrors.circularAudienceRequired)).toBeVisible();
  await page.getByLabel(ar.Circulars.audiences.students).check();
  await page.getByLabel(ar.Circulars.audiences.staff).check();

  await writeLanguage(
    page,
    t.editor.arabic,
    'جدول امتحانات الفصل الأول',
    'تبدأ امتحانات الفصل الأول يوم الأحد، والجدول مرفق.',
  );
  await writeLanguage(
    page,
    t.editor.english,
    'First-semester exam timetable',
    'The first-semester exams start on Sunday; the timetable is attached.',
  );
  // A document of the library (the site's own files are there from its first start).
  const fileList = page.getByLabel(t.editor.file);
  const fileTitle = (await fileList.locator('option').nth(1).textContent())!.trim();
  await fileList.selectOption({ index: 1 });
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(t.editor.created)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/circulars\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-circular-state="draft"]')).toBeVisible();
  await expect(
    page
      .locator('[data-circular-preview="ar"]')
      .getByRole('heading', { name: 'جدول امتحانات الفصل الأول' }),
  ).toBeVisible();
  await expect(page.locator('[data-circular-preview="ar"]')).toContainText(fileTitle);
  await expectAccessibleInBothThemes(page, 'circular editor');
  expect(await (await page.request.get('/circulars')).text()).not.toContain(slug);

  await page.getByRole('button', { name: t.status.publish }).click();
  await expect(page.getByText(t.status.published)).toBeVisible();
  await expect(page.locator('[data-circular-state="published"]')).toBeVisible();

  // A visitor: the current notices, then each audience's page.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/circulars');
  const card = visitor.locator(`[data-circular="${slug}"]`);
  await expect(card.getByRole('heading', { name: 'جدول امتحانات الفصل الأول' })).toBeVisible();
  await expect(card).toContainText(ar.Circulars.kinds.exams);
  await expect(card).toContainText(
    `${ar.Circulars.audiences.students}، ${ar.Circulars.audiences.staff}`,
  );
  const document = card.getByRole('link').filter({ hasText: fileTitle });
  await expect(document).toHaveAttribute('href', /^\/files\/[a-z0-9-]+\.pdf$/);
  expect((await visitor.request.get((await document.getAttribute('href'))!)).status()).toBe(200);
  expect(await seriousViolations(visitor)).toEqual([]);

  await visitor
    .getByRole('navigation', { name: ar.Circulars.byAudience })
    .getByRole('link', { name: 'إعلانات وتعاميم العاملين' })
    .click();
  await expect(visitor).toHaveURL(/\/circulars\/staff$/);
  await expect(visitor.locator(`[data-circular="${slug}"]`)).toBeVisible();
  await visitor.goto('/circulars/applicants');
  await expect(visitor.locator(`[data-circular="${slug}"]`)).toHaveCount(0);
  await visitor.goto('/en/circulars/students');
  const englishCard = visitor.locator(`[data-circular="${slug}"]`);
  await expect(
    englishCard.getByRole('heading', { name: 'First-semester exam timetable' }),
  ).toBeVisible();
  await expect(englishCard).toContainText(en.Circulars.kinds.exams);
  await expect(visitor.locator('html')).toHaveAttribute('dir', 'ltr');
  expect((await visitor.request.get('/circulars/parents')).status()).toBe(404);

  // Its date and last day in the past: it leaves the current notices for the archives.
  await page.getByLabel(t.editor.date, { exact: true }).fill(dayFrom(-20));
  await page.getByLabel(t.editor.expiresOn).fill(dayFrom(-10));
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(t.editor.savedLive)).toBeVisible();
  await visitor.goto('/en/circulars/students');
  const archive = visitor.getByRole('region', { name: en.Circulars.archive });
  await expect(archive.locator(`[data-circular="${slug}"]`)).toBeVisible();
  await expect(archive.locator(`[data-circular="${slug}"]`)).toContainText(
    en.Circulars.ended.replace('{date}', ''),
  );
  await expect(
    visitor
      .getByRole('region', { name: en.Circulars.current })
      .locator(`[data-circular="${slug}"]`),
  ).toHaveCount(0);
  await visitor.goto('/circulars');
  await expect(visitor.locator(`[data-circular="${slug}"]`)).toHaveCount(0);

  // The desk's list marks it as ended.
  await page.goto('/staff/circulars');
  await expect(page.locator(`[data-row="${slug}"]`)).toContainText(t.past);
});

test("choices made in the circular's editor before its script has run stay, and are saved", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fromAddress(page, '198.51.100.142');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/circulars')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // A slow phone: whom it is for, urgent, and what about, chosen before the scripts arrive.
  const { release, unhold } = await holdScripts(page);
  await page.goto('/staff/circulars/new', { waitUntil: 'commit' });
  await page.getByLabel(ar.Circulars.audiences.applicants).check();
  await page.getByLabel(t.editor.urgent, { exact: true }).check();
  await page.getByLabel(t.editor.kind).selectOption({ label: ar.Circulars.kinds.closure });
  release();
  await waitForHydration(page, '[data-circular-editor]');
  await unhold();
  await expect(page.getByLabel(ar.Circulars.audiences.applicants)).toBeChecked();
  await expect(page.getByLabel(t.editor.urgent, { exact: true })).toBeChecked();
  const slugHere = `closure-early-${Date.now()}`;
  await page.getByLabel(t.editor.slug, { exact: true }).fill(slugHere);
  await writeLanguage(page, t.editor.arabic, 'إغلاق مبكر', 'يُغلق الحرم مبكراً اليوم.');
  await writeLanguage(page, t.editor.english, 'Early closure', 'The campus closes early today.');
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(t.editor.created)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/circulars\/[0-9a-f-]{36}$/);
  // As saved: read again from the server.
  await page.reload();
  await expect(page.getByLabel(ar.Circulars.audiences.students)).toBeChecked();
  await expect(page.getByLabel(ar.Circulars.audiences.applicants)).toBeChecked();
  await expect(page.getByLabel(t.editor.urgent, { exact: true })).toBeChecked();
  await expect(page.getByLabel(t.editor.kind)).toHaveValue('closure');
});
