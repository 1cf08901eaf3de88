import { expect, test, type Page } from './fixtures';
import en from '../messages/en.json';
import { staffFixture } from './staff-fixture';
import { holdScripts, signIn, waitForHydration } from './staff-helpers';

/**
 * A saved record's editor shows its values before its script has run: react-hook-form fills
 * uncontrolled fields only on hydration, so the server writes each saved value into its field
 * too (registerField). Each page is read twice, as a browser without script sees the server's
 * HTML and once hydrated; every field must read the same, and the saved text must be there.
 */

/** The values of a form's fields (text, date, select, textarea) by id, and its radio choices by name. */
async function fieldValues(page: Page, form: string): Promise<Record<string, string>> {
  return page
    .locator(
      `${form} :is(input:not([type=hidden]):not([type=file]):not([type=radio]), textarea, select)[id]`,
    )
    .evaluateAll((fields) =>
      Object.fromEntries(
        fields.map((field) => [field.id, (field as HTMLInputElement).value] as const),
      ),
    )
    .then(async (values) => ({
      ...values,
      // The chosen option of each group of radio buttons (the banner's severity).
      ...Object.fromEntries(
        await page
          .locator(`${form} input[type=radio]:checked`)
          .evaluateAll((radios) =>
            radios.map(
              (radio) =>
                [(radio as HTMLInputElement).name, (radio as HTMLInputElement).value] as const,
            ),
          ),
      ),
    }));
}

/** The address of the first record a desk's list links to. */
async function firstRecord(page: Page, list: string, link: string): Promise<string> {
  await page.goto(list);
  const href = await page.locator(link).first().getAttribute('href');
  expect(href, `a record on ${list}`).toBeTruthy();
  return href!;
}

test("a saved record's fields are filled in the server's HTML, before any script", async ({
  page,
  browser,
}) => {
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/news')}`);
  await signIn(page, staffFixture.editor);
  await expect(page).toHaveURL(/\/staff\/news$/);

  const pages = [
    { url: await firstRecord(page, '/staff/news', '[data-row] a'), form: '[data-news-editor]' },
    { url: await firstRecord(page, '/staff/events', '[data-row] a'), form: 'form' },
    { url: await firstRecord(page, '/staff/calendar', '[data-row] a'), form: 'form' },
    { url: await firstRecord(page, '/staff/board', '[data-member] a'), form: 'form' },
    { url: await firstRecord(page, '/en/staff/directory', '[data-person] a'), form: 'form' },
    // No banner is saved in the test database: its fields are empty, its severity chosen.
    { url: '/staff/banner', form: 'form', empty: true },
  ];

  const withoutScript = await browser.newContext({
    storageState: await page.context().storageState(),
    javaScriptEnabled: false,
  });
  const bare = await withoutScript.newPage();
  for (const { url, form, empty } of pages) {
    await bare.goto(url);
    const served = await fieldValues(bare, form);
    await page.goto(url);
    await waitForHydration(page, form);
    const hydrated = await fieldValues(page, form);
    expect(Object.keys(hydrated).length, `fields on ${url}`).toBeGreaterThan(1);
    expect(served, `the server's fields on ${url}`).toEqual(hydrated);
    if (!empty) {
      expect(
        Object.values(served).filter((value) => value.trim() !== '').length,
        `filled fields on ${url}`,
      ).toBeGreaterThan(1);
    }
  }
  await withoutScript.close();
});

test('words typed into a text area before the page has hydrated are the ones sent', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = en.StaffTemplates;
  await page.goto(
    `/en/staff/sign-in?next=${encodeURIComponent('/en/staff/applications/templates')}`,
  );
  await signIn(page, staffFixture.admissions);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // The page's scripts held back until the words are typed, as on a slow phone: React's
  // hydration puts a text area back to its HTML's words (an input it leaves alone).
  const { release, unhold } = await holdScripts(page);
  await page.goto('/en/staff/applications/templates', { waitUntil: 'commit' });
  const template = page.locator('[data-template="template-under_review-en"]');
  const body = template.getByLabel(t.body);
  await expect(body).toBeVisible();
  const save = template.getByRole('button', { name: t.save });
  await expect(save).toBeDisabled();
  const words = await body.inputValue();
  // Without the applicant's link: the server refuses it, if these are the words it gets.
  await body.fill(words.replace('{link}', ''));
  release();

  await expect(save).toBeEnabled();
  await expect(body).toHaveValue(words.replace('{link}', ''));
  await save.click();
  await expect(template.locator('#template-under_review-en-body-error')).toHaveText(
    en.Staff.fieldErrors.templateLinkRequired,
  );
  await unhold();
});

test('buttons of a desk tapped before the page has hydrated do what the taps meant, once each', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = en.StaffCalendar.editor;
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/calendar')}`);
  await signIn(page, staffFixture.editor);
  await expect(page).toHaveURL(/\/staff\/calendar$/);
  const year = await firstRecord(page, '/en/staff/calendar', '[data-row] a');

  // The scripts held back, as on a slow phone: two quick taps on "Add a date" of the first
  // semester, and one on "Move semester 2 up".
  const { release, unhold } = await holdScripts(page);
  await page.goto(year, { waitUntil: 'commit' });
  const first = page.locator('[data-semester="1"]');
  await expect(first).toBeVisible();
  const dates = await first.locator('[data-date]').count();
  const second = await page.locator('[data-semester="2"] legend').count();
  const addDate = first.getByRole('button', { name: t.addDate });
  await addDate.click();
  await addDate.click();
  release();
  await waitForHydration(page, 'form');
  await unhold();
  await expect(first.locator('[data-date]')).toHaveCount(dates + 2);
  // Nothing else changed: the semesters are as many as before.
  await expect(page.locator('[data-semester="2"] legend')).toHaveCount(second);
});
