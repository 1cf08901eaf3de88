import { expect, test } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { pdfBytes } from '../test/support/applications/sample-files';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, holdScripts, signIn } from './staff-helpers';
import sharp from 'sharp';

/**
 * The college's library of files (issue #46, item 5), as an editor uses it: from the start
 * page to the library, a timetable added as a PDF and opened by a visitor at its address,
 * replaced (the same address gives the new one), a picture refused in its place, the timetable
 * chosen from the library in a news item's link form, then removed (its address answers 404);
 * a picture refused without its descriptions, then added and served without its metadata. axe
 * on both pages in both themes.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now() % 1_000_000;
const name = `timetable-${stamp}`;
const address = `/files/${name}.pdf`;

test('Arabic: an editor adds a timetable, links to it, replaces it and removes it; the address stays until then', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = ar.StaffFiles;
  await fromAddress(page, '198.51.100.91');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff')}`);
  await signIn(page, staffFixture.editor);
  await page.locator('#main').getByRole('link', { name: ar.Staff.areas.files.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'files library');

  // Nothing chosen: said at the file's field.
  const form = page.locator('[data-library-form="new"]');
  await form.getByLabel(t.form.name, { exact: true }).fill(name);
  await form.getByLabel(t.form.titleAr, { exact: true }).fill('جدول الامتحانات النهائية');
  await form.getByLabel(t.form.titleEn, { exact: true }).fill('Final examinations timetable');
  await form.getByRole('button', { name: t.form.add }).click();
  await expect(form.getByText(t.form.fileRequired)).toBeVisible();

  await form.getByLabel(t.form.file, { exact: true }).setInputFiles({
    name: 'timetable.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('first timetable'),
  });
  await form.getByRole('button', { name: t.form.add }).click();
  await expect(page.getByText(t.form.added)).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'جدول الامتحانات النهائية' }),
  ).toBeVisible();
  await expect(page.locator('[data-library-address]')).toHaveText(address);
  const fileUrl = page.url();
  await expectAccessibleInBothThemes(page, 'library file');

  // A visitor opens it at its address.
  const first = await page.request.get(address);
  expect(first.status()).toBe(200);
  expect(first.headers()['content-type']).toBe('application/pdf');
  expect((await first.body()).toString('latin1')).toContain('first timetable');

  // Replaced: the same address gives the new one.
  await page.getByLabel(t.content.choose, { exact: true }).setInputFiles({
    name: 'timetable-v2.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes('second timetable'),
  });
  await page.getByRole('button', { name: t.content.replace }).click();
  await expect(page.getByText(t.content.replaced)).toBeVisible();
  const second = await page.request.get(address);
  expect((await second.body()).toString('latin1')).toContain('second timetable');

  // A picture cannot go out as a PDF's replacement: refused by its content, said at the field.
  await page.getByLabel(t.content.choose, { exact: true }).setInputFiles({
    name: 'gate.pdf',
    mimeType: 'application/pdf',
    buffer: await sharp({ create: { width: 600, height: 400, channels: 3, background: '#333' } })
      .png()
      .toBuffer(),
  });
  await page.getByRole('button', { name: t.content.replace }).click();
  await expect(page.locator('#library-content-file-error')).toHaveText(
    ar.ApiErrors.library_wrong_type,
  );

  // A news item links to it, chosen from the library in the link form.
  const news = ar.StaffNews.editor;
  await page.goto('/staff/news/new');
  await page.getByLabel(news.slug, { exact: true }).fill(`exams-${stamp}`);
  const arabic = page.getByRole('group', { name: news.arabic });
  await arabic.getByLabel(news.titleLabel, { exact: true }).fill('جدول الامتحانات');
  await arabic.getByRole('textbox', { name: news.body, exact: true }).click();
  await page.keyboard.type('جدول الامتحانات النهائية');
  await page.keyboard.press('Shift+Home');
  await arabic.getByRole('button', { name: news.toolbar.link, exact: true }).click();
  await arabic
    .getByLabel(news.toolbar.linkLibrary, { exact: true })
    .selectOption({ label: 'جدول الامتحانات النهائية' });
  await expect(arabic.getByLabel(news.toolbar.linkAddress, { exact: true })).toHaveValue(address);
  await arabic.getByRole('button', { name: news.toolbar.linkApply }).click();
  await page.getByRole('button', { name: news.save }).click();
  await expect(page.getByText(news.created)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/news\/[0-9a-f-]{36}$/);
  await page.goto(`${page.url()}/preview`);
  await expect(page.getByRole('link', { name: 'جدول الامتحانات النهائية' })).toHaveAttribute(
    'href',
    address,
  );

  // Removed: the address answers 404, in both languages.
  await page.goto(fileUrl);
  await page.getByRole('button', { name: t.remove.remove }).click();
  await page.getByRole('button', { name: t.remove.removeConfirm }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.locator(`[data-row="${name}"]`)).toHaveCount(0);
  const gone = await page.request.get(address);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain(en.ApiErrors.unknown_library_file);
});

test('English, phone: a picture needs its descriptions in both languages, and is served without its metadata', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const t = en.StaffFiles;
  await page.setViewportSize({ width: 390, height: 844 });
  await fromAddress(page, '198.51.100.92');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/files')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // A slow phone: the kind is chosen before the page's scripts have run.
  const { release, unhold } = await holdScripts(page);
  await page.goto('/en/staff/files', { waitUntil: 'commit' });
  const form = page.locator('[data-library-form="new"]');
  await form.getByLabel(t.kinds.picture, { exact: true }).check();
  release();
  await expect(form.getByLabel(t.form.altAr, { exact: true })).toBeVisible();
  await unhold();
  await form.getByLabel(t.form.name, { exact: true }).fill(`gate-${stamp}`);
  await form.getByLabel(t.form.titleAr, { exact: true }).fill('بوابة الكلية');
  await form.getByLabel(t.form.titleEn, { exact: true }).fill('The college gate');
  const photo = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: '#1d6b66' },
  })
    .withExif({ IFD0: { Artist: 'A phone' } })
    .jpeg()
    .toBuffer();
  await form
    .getByLabel(t.form.file, { exact: true })
    .setInputFiles({ name: 'gate.jpg', mimeType: 'image/jpeg', buffer: photo });
  await form.getByRole('button', { name: t.form.add }).click();
  // Refused by the server, each description named under its field; the summary leads there.
  await expect(
    page.getByRole('alert').getByRole('link', { name: t.form.errorSummary }),
  ).toBeVisible();
  await expect(form.getByLabel(t.form.altAr, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByLabel(t.form.altEn, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await form.getByLabel(t.form.altAr, { exact: true }).fill('البوابة الرئيسية للكلية');
  // Sent from the phone's keyboard: the refusal's notice lies over the button.
  await form.getByLabel(t.form.altEn, { exact: true }).fill('The main gate of the college');
  await form.getByLabel(t.form.altEn, { exact: true }).press('Enter');
  await expect(page.getByText(t.form.added)).toBeVisible();
  await expect(page.getByRole('img', { name: 'The main gate of the college' })).toBeVisible();
  const served = await page.request.get(`/files/gate-${stamp}.webp`);
  expect(served.headers()['content-type']).toBe('image/webp');
  const metadata = await sharp(await served.body()).metadata();
  expect(metadata.format).toBe('webp');
  expect(metadata.exif).toBeUndefined();
});
