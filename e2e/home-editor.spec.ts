import { expect, test } from './fixtures';
import en from '../messages/en.json';
import { home as arHome } from '../content/ar/pages/home';
import { home as enHome } from '../content/en/pages/home';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, expectPageSays, fromAddress, signIn } from './staff-helpers';

/**
 * The home page's own parts (issue #46, item 2), as an editor changes them: the hero's title in
 * both languages and a statistic, from the pages desk; a quick link to no page is refused and
 * named; the preview draws the home page's parts; once published the home page says it in both
 * languages within seconds; then the first version is put back. In the `site-wide` project:
 * every test that opens the home page would see it.
 */

test.describe.configure({ mode: 'serial' });

const t = en.StaffPages;
const stamp = Date.now() % 100_000;
const title = { ar: `المعرفة في خدمة المجتمع ${stamp}`, en: `Knowledge for society ${stamp}` };

test("an editor changes the home page's hero and statistics, previews, publishes and restores them", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await fromAddress(page, '198.51.100.170');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/pages')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.locator('[data-page-row="home"]').getByRole('link').click();
  await expect(page.locator('[data-page-field="home.hero.title"]')).toBeVisible();
  const editorUrl = page.url();

  const field = (path: string, language: 'arabic' | 'english') =>
    page.locator(`[data-page-field="${path}"]`).getByLabel(new RegExp(`· ${t.editor[language]}$`));
  await expect(field('home.hero.title', 'english')).toHaveValue(enHome.hero.title);
  await field('home.hero.title', 'arabic').fill(title.ar);
  await field('home.hero.title', 'english').fill(title.en);
  await field('home.statistics.items.0.value', 'arabic').fill('6000+');
  await field('home.statistics.items.0.value', 'english').fill('6000+');

  // A quick link must name a page of the site.
  const link = field('home.quickLinks.items.0.href', 'english');
  await link.fill('no/such-page');
  await field('home.quickLinks.items.0.href', 'arabic').fill('no/such-page');
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(en.ApiErrors.invalid_page)).toBeVisible();
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(en.Staff.fieldErrors.homeLinkInvalid).first()).toBeVisible();
  await link.fill(enHome.quickLinks.items[0]!.href);
  await field('home.quickLinks.items.0.href', 'arabic').fill(arHome.quickLinks.items[0]!.href);

  // The preview draws the home page's parts with the draft.
  await page.getByRole('button', { name: t.editor.previewEn }).click();
  await expect(page.locator('[data-page-preview="draft"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title.en })).toBeVisible();
  await expect(page.locator('main')).toContainText('6000+');
  await expectAccessibleInBothThemes(page, 'home preview');
  const visitor = await browser.newPage();
  await visitor.goto('/en');
  await expect(visitor.locator('main')).not.toContainText(title.en);

  await page.goto(editorUrl);
  await page.getByRole('button', { name: t.editor.publish }).click();
  await expect(page.getByText(t.editor.published)).toBeVisible();
  await expectPageSays(visitor, '/en', title.en);
  await expect(visitor.locator('main')).toContainText('6000+');
  await expectPageSays(visitor, '/', title.ar);

  // The first version back: the repository's words again.
  await page.reload();
  await page
    .locator('[data-page-revision="imported"]')
    .getByRole('button', { name: t.history.restore })
    .click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  await expectPageSays(visitor, '/en', enHome.hero.title);
  await expect(visitor.locator('main')).not.toContainText('6000+');
  await expectPageSays(visitor, '/', arHome.hero.title);
  await visitor.close();
});
