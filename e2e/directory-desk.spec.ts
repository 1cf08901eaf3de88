import { expect, test } from './fixtures';
import sharp from 'sharp';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { baseURL } from '../playwright.config';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn } from './staff-helpers';

/**
 * The staff directory in the workspace (issue #22): an editor changes a person's job title and
 * photo, takes another off the site, and adds a new person as a draft, previews and publishes
 * them; the directory, its contact cards and the search show each change at once, in both
 * languages. axe on the desk's pages, in both themes.
 *
 * Runs in the `site-wide` project, after every other test: the directory's own tests check the
 * eight people a fresh install has.
 */

// One after the other: the first counts the eight people the second adds to.
test.describe.configure({ mode: 'serial' });

test('English: an editor changes a job title and a photo, and takes a person off the site', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = en.StaffDirectory;
  await fromAddress(page, '198.51.100.89');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/directory')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.locator('[data-person]')).toHaveCount(8);
  await expectAccessibleInBothThemes(page, 'directory desk');

  await page.getByRole('link', { name: 'Dr Khalid Omer Babiker' }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.form.editTitle })).toBeVisible();
  const english = page.getByRole('group', { name: t.form.english });
  await english.getByLabel(t.form.jobTitle).fill('Associate Professor of Physiology');
  // A number the directory cannot call is refused where it was typed.
  await page.getByLabel(t.form.phone).fill('0912');
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByText(en.Staff.fieldErrors.directoryPhoneInvalid)).toBeVisible();
  await page.getByLabel(t.form.phone).fill('+249 183 555 132');
  const photo = await sharp({
    create: { width: 800, height: 800, channels: 3, background: '#5a4b8f' },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('[data-directory-photo-input]')
    .setInputFiles({ name: 'khalid.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText(t.form.uploaded)).toBeVisible();
  const id = await page.locator('img[data-directory-photo]').getAttribute('data-directory-photo');
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByText(t.form.saved)).toBeVisible();
  await expectAccessibleInBothThemes(page, 'directory record');

  await page.goto('/en/faculty-staff/directory');
  const card = page.locator('main li, main article').filter({ hasText: 'Dr Khalid Omer Babiker' });
  await expect(card.first()).toContainText('Associate Professor of Physiology');
  const image = page.locator(`main img[src="/api/media/${id}/480"]`);
  await expect(image).toBeVisible();
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(480);
  const served = await fetch(`${baseURL}/api/media/${id}/480`);
  expect(served.status).toBe(200);
  const vcard = await (await fetch(`${baseURL}/api/staff/4?lang=en`)).text();
  expect(vcard).toContain('TITLE;LANGUAGE=en:Associate Professor of Physiology');

  // Taken off the site: out of the directory, its card and the search, but kept on the desk.
  const personResult = page
    .getByTestId('search-results')
    .getByRole('link', { name: 'Dr Reem Abdelgadir Musa', exact: true });
  await page.goto('/en/search?q=Abdelgadir');
  await expect(personResult).toHaveAttribute('href', '/en/faculty-staff/directory');
  await page.goto('/en/staff/directory/7');
  await expect(page.locator('[data-record-state]')).toHaveAttribute(
    'data-record-state',
    'published',
  );
  await page.getByRole('button', { name: t.status.unpublish }).click();
  await expect(page.getByText(t.status.unpublished)).toBeVisible();
  await expect(page.locator('[data-record-state]')).toHaveAttribute('data-record-state', 'draft');
  await page.goto('/en/faculty-staff/directory');
  await expect(page.locator('main')).not.toContainText('Dr Reem Abdelgadir Musa');
  expect((await fetch(`${baseURL}/api/staff/7?lang=en`)).status).toBe(404);
  await page.goto('/en/search?q=Abdelgadir');
  await expect(page.getByTestId('search-results')).toBeVisible();
  await expect(personResult).toHaveCount(0);
  await page.goto('/en/staff/directory');
  await expect(page.locator('[data-person="7"]')).toContainText(t.states.draft);

  // The first version of Dr Babiker's record (the site's own) put back: the old title returns.
  await page.goto('/en/staff/directory/4');
  const history = page.locator('[data-directory-history] tbody tr');
  await expect(history).toHaveCount(2);
  await expect(history.last()).toContainText(t.history.reasons.seeded);
  await history
    .last()
    .getByRole('button', { name: /^Put this version back \(/ })
    .click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  await expect(history).toHaveCount(3);
  await page.goto('/en/faculty-staff/directory');
  await expect(card.first()).toContainText('Assistant Professor of Physiology');
});

test('Arabic: an editor adds a person as a draft, previews and publishes them, found in the directory and the search', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = ar.StaffDirectory;
  const stamp = Date.now();
  const surname = `الزبير${stamp}`;
  await fromAddress(page, '198.51.100.90');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/directory/new')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.form.newTitle })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'new directory record');
  // Nothing written: every field that needs it says so.
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByRole('alert').getByText(t.form.errorSummary)).toBeVisible();
  await expect(page.getByText(ar.Staff.fieldErrors.directoryFieldRequired)).toHaveCount(4);

  const arabic = page.getByRole('group', { name: t.form.arabic });
  await arabic.getByLabel(t.form.name).fill(`د. آمنة ${surname}`);
  await arabic.getByLabel(t.form.jobTitle).fill('محاضر في التمريض');
  const english = page.getByRole('group', { name: t.form.english });
  await english.getByLabel(t.form.name).fill(`Dr Amna Elzubair ${stamp}`);
  await english.getByLabel(t.form.jobTitle).fill('Lecturer in Nursing');
  await page.getByLabel(t.form.department).selectOption('nursing');
  await page.getByLabel(t.form.email).fill('amna.elzubair@alrowad.edu.sd');
  await page.getByLabel(t.form.phone).fill('+249 183 555 142');
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page.getByText(t.form.created)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/directory\/\d+$/);
  const id = page.url().split('/').at(-1);

  // A draft: its card previewed in both languages, on the desk only.
  await expect(page.locator('[data-record-state]')).toHaveAttribute('data-record-state', 'draft');
  const arabicCard = page.locator('[data-directory-preview="ar"] article');
  await expect(arabicCard.getByRole('heading', { name: `د. آمنة ${surname}` })).toBeVisible();
  await expect(arabicCard).toContainText('التمريض');
  const englishCard = page.locator('[data-directory-preview="en"] article');
  await expect(
    englishCard.getByRole('heading', { name: `Dr Amna Elzubair ${stamp}` }),
  ).toBeVisible();
  await expect(englishCard).toContainText('Lecturer in Nursing');
  await expectAccessibleInBothThemes(page, 'directory draft');
  await page.goto('/faculty-staff/directory');
  await expect(page.getByTestId('staff-grid')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(surname);
  expect((await fetch(`${baseURL}/api/staff/${id}?lang=ar`)).status).toBe(404);

  await page.goto(`/staff/directory/${id}`);
  await page.getByRole('button', { name: t.status.publish }).click();
  await expect(page.getByText(t.status.published)).toBeVisible();
  await expect(page.locator('[data-record-state]')).toHaveAttribute(
    'data-record-state',
    'published',
  );
  await page.goto('/faculty-staff/directory');
  await expect(page.locator('main')).toContainText(`د. آمنة ${surname}`);
  const vcard = await (await fetch(`${baseURL}/api/staff/${id}?lang=ar`)).text();
  expect(vcard).toContain('TITLE;LANGUAGE=ar:محاضر في التمريض');
  await page.goto(`/search?q=${encodeURIComponent(surname)}`);
  await expect(
    page.getByTestId('search-results').getByRole('link', { name: `د. آمنة ${surname}` }),
  ).toHaveAttribute('href', '/faculty-staff/directory');
});

