import { expect, test } from './fixtures';
import { getPage } from '../content/index';
import { getSections } from '../content/sections';
import type { Section } from '../content/sections-schema';
import type { RouteKey } from '../src/config/routes';
import { resolveSettingTokens } from '../src/config/setting-tokens';
import { pdfText, squash } from '../test/support/pdf/pdf-text';

/** The long pages a family prints: admission requirements, scholarships, housing, a programme. */
const pages: RouteKey[] = [
  'admission',
  'study/scholarships',
  'campus-life/housing',
  'study/medicine',
];

const chrome = {
  ar: { college: 'كلية الرواد للعلوم والتقانة', menu: 'فتح القائمة', footer: 'جميع الحقوق محفوظة' },
  en: {
    college: 'Al-Rowad College of Science and Technology',
    menu: 'Open menu',
    footer: 'All rights reserved',
  },
} as const;

/** What a printed page must show though the screen hides it: the other tabs, FAQ answers. */
function hiddenOnScreen(sections: Section[]): { tabs: string[]; answers: string[] } {
  const tabs: string[] = [];
  const answers: string[] = [];
  for (const section of sections) {
    if (section.type === 'tabs') tabs.push(...section.tabs.slice(1).map((tab) => tab.label));
    if (section.type === 'faq') answers.push(section.items[0]!.answer.slice(0, 40));
  }
  return { tabs, answers };
}

for (const locale of ['ar', 'en'] as const) {
  for (const key of pages) {
    test(`${locale} ${key} prints cleanly: content only, tabs and answers open, link addresses`, async ({
      page,
    }) => {
      const path = `${locale === 'en' ? '/en' : ''}/${key}`;
      await page.goto(path);
      // What a streamed part of the page holds (the tabs) is put in place by React's inline
      // script a moment after the load (it reveals such parts in batches): a person prints
      // the page they see, with it in place.
      await expect(page.locator('template[id^="B:"]')).toHaveCount(0);
      const { text } = await pdfText(await page.pdf({ format: 'A4' }));
      const printed = squash(text);
      // The stamp on top: college, today's year, the page's address.
      const top = printed.slice(0, 300);
      expect(top).toContain(new Date().getFullYear().toString());
      expect(top).toContain(`${new URL(page.url()).host}${path}`);
      // No header, menus or footer.
      expect(printed).not.toContain(chrome[locale].menu);
      expect(printed).not.toContain(chrome[locale].footer);
      // Link addresses are written out.
      expect(printed).toMatch(/\((?:mailto:|tel:|https?:\/\/)\S+/);
      const title = getPage(locale, key).title;
      // As the page draws them: the settings and figures they name filled in.
      const shown = hiddenOnScreen(resolveSettingTokens(getSections(locale, key), locale));
      if (locale === 'en') {
        // pdf.js gives back English text as printed: the title, other tabs, FAQ answers.
        expect(top).toContain(chrome.en.college);
        expect(printed.slice(0, 600)).toContain(squash(title));
        for (const words of [...shown.tabs, ...shown.answers]) {
          expect(printed, words).toContain(squash(words));
        }
      } else {
        // Its Arabic comes back with some joined letters out of order: what the print shows is
        // read from the page under print media instead.
        await page.emulateMedia({ media: 'print' });
        const main = page.locator('main');
        await expect(main.getByText(chrome.ar.college, { exact: false }).first()).toBeVisible();
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
        for (const label of shown.tabs) {
          await expect(
            main.locator(`[role="tabpanel"][data-print-label="${label}"]`),
          ).toBeVisible();
        }
        for (const answer of shown.answers) {
          await expect(main.getByText(answer).first(), answer).toBeVisible();
        }
        await expect(page.locator('header').first()).toBeHidden();
        await expect(page.locator('footer').first()).toBeHidden();
      }
    });
  }
}

test('a page printed from the dark theme prints light (dark text on white)', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/en/admission');
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.emulateMedia({ media: 'print' });
  const color = await page
    .getByRole('heading', { level: 1 })
    .evaluate((node) => getComputedStyle(node).color);
  expect(color).not.toBe('rgb(255, 255, 255)');
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(background).toBe('rgb(255, 255, 255)');
});

test('the print stamp is dated when the page is printed, not while it loads', async ({ page }) => {
  // Its Intl.DateTimeFormat costs a phone tens of milliseconds before the first paint
  // (theme-script.ts); a page is printed far less often than it is opened.
  await page.goto('/about/history');
  const stamp = () =>
    page.evaluate(() => document.documentElement.style.getPropertyValue('--print-date'));
  expect(await stamp()).toBe('');
  await page.evaluate(() => dispatchEvent(new Event('beforeprint')));
  expect(await stamp()).toContain(String(new Date().getFullYear()));
});
