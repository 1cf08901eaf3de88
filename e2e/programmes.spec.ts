import { expect, test } from './fixtures';

/** The eight programme pages, with the heading and office e-mail a visitor should find on each. */
const programmes = [
  { path: '/study/medicine', email: 'medicine@alrowad.edu.sd' },
  { path: '/study/nursing-bachelor', email: 'nursing@alrowad.edu.sd' },
  { path: '/study/nursing-diploma', email: 'nursing.diploma@alrowad.edu.sd' },
  { path: '/study/medical-labs', email: 'medlabs@alrowad.edu.sd' },
  { path: '/study/it', email: 'it@alrowad.edu.sd' },
  { path: '/study/law', email: 'law@alrowad.edu.sd' },
  { path: '/study/business', email: 'business@alrowad.edu.sd' },
  { path: '/study/media', email: 'media@alrowad.edu.sd' },
];

const languages = [
  { prefix: '', studyPlan: /الخطة الدراسية|المقررات/, contact: /التواصل/ },
  { prefix: '/en', studyPlan: /study plan|courses/i, contact: /Contact/ },
];

test.describe('programme pages', () => {
  for (const { prefix, studyPlan, contact } of languages) {
    for (const { path, email } of programmes) {
      test(`${prefix}${path} shows its study plan, office contact and an apply button`, async ({
        page,
      }) => {
        await page.goto(`${prefix}${path}`);
        const main = page.locator('main');
        await expect(
          main.getByRole('heading', { level: 2, name: studyPlan }).first(),
        ).toBeVisible();
        await expect(main.getByRole('heading', { level: 2, name: contact }).first()).toBeVisible();
        await expect(main.locator(`a[href="mailto:${email}"]`)).toBeVisible();
        await expect(main.locator('a[href^="tel:+249"]').first()).toBeVisible();
        // The spec's apply button did nothing; here it leads to the admission page.
        await expect(main.locator(`a[href="${prefix}/admission"]`).first()).toBeVisible();
      });
    }
  }

  test('medicine in Arabic: admission constants, the Hijri window with its Gregorian dates, and apply', async ({
    page,
  }) => {
    await page.goto('/study/medicine');
    const main = page.locator('main');
    await expect(main.getByText('120,000 ريال في العام')).toBeVisible();
    await expect(
      main.getByText('الحصول على الشهادة الثانوية في مساق العلوم الطبيعية بنسبة لا تقل عن 90%.'),
    ).toBeVisible();
    await expect(main.getByText(/من 10 ديسمبر 2026 إلى 23 يناير 2027/)).toBeVisible();
    await expect(main.getByText(/خمس سنوات/)).toBeVisible();
    await main.getByRole('link', { name: 'قدّم الآن إلى برنامج الطب والجراحة العامة' }).click();
    await expect(page).toHaveURL(/\/admission$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('medicine in English: admission constants, the Hijri window with its Gregorian dates, and apply', async ({
    page,
  }) => {
    await page.goto('/en/study/medicine');
    const main = page.locator('main');
    await expect(main.getByText('120,000 riyals a year')).toBeVisible();
    await expect(main.getByText('At least 80% in the general aptitude test.')).toBeVisible();
    await expect(main.getByText(/approximately 10 December 2026 to 23 January 2027/)).toBeVisible();
    await expect(main.getByText(/five-year programme/)).toBeVisible();
    await main.getByRole('link', { name: 'Apply now to medicine and general surgery' }).click();
    await expect(page).toHaveURL(/\/en\/admission$/);
  });

  test('fit a phone screen without sideways scrolling, in both languages', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { prefix } of languages) {
      for (const { path } of programmes) {
        await page.goto(`${prefix}${path}`);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${prefix}${path}`).toBeLessThanOrEqual(0);
      }
    }
  });
});
