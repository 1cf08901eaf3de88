import { expect, test, type Page } from './fixtures';
import en from '../messages/en.json';
import { collegeToday } from '../src/lib/college-time';
import { staffFixture } from './staff-fixture';
import { fromAddress, signIn } from './staff-helpers';

/**
 * The vacancies (issue #46, item 2), as an editor changes them on the careers page's editor: a
 * reference written once for both languages and refused when malformed; a position's title
 * changed; another's closing date moved to yesterday, after which it leaves the public list by
 * itself; then the first version put back. In the `site-wide` project: /careers changes for
 * every test; so does the platform hub's FAQ.
 */

test.describe.configure({ mode: 'serial' });

const t = en.StaffPages;
const stamp = Date.now() % 100_000;
const lawTitle = `Part-time Lecturer in Commercial Law ${stamp}`;

/** Yesterday at the college (Khartoum), YYYY-MM-DD. */
function yesterday(): string {
  return collegeToday(new Date(Date.now() - 86_400_000));
}

async function expectCareers(
  page: Page,
  check: (main: ReturnType<Page['locator']>) => Promise<void>,
) {
  await expect(async () => {
    await page.goto('/en/careers');
    await check(page.locator('main'));
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });
}

test('an editor changes a vacancy and closes another, which leaves the careers page', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await fromAddress(page, '198.51.100.180');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/pages/careers')}`);
  await signIn(page, staffFixture.editor);
  const refs = page.locator(
    '[data-page-field^="careers.positions."][data-page-field$=".ref"] input',
  );
  await expect(refs.first()).toBeVisible();
  const values = await refs.evaluateAll((inputs) =>
    inputs.map((input) => (input as HTMLInputElement).value),
  );
  const ict = values.indexOf('ICT-2026-05');
  const law = values.indexOf('LAW-2026-04');
  expect(ict).toBeGreaterThanOrEqual(0);
  expect(law).toBeGreaterThanOrEqual(0);
  const field = (path: string) => page.locator(`[data-page-field="careers.positions.${path}"]`);

  // One reference for both languages, checked as the applicants' e-mails will quote it.
  const ref = field(`${ict}.ref`).getByLabel(t.editor.fields.ref);
  await ref.fill('ict 5');
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(en.Staff.fieldErrors.positionRefInvalid)).toBeVisible();
  await expect(ref).toHaveAttribute('aria-invalid', 'true');
  await ref.fill('ICT-2026-05');

  await field(`${ict}.closingDate`).getByLabel(t.editor.fields.closingDate).fill(yesterday());
  await field(`${law}.title`)
    .getByLabel(new RegExp(`· ${t.editor.english}$`))
    .fill(lawTitle);
  await page.getByRole('button', { name: t.editor.publish }).click();
  await expect(page.getByText(t.editor.published)).toBeVisible();

  const visitor = await browser.newPage();
  await expectCareers(visitor, async (main) => {
    await expect(main).toContainText(lawTitle, { timeout: 500 });
    await expect(main).not.toContainText('ICT-2026-05', { timeout: 500 });
  });

  // The first version back: the position is open again, the title as it was.
  await page.reload();
  await page
    .locator('[data-page-revision="imported"]')
    .getByRole('button', { name: t.history.restore })
    .click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  await expectCareers(visitor, async (main) => {
    await expect(main).toContainText('ICT-2026-05', { timeout: 500 });
    await expect(main).not.toContainText(lawTitle, { timeout: 500 });
  });
  await visitor.close();
});

test("an editor rewords a question of the platform's FAQ, and the dialog asks it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const question = `How do I sign in to the platform, step by step? ${stamp}`;
  await fromAddress(page, '198.51.100.181');
  await page.goto(
    `/en/staff/sign-in?next=${encodeURIComponent('/en/staff/pages/e-services/platform')}`,
  );
  await signIn(page, staffFixture.editor);
  const first = page
    .locator('[data-page-field="faq.0.question"]')
    .getByLabel(new RegExp(`· ${t.editor.english}$`));
  await first.fill(question);
  await page.getByRole('button', { name: t.editor.publish }).click();
  await expect(page.getByText(t.editor.published)).toBeVisible();

  const visitor = await browser.newPage();
  await expect(async () => {
    await visitor.goto('/en/e-services/platform');
    await visitor.getByRole('button', { name: en.Platform.faqOpen }).click();
    await expect(visitor.getByRole('dialog')).toContainText(question, { timeout: 500 });
  }).toPass({ timeout: 15_000, intervals: [250, 500, 1000] });

  await page.reload();
  await page
    .locator('[data-page-revision="imported"]')
    .getByRole('button', { name: t.history.restore })
    .click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  await visitor.close();
});
