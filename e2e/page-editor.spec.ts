import { expect, test } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { page as arAgencies } from '../content/ar/pages/about/agencies';
import { page as enAgencies } from '../content/en/pages/about/agencies';
import { staffFixture } from './staff-fixture';
import {
  expectAccessibleInBothThemes,
  expectPageSays,
  fromAddress,
  holdScripts,
  signIn,
} from './staff-helpers';

/**
 * The college edits its own pages (issue #46, item 1), as an editor does it: opens the page
 * from the workspace's list, changes a title in Arabic and a point in English, adds a point in
 * both languages, previews the draft in English, is refused publication while a field is blank,
 * publishes, sees the public page follow within seconds without a rebuild, finds both changes in
 * the history, has a stale copy refused (409), then publishes the first version again and sees
 * the repository's words back. axe on the list and the editor, both themes.
 */

test.describe.configure({ mode: 'serial' });

const t = en.StaffPages;
const stamp = Date.now() % 100_000;
const arabicTitle = `الوكالات والعمادات ${stamp}`;
const englishPoint = `Timetables, rooms and exam halls ${stamp}`;
const addedPoint = { ar: `نقطة جديدة ${stamp}`, en: `A new point ${stamp}` };

test('an editor drafts, previews, publishes and restores a page in both languages', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await fromAddress(page, '198.51.100.140');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/pages')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'pages desk');
  const row = page.locator('[data-page-row="about/agencies"]');
  await expect(row).toHaveAttribute('data-page-state', 'repository');
  await row.getByRole('link').click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t.editor.title.replace('{page}', enAgencies.title),
    }),
  ).toBeVisible();
  const editorUrl = page.url();

  // The title, Arabic then English, side by side.
  const titleAr = page.getByLabel(`${t.editor.fields.title} · ${t.editor.arabic}`).first();
  await expect(titleAr).toHaveValue(arAgencies.title);
  await expect(titleAr).toHaveAttribute('dir', 'rtl');
  await titleAr.fill(arabicTitle);
  const firstCard = page.locator('[data-page-field="sections.0.items.0.points.1"]');
  await firstCard.getByLabel(new RegExp(`· ${t.editor.english}$`)).fill(englishPoint);

  // A point added to the first card, in both languages at once; left blank in English.
  const points = page.getByRole('group', { name: t.editor.fields.points }).first();
  const before = await points.locator('[data-page-field]').count();
  await points
    .getByRole('button', { name: t.editor.add.replace('{entry}', t.editor.entries.points) })
    .click();
  await expect(points.locator('[data-page-field]')).toHaveCount(before + 1);
  const added = points.locator(`[data-page-field="sections.0.items.0.points.${before}"]`);
  await added.getByLabel(new RegExp(`· ${t.editor.arabic}$`)).fill(addedPoint.ar);
  // What was typed before the change of structure is kept.
  await expect(titleAr).toHaveValue(arabicTitle);

  // Not published while a field is blank: the field is named, nothing goes out.
  await page.getByRole('button', { name: t.editor.publish }).click();
  await expect(page.getByText(en.ApiErrors.page_incomplete)).toBeVisible();
  const blank = added.getByLabel(new RegExp(`· ${t.editor.english}$`));
  await expect(blank).toHaveAttribute('aria-invalid', 'true');
  await expect(blank).toBeFocused();
  await blank.fill(addedPoint.en);

  // The preview saves the draft first and shows it as visitors will see it.
  await page.getByRole('button', { name: t.editor.previewEn }).click();
  await expect(page.locator('[data-page-preview="draft"]')).toBeVisible();
  await expect(page.locator('main')).toContainText(englishPoint);
  await expect(page.locator('main')).toContainText(addedPoint.en);
  // Visitors do not see the draft.
  const visitor = await browser.newPage();
  await visitor.goto('/en/about/agencies');
  await expect(visitor.locator('main')).not.toContainText(englishPoint);

  await page.goto(editorUrl);
  await expect(page.locator('[data-page-state]').first()).toHaveAttribute(
    'data-page-state',
    'draft',
  );
  await expect(
    page.getByLabel(`${t.editor.fields.title} · ${t.editor.arabic}`).first(),
  ).toHaveValue(arabicTitle);

  // A second tab, opened now, becomes stale once the first publishes.
  const stale = await browser.newPage();
  await fromAddress(stale, '198.51.100.141');
  await stale.context().addCookies(await page.context().cookies());
  await stale.goto(editorUrl);

  const shareImage = async () =>
    (await visitor.request.get('/api/og/ar/about/agencies'))
      .body()
      .then((body) => body.toString('base64'));
  const imageBefore = await shareImage();
  await page.getByRole('button', { name: t.editor.publish }).click();
  await expect(page.getByText(t.editor.published)).toBeVisible();
  await expect(page.locator('[data-page-state]').first()).toHaveAttribute(
    'data-page-state',
    'published',
  );
  // The share image shows the new title, and the sitemap dates the page.
  await expect.poll(shareImage, { timeout: 10_000 }).not.toBe(imageBefore);
  const sitemap = await (await visitor.request.get('/sitemap.xml')).text();
  const entry = sitemap
    .split('<url>')
    .find((url) => /<loc>[^<]*\/en\/about\/agencies<\/loc>/.test(url));
  expect(entry).toMatch(/<lastmod>[^<]+<\/lastmod>/);
  await expectPageSays(visitor, '/en/about/agencies', englishPoint);
  await expectPageSays(visitor, '/en/about/agencies', addedPoint.en);
  await expectPageSays(visitor, '/about/agencies', arabicTitle);
  await expect(visitor).toHaveTitle(new RegExp(`^${arabicTitle} – `));

  await stale.getByRole('button', { name: t.editor.save }).click();
  await expect(stale.getByText(en.ApiErrors.page_conflict)).toBeVisible();

  // The history: first words, draft, publication, each with what changed.
  await page.reload();
  const history = page.locator('[data-page-history]');
  await expect(history.locator('[data-page-revision]')).toHaveCount(3);
  const published = history.locator('[data-page-revision="published"]');
  await published.locator('summary').click();
  await expect(published).toContainText(englishPoint);
  await expectAccessibleInBothThemes(page, 'page editor');

  // The first version back: the repository's words again on the public page.
  await page
    .locator('[data-page-revision="imported"]')
    .getByRole('button', { name: t.history.restore })
    .click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  await expectPageSays(visitor, '/about/agencies', arAgencies.title);
  await expect(visitor.locator('main')).not.toContainText(addedPoint.ar);
  await expect(visitor).toHaveTitle(new RegExp(`^${arAgencies.title} – `));

  // Only the Arabic changes: the English is marked to update, in the list and the editor.
  await page.waitForTimeout(1_100);
  await page.reload();
  await page.getByLabel(`${t.editor.fields.title} · ${t.editor.arabic}`).first().fill(arabicTitle);
  await page.getByRole('button', { name: t.editor.publish }).click();
  await expect(page.getByText(t.editor.published)).toBeVisible();
  const notice = page.locator('[data-translation-notice="en"]');
  await expect(notice).toContainText(arabicTitle);
  await page.goto('/en/staff/pages');
  await expect(row.locator('[data-badge="translate-en"]')).toHaveText('English to update');
  await page.goto('/en/staff');
  await expect(page.locator('main')).toContainText('1 page needs translating.');
  // The change needed no translation: marked up to date, the marks go.
  await page.goto(editorUrl);
  await notice.getByRole('button', { name: t.translation.markCurrent }).click();
  await expect(page.getByText(t.translation.marked)).toBeVisible();
  await expect(notice).toHaveCount(0);
  // A language counts as ahead once it changed over a second after the other
  // (TRANSLATION_SLACK_MS): an editor restoring at once would not be told to translate.
  await page.waitForTimeout(1_100);
  await page
    .locator('[data-page-revision="imported"]')
    .getByRole('button', { name: t.history.restore })
    .click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  // Back to the repository's words, whose English never changed: in step again once marked.
  await notice.getByRole('button', { name: t.translation.markCurrent }).click();
  await expect(notice).toHaveCount(0);
  await visitor.close();
  await stale.close();
});

