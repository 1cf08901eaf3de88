import { expect, test } from './fixtures';
import sharp from 'sharp';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { baseURL } from '../playwright.config';
import { boardFixture } from './board-fixture';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn } from './staff-helpers';

/**
 * The board of trustees in the workspace (issue #22): an editor changes a member's photo and
 * the board's page shows it at once, in both languages; an editor adds a member as a draft,
 * previews, publishes and removes them. axe on the desk's pages.
 *
 * Runs in the `site-wide` project, after every other test: the board's own tests count the
 * members a fresh install has.
 */
test('English: an editor changes a board member’s photo and the board page shows it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = en.StaffBoard;
  // The leadership's cards show photos (the other members are a table of names).
  const member = boardFixture.find((row) => row.role === 'chairman')!;
  await fromAddress(page, '198.51.100.87');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/board')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'board desk');
  await page.getByRole('link', { name: t.add }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.form.newTitle })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'new board member');
  await page.goBack();
  await page.getByRole('link', { name: member.name.en }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.form.editTitle })).toBeVisible();
  await expect(page.getByLabel(t.form.name).first()).toHaveValue(member.name.ar);

  const photo = await sharp({
    create: { width: 800, height: 800, channels: 3, background: '#3a6b4f' },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('[data-board-photo-input]')
    .setInputFiles({ name: 'portrait.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(t.form.uploaded)).toBeVisible();
  const id = await page.locator('img[data-board-photo]').getAttribute('data-board-photo');
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByText(t.form.saved)).toBeVisible();
  await expectAccessibleInBothThemes(page, 'board member');
  // The change is kept with the member's first version, which can be put back.
  const history = page.locator('[data-board-history] tbody tr');
  await expect(history).toHaveCount(2);
  await expect(history.last()).toContainText(t.history.reasons.seeded);

  for (const path of ['/about/board', '/en/about/board']) {
    await page.goto(path);
    const image = page.locator(`main img[src="/api/media/${id}/480"]`);
    await expect(image, path).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(480);
  }
  // A visitor (no session) gets the photo too, cacheable.
  const served = await fetch(`${baseURL}/api/media/${id}/480`);
  expect(served.status).toBe(200);
  expect(served.headers.get('cache-control')).toContain('public');
});

test('Arabic: an editor adds a member as a draft, previews and publishes them, then removes them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = ar.StaffBoard;
  const stamp = Date.now();
  const nameAr = `د. منى الطيب ${stamp}`;
  const nameEn = `Dr Muna Eltayeb ${stamp}`;
  await fromAddress(page, '198.51.100.88');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/board/new')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.form.newTitle })).toBeVisible();
  const arabic = page.getByRole('group', { name: t.form.arabic });
  await arabic.getByLabel(t.form.name).fill(nameAr);
  await arabic.getByLabel(t.form.position).fill('عضو مجلس الأمناء');
  const english = page.getByRole('group', { name: t.form.english });
  await english.getByLabel(t.form.name).fill(nameEn);
  await english.getByLabel(t.form.position).fill('Member of the Board of Trustees');
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByText(t.form.created)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/board\/\d+$/);
  const desk = page.url();

  // A draft: previewed in each language as a row of the members' table, on the desk only.
  await expect(page.locator('[data-record-state]')).toHaveAttribute('data-record-state', 'draft');
  await expect(page.locator('[data-board-preview="ar"] td').first()).toHaveText(nameAr);
  await expect(page.locator('[data-board-preview="en"] td').first()).toHaveText(nameEn);
  await expect(page.locator('[data-board-preview="en"]')).toHaveAttribute('dir', 'ltr');
  await expectAccessibleInBothThemes(page, 'board member draft');
  await page.goto('/about/board');
  await expect(page.getByTestId('board-members')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(nameAr);
  expect(await (await fetch(`${baseURL}/api/board?lang=en`)).text()).not.toContain(nameEn);

  await page.goto(desk);
  await page.getByRole('button', { name: t.status.publish }).click();
  await expect(page.getByText(t.status.published)).toBeVisible();
  await expect(page.locator('[data-record-state]')).toHaveAttribute(
    'data-record-state',
    'published',
  );
  await page.goto('/about/board');
  await expect(page.getByTestId('board-members')).toContainText(nameAr);
  await page.goto('/en/about/board');
  await expect(page.getByTestId('board-members')).toContainText(nameEn);
  // The site search finds the new member, linked to the board's page, in both languages.
  await page.goto(`/en/search?q=${stamp}`);
  await expect(page.locator('main').getByRole('link', { name: nameEn })).toHaveAttribute(
    'href',
    '/en/about/board',
  );
  await page.goto(`/search?q=${encodeURIComponent(`الطيب ${stamp}`)}`);
  await expect(page.locator('main').getByRole('link', { name: nameAr })).toHaveAttribute(
    'href',
    '/about/board',
  );

  await page.goto('/staff/board');
  await expect(page.locator('tr', { hasText: nameAr })).toContainText(t.states.published);
  await page.goto(desk);
  await page.getByRole('button', { name: t.form.remove }).click();
  await page.getByRole('button', { name: t.form.removeConfirm }).click();
  await expect(page.getByText(t.form.removed)).toBeVisible();
  await page.goto('/about/board');
  await expect(page.getByTestId('board-members')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(nameAr);
});
