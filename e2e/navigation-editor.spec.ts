import { expect, test, type Page } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { navLabelOf } from '../content/index';
import { staffFixture } from './staff-fixture';
import {
  expectAccessibleInBothThemes,
  fromAddress,
  holdScripts,
  signIn,
  waitForHydration,
} from './staff-helpers';

/**
 * The menus and the home page's sections (issue #47, item 4): an editor renames the study menu
 * in both languages, puts the fees first in its admission group, hides the application status,
 * adds the students' portal, puts the news first on the home page and hides the leadership; the
 * draft changes nothing for visitors until it is published; then every page's menu and the home
 * page show it, in both languages; the first arrangement, put back from the history and
 * published, is what visitors see again. Runs with the site-wide tests: it changes every page.
 */

test.describe.configure({ mode: 'serial' });

const t = en.StaffNavigation;

/** Whether the home page's news section comes before its quick links. */
async function newsBeforeQuickLinks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const news = document.getElementById('news');
    const quick = document.getElementById('quick-links');
    return Boolean(
      news && quick && news.compareDocumentPosition(quick) & Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });
}

/** The study menu's admission links on a page, as the desktop menu lists them. */
async function admissionLinks(page: Page, menu: string, group: string): Promise<string[]> {
  await page.getByRole('navigation').getByRole('button', { name: menu, exact: true }).click();
  const panel = page.locator('[popover]:popover-open');
  await expect(panel).toBeVisible();
  return panel
    .getByRole('heading', { name: group })
    .locator('xpath=following-sibling::ul[1]')
    .getByRole('link')
    .allTextContents();
}

test('an editor rearranges the menus and the home page, publishes, and puts the first arrangement back', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await fromAddress(page, '198.51.100.151');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/navigation')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.locator('[data-navigation-state="current"]')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'menus desk');

  const study = page.locator('[data-nav-menu="study"]');
  // Each menu is folded under its name.
  await expect(study.getByLabel(t.nameEn).first()).toBeHidden();
  await study.getByText(t.menu.replace('{name}', 'Study'), { exact: true }).first().click();
  await study.getByLabel(t.nameAr).first().fill('الدراسة في الكلية');
  await study.getByLabel(t.nameEn).first().fill('Studying here');
  const admission = page.locator('[data-nav-group="study.admission"]');
  // The fees up to the first place (the third of five).
  const feesUp = admission.getByRole('button', {
    name: `Move “${navLabelOf('en', 'admission/fees')}” up`,
  });
  await feesUp.click();
  await feesUp.click();
  await admission.getByRole('checkbox', { name: navLabelOf('en', 'admission/status') }).uncheck();
  await admission.getByText(t.addLink).click();
  await admission.getByLabel(t.linkHref).fill('https://portal.alrowad.edu.sd');
  await admission.getByLabel(t.nameAr).last().fill('بوابة الطالب');
  await admission.getByLabel(t.nameEn).last().fill('Student portal');
  await admission.getByRole('button', { name: t.add }).click();
  await expect(admission.locator('[data-nav-link="https://portal.alrowad.edu.sd"]')).toBeVisible();
  const home = page.locator('[data-nav-home]');
  for (let step = 0; step < 3; step++) {
    await home.getByRole('button', { name: `Move “${t.sections.latestNews}” up` }).click();
  }
  await home.getByRole('checkbox', { name: t.sections.leadership }).uncheck();
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.locator('[data-navigation-state="pending"]')).toBeVisible();
  // The preview shows the draft in each language.
  await expect(page.locator('[data-navigation-preview="ar"]')).toContainText('الدراسة في الكلية');
  await expect(page.locator('[data-navigation-preview="en"]')).toContainText('Student portal');
  await expectAccessibleInBothThemes(page, 'menus desk with a draft');

  // A visitor sees nothing of the draft.
  const visitor = await (
    await browser.newContext({ viewport: { width: 1280, height: 900 } })
  ).newPage();
  await visitor.goto('/en');
  await expect(
    visitor.getByRole('navigation').getByRole('button', { name: 'Study', exact: true }),
  ).toBeVisible();
  expect(await newsBeforeQuickLinks(visitor)).toBe(false);

  await page.getByRole('button', { name: t.publish }).click();
  await expect(page.getByText(t.published)).toBeVisible();
  await expect(page.locator('[data-navigation-state="current"]')).toBeVisible();

  // The home page (drawn on each request): the new order, the leadership gone, the new menu.
  await visitor.goto('/en');
  expect(await newsBeforeQuickLinks(visitor)).toBe(true);
  await expect(visitor.locator('#leadership')).toHaveCount(0);
  expect(await admissionLinks(visitor, 'Studying here', 'Admission and Calendar')).toEqual([
    ...(['admission/fees', 'admission', 'admission/application', 'academic-calendar'] as const).map(
      (key) => navLabelOf('en', key),
    ),
    'Student portal',
  ]);
  await expect(
    visitor.locator('[popover]:popover-open').getByRole('link', { name: 'Student portal' }),
  ).toHaveAttribute('href', 'https://portal.alrowad.edu.sd');
  // A page built ahead (renewed after the publication) and its breadcrumb, in Arabic.
  await expect
    .poll(
      async () =>
        (await (await visitor.request.get('/admission/fees')).text()).includes('الدراسة في الكلية'),
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  await visitor.goto('/admission/fees');
  await expect(visitor.getByRole('navigation', { name: ar.Breadcrumb.label })).toContainText(
    'الدراسة في الكلية',
  );

  // The first arrangement, from the history, published again.
  await page.locator('[data-navigation-history] tbody tr').last().getByRole('button').click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  await expect(page.locator('[data-navigation-state="pending"]')).toBeVisible();
  await page.getByRole('button', { name: t.publish }).click();
  await expect(page.locator('[data-navigation-state="current"]')).toBeVisible();
  await visitor.goto('/en');
  expect(await newsBeforeQuickLinks(visitor)).toBe(false);
  await expect(visitor.locator('#leadership')).toHaveCount(1);
  await expect
    .poll(
      async () =>
        (await (await visitor.request.get('/admission/fees')).text()).includes('الدراسة في الكلية'),
      {
        timeout: 30_000,
      },
    )
    .toBe(false);
});

test("what an editor unticks before the desk's script has run is saved, not lost", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await fromAddress(page, '198.51.100.152');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/navigation')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // A slow phone: the menu opened and a page unticked before the scripts arrive.
  const { release, unhold } = await holdScripts(page);
  await page.goto('/en/staff/navigation', { waitUntil: 'commit' });
  const study = page.locator('[data-nav-menu="study"]');
  await study.getByText(t.menu.replace('{name}', 'Study'), { exact: true }).first().click();
  const status = navLabelOf('en', 'admission/status');
  await study.getByRole('checkbox', { name: status }).uncheck();
  release();
  await waitForHydration(page, '[data-navigation-form]');
  await unhold();
  await expect(study.getByRole('checkbox', { name: status })).not.toBeChecked();
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  // As saved: read again from the server.
  await page.reload();
  await study.getByText(t.menu.replace('{name}', 'Study'), { exact: true }).first().click();
  await expect(study.getByRole('checkbox', { name: status })).not.toBeChecked();
  // Discarded: the draft is what visitors see again.
  await page.getByRole('button', { name: t.discard }).click();
  await expect(page.locator('[data-navigation-state="current"]')).toBeVisible();
});