test('an editor formats a text section with the toolbar, in both languages, and visitors see it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const toolbar = en.StaffNews.editor.toolbar;
  await fromAddress(page, '198.51.100.143');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/pages/about/agencies')}`);
  await signIn(page, staffFixture.editor);
  // The section's paragraphs, opened in the toolbar editor of each language.
  const text = enAgencies.sections.find((section) => section.type === 'text')!;
  const box = (language: string) =>
    page.getByRole('textbox', { name: `${t.editor.fields.document} · ${language}`, exact: true });
  const field = page.locator('[data-page-field]', { has: box(t.editor.english) });
  const tool = (name: string) =>
    field
      .getByRole('toolbar', {
        name: `${toolbar.label}: ${t.editor.fields.document} · ${t.editor.english}`,
      })
      .getByRole('button', { name, exact: true });
  await expect(box(t.editor.english)).toContainText(text.paragraphs[0]!);
  await expect(box(t.editor.arabic)).toHaveAttribute('dir', 'rtl');

  // English: a line with bold words, then a link to a page of the site.
  await box(t.editor.english).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Office hours: ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(`Sunday to Thursday ${stamp}`);
  await expect(tool(toolbar.bold)).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`Write to the deanships ${stamp}`);
  await page.keyboard.press('Shift+Home');
  await tool(toolbar.link).click();
  const address = field.getByLabel(toolbar.linkAddress, { exact: true });
  await address.fill('/contact');
  await address.press('Enter');
  await expect(address).toBeHidden();
  // Arabic: a heading and its line.
  await box(t.editor.arabic).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(`ساعات العمل ${stamp}`);

  await page.getByRole('button', { name: t.editor.publish }).click();
  await expect(page.getByText(t.editor.published)).toBeVisible();

  const visitor = await browser.newPage();
  await expectPageSays(visitor, '/en/about/agencies', `Sunday to Thursday ${stamp}`);
  const section = visitor.locator('section', { hasText: `Sunday to Thursday ${stamp}` });
  await expect(section.locator('strong')).toHaveText(`Sunday to Thursday ${stamp}`);
  await expect(
    section.getByRole('link', { name: `Write to the deanships ${stamp}` }),
  ).toHaveAttribute('href', '/en/contact');
  await expect(section).toContainText(text.paragraphs[0]!);
  await expectPageSays(visitor, '/about/agencies', `ساعات العمل ${stamp}`);
  // The history says what changed in words, not in the editor's document.
  await page.reload();
  const published = page.locator('[data-page-revision="published"]').first();
  await published.locator('summary').click();
  await expect(published).toContainText(`Write to the deanships ${stamp}`);
  await expect(published).not.toContainText('"type"');

  // Put back: the repository's words again.
  await page
    .locator('[data-page-revision="imported"]')
    .getByRole('button', { name: t.history.restore })
    .click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  await expect(async () => {
    await visitor.goto('/en/about/agencies');
    await expect(visitor.locator('main')).not.toContainText(`Sunday to Thursday ${stamp}`, {
      timeout: 500,
    });
  }).toPass({ timeout: 15_000 });
  await visitor.close();
});