test('English: an editor adds a department, which the directory offers, and cannot remove one people are in', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const t = en.StaffDirectory.departments;
  await fromAddress(page, '198.51.100.91');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/directory')}`);
  await signIn(page, staffFixture.editor);
  const form = page.locator('[data-departments]');
  await expect(form.locator('[data-department]')).toHaveCount(6);

  // Added in both languages, moved above Law.
  await form.getByRole('button', { name: t.add }).click();
  const added = form.locator('[data-department="new"]');
  await added
    .getByLabel(`${t.number.replace('{number}', '7')} · ${t.ar}`)
    .fill('كلية إدارة الأعمال');
  await added
    .getByLabel(`${t.number.replace('{number}', '7')} · ${t.en}`)
    .fill('Faculty of Business');
  await added
    .getByRole('button', { name: t.moveUpLabel.replace('{name}', 'Faculty of Business') })
    .click();
  await added
    .getByRole('button', { name: t.moveUpLabel.replace('{name}', 'Faculty of Business') })
    .click();
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(form.locator('[data-department]').nth(4)).toHaveAttribute(
    'data-department',
    'faculty-of-business',
  );

  const visitor = await browser.newPage();
  await visitor.goto('/en/faculty-staff/directory');
  await expect(
    visitor.getByRole('button', { name: 'Faculty of Business', exact: true }),
  ).toBeVisible();
  await visitor.goto('/faculty-staff/directory');
  await expect(
    visitor.getByRole('button', { name: 'كلية إدارة الأعمال', exact: true }),
  ).toBeVisible();

  // The administration has people: removing it is refused, and nothing changes.
  await page.reload();
  await form
    .locator('[data-department="administration"]')
    .getByRole('button', { name: t.removeLabel.replace('{name}', 'College Administration') })
    .click();
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(/is still the department of people in the directory/)).toBeVisible();

  // Business has nobody: it goes, and the directory no longer offers it.
  await page.reload();
  await form
    .locator('[data-department="faculty-of-business"]')
    .getByRole('button', { name: t.removeLabel.replace('{name}', 'Faculty of Business') })
    .click();
  await form.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await visitor.goto('/en/faculty-staff/directory');
  await expect(
    visitor.getByRole('button', { name: 'Faculty of Business', exact: true }),
  ).toHaveCount(0);
  await visitor.close();
});
