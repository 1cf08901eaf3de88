import { expect, test } from './fixtures';
import { pathOf, programmeKeys } from '../src/config/routes';
import { siteConfig } from '../src/config/site';
import { seriousViolations } from './helpers';

const cases = [
  {
    lang: 'ar',
    prefix: '',
    title: 'الرسوم والتكاليف',
    amounts: [
      '100 جنيه سوداني',
      '120,000 ريال في العام',
      '1,200 ريال في الشهر',
      '2,000 ريال في الشهر',
      '3,000 ريال في الشهر',
      'من 1,500 إلى 2,500 ريال في الشهر',
    ],
    setEachYear: 'تُحدَّد كل عام: اسأل مكتب القبول والتسجيل',
    footer: 'روابط مهمة',
  },
  {
    lang: 'en',
    prefix: '/en',
    title: 'Fees and Costs',
    amounts: [
      '100 Sudanese pounds',
      '120,000 riyals a year',
      '1,200 riyals a month',
      '2,000 riyals a month',
      '3,000 riyals a month',
      '1,500 to 2,500 riyals a month',
    ],
    setEachYear: 'Set each year: ask the Admission and Registration Office',
    footer: 'Useful links',
  },
] as const;

for (const c of cases) {
  test(`fees (${c.lang}): every stated amount with its currency, the rest said plainly, how to pay`, async ({
    page,
  }) => {
    await page.goto(`${c.prefix}/admission/fees`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
    const main = page.locator('main');
    for (const amount of c.amounts) {
      await expect(main.getByRole('cell', { name: amount, exact: true })).toBeVisible();
    }
    // Seven programmes publish no tuition: the page says how it is set and whom to ask.
    await expect(main.getByRole('cell', { name: c.setEachYear, exact: true })).toHaveCount(7);
    await expect(main.getByText(siteConfig.paymentMethod[c.lang])).toBeVisible();
    await expect(
      main.getByRole('link', { name: siteConfig.admissionEmail }).first(),
    ).toHaveAttribute('href', `mailto:${siteConfig.admissionEmail}`);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test(`fees (${c.lang}): linked from admission, every programme page and the footer`, async ({
    page,
  }) => {
    const href = `${c.prefix}/admission/fees`;
    for (const path of ['/admission', ...programmeKeys.map(pathOf)]) {
      await page.goto(`${c.prefix}${path}`);
      await expect(page.locator(`main a[href="${href}"]`).first(), path).toBeVisible();
    }
    await expect(
      page.getByRole('navigation', { name: c.footer }).locator(`a[href="${href}"]`),
    ).toBeVisible();
  });
}
