import { expect, test, type Page } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn } from './staff-helpers';

/**
 * The translation state of a news item (issue #47, item 3): an editor changes the Arabic title
 * of an item written in both languages; the English is then marked "to update" in the desk's
 * list, counted on the start page and in the header; the English editor shows the Arabic change
 * beside the English fields; saving the English clears the mark. axe on each page, both themes.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const slug = `translation-state-${stamp}`;
const titles = {
  arabicBefore: 'مواعيد المكتبة الجديدة',
  arabicAfter: `مواعيد المكتبة الجديدة في فترة الامتحانات ${stamp % 1000}`,
  englishAfter: `New library hours during the examinations ${stamp % 1000}`,
};

async function fillLanguage(
  page: Page,
  legend: string,
  labels: typeof ar.StaffNews.editor,
  text: { title: string; excerpt: string; body: string },
) {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel(labels.titleLabel, { exact: true }).fill(text.title);
  await group.getByLabel(labels.excerpt, { exact: true }).fill(text.excerpt);
  await group.getByLabel(labels.body, { exact: true }).fill(text.body);
}

test('an Arabic change marks the English to update until the English is saved', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = ar.StaffNews.editor;
  await fromAddress(page, '198.51.100.92');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/news/new')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.newTitle })).toBeVisible();

  await page.getByLabel(t.slug, { exact: true }).fill(slug);
  await fillLanguage(page, t.arabic, t, {
    title: titles.arabicBefore,
    excerpt: 'تمدّد المكتبة ساعات عملها.',
    body: 'تفتح المكتبة حتى التاسعة مساءً.',
  });
  await fillLanguage(page, t.english, t, {
    title: 'New library hours',
    excerpt: 'The library stays open longer.',
    body: 'The library opens until 9 pm.',
  });
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.created)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/news\/[0-9a-f-]{36}$/);
  const arabicEditor = page.url();
  // Written in both languages at once: nothing to translate.
  await expect(page.locator('[data-translation-notice]')).toHaveCount(0);

  // A language is behind only when the other changed more than a second later.
  await page.waitForTimeout(1500);
  await page
    .getByRole('group', { name: t.arabic })
    .getByLabel(t.titleLabel, { exact: true })
    .fill(titles.arabicAfter);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.locator('[data-translation-notice="en"]')).toBeVisible();

  // Marked in the desk's list, with words.
  await page.goto('/staff/news');
  const row = page.locator(`[data-row="${slug}"]`);
  await expect(row.locator('[data-badge="translate-en"]')).toHaveText('الإنجليزية تحتاج إلى تحديث');
  await expectAccessibleInBothThemes(page, 'news desk with an item to translate');

  // Counted on the start page and in the header.
  await page.goto('/staff');
  await expect(page.locator('[data-waiting="news"] a')).toHaveAttribute('href', '/staff/news');
  await expect(page.locator('[data-waiting="news"]')).toContainText('ترجمة');
  await expect(page.locator('[data-waiting-count="news"]')).toBeVisible();

  // The English editor: the Arabic change beside the English fields.
  await page.goto(arabicEditor.replace('/staff/', '/en/staff/'));
  const e = en.StaffNews.editor;
  const english = page.getByRole('group', { name: e.english });
  const notice = english.locator('[data-translation-notice="en"]');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('English to update');
  const titleChange = notice.locator('[data-translation-field="title"]');
  await expect(titleChange.locator('[data-translation-then]')).toContainText(titles.arabicBefore);
  await expect(titleChange.locator('[data-translation-then]')).not.toContainText(
    titles.arabicAfter,
  );
  await expect(titleChange.locator('[data-translation-now]')).toContainText(titles.arabicAfter);
  // Only what changed: the summary and the text did not.
  await expect(notice.locator('[data-translation-field="excerpt"]')).toHaveCount(0);
  await expect(
    page.getByRole('group', { name: e.arabic }).locator('[data-translation-notice]'),
  ).toHaveCount(0);
  await expectAccessibleInBothThemes(page, 'English editor with the Arabic change');

  await english.getByLabel(e.titleLabel, { exact: true }).fill(titles.englishAfter);
  await page.getByRole('button', { name: e.save }).click();
  await expect(page.getByText(e.saved)).toBeVisible();
  // Neither language is then behind: the English, now the later, does not mark the Arabic.
  await expect(page.locator('[data-translation-notice]')).toHaveCount(0);

  await page.goto('/en/staff/news');
  await expect(page.locator(`[data-row="${slug}"]`)).toBeVisible();
  await expect(page.locator(`[data-row="${slug}"] [data-badge]`)).toHaveCount(0);
});