test('the pages desk is the editors’: another role is refused, page and endpoint', async ({
  page,
}) => {
  await fromAddress(page, '198.51.100.142');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/pages/about/agencies')}`);
  await signIn(page, staffFixture.support);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.Staff.forbidden.title);
  const answer = await page.request.post('/api/staff/pages/about/agencies', {
    data: { action: 'save', version: 0, content: { ar: {}, en: {} } },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(403);
  // The server's own request to renew its pages needs the secret only the process holds.
  const renew = await page.request.post('/api/internal/renew-pages?reason=schedule', {
    headers: { 'x-renew-pages': 'guess' },
  });
  expect(renew.status()).toBe(404);
});

test('words typed before the editor’s script has run are saved', async ({ page }) => {
  test.setTimeout(120_000);
  await fromAddress(page, '198.51.100.143');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/pages')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // The page's scripts held back until the words are typed, as on a slow phone.
  const { release, unhold } = await holdScripts(page);
  await page.goto('/en/staff/pages/about/investments', { waitUntil: 'commit' });
  const title = page.getByLabel(`${t.editor.fields.title} · ${t.editor.english}`).first();
  await expect(title).toBeVisible();
  const save = page.getByRole('button', { name: t.editor.save });
  await expect(save).toBeDisabled();
  const typed = `Investments, typed at once ${stamp}`;
  await title.fill(typed);
  release();

  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText(t.editor.saved)).toBeVisible();
  await unhold();
  await page.reload();
  await expect(
    page.getByLabel(`${t.editor.fields.title} · ${t.editor.english}`).first(),
  ).toHaveValue(typed);

  // Left as it was: the draft discarded.
  page.once('dialog', (dialog) => dialog.accept());
  await page.getByRole('button', { name: t.editor.discard }).click();
  await expect(page.getByText(t.editor.discarded)).toBeVisible();
});
