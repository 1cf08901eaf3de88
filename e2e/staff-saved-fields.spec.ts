import { expect, test, type Page } from './fixtures';
import { staffFixture } from './staff-fixture';
import { signIn, waitForHydration } from './staff-helpers';

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
