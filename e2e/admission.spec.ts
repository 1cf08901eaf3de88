import { expect, test, type Page } from './fixtures';
import { medicineWindow, nextIntake, publishedFirstSemesters } from '../src/lib/admission-dates';
import { seededPublishedYears } from '../src/server/db/seeds/academic-calendar-seed';
import { formatDate } from '../src/lib/format';
import { seriousViolations } from './helpers';

/** What a visitor sees on the admission page, in each language. */
const cases = [
  {
    lang: 'ar',
    path: '/admission',
    prefix: '',
    dir: 'rtl',
    applyNow: 'قدّم الآن',
    applicationTitle: 'تقديم طلب الالتحاق بالكلية',
    // In right-to-left the next tab is to the left.
    next: 'ArrowLeft',
    previous: 'ArrowRight',
    tabs: {
      undergraduate: 'البكالوريوس والدبلوم',
      graduate: 'الدراسات العليا',
      international: 'الطلاب الدوليون',
    },
    applyLinks: {
      undergraduate: 'قدّم إلى البكالوريوس أو الدبلوم',
      graduate: 'قدّم إلى الدراسات العليا',
      international: 'قدّم طالباً دولياً',
    },
    panelHeadings: {
      undergraduate: 'خطوات التقديم الخمس',
      graduate: 'شروط القبول في الدكتوراه',
      international: 'خدمات الطلاب الدوليين',
    },
    contact: 'مكتب القبول',
    hours: 'الأحد - الخميس، 8:00 صباحاً - 3:00 مساءً',
    fee: '100 جنيه سوداني، وهي غير قابلة للاسترداد',
  },
  {
    lang: 'en',
    path: '/en/admission',
    prefix: '/en',
    dir: 'ltr',
    applyNow: 'Apply Now',
    applicationTitle: 'College Application Submission',
    next: 'ArrowRight',
    previous: 'ArrowLeft',
    tabs: {
      undergraduate: 'Undergraduate',
      graduate: 'Graduate',
      international: 'International',
    },
    applyLinks: {
      undergraduate: 'Apply for a bachelor’s or diploma',
      graduate: 'Apply for graduate study',
      international: 'Apply as an international student',
    },
    panelHeadings: {
      undergraduate: 'Five steps to apply',
      graduate: 'Doctoral requirements',
      international: 'Services for international students',
    },
    contact: 'Admission office',
    hours: 'Sunday–Thursday, 8:00 AM–3:00 PM',
    fee: '100 Sudanese pounds, non-refundable',
  },
] as const;

type TabId = keyof (typeof cases)[number]['tabs'];
const tabIds: TabId[] = ['undergraduate', 'graduate', 'international'];

/**
 * Selects a tab by clicking it, retrying until the page has hydrated (before that, a click on
 * the server-rendered tab does nothing).
 */
async function selectTab(page: Page, name: string): Promise<void> {
  const tab = page.getByRole('tab', { name, exact: true });
  await expect(async () => {
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
}

for (const c of cases) {
  test.describe(`admission page (${c.lang})`, () => {
    test('the Apply Now button leads to the application page', async ({ page }) => {
      await page.goto(c.path);
      await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
      const main = page.locator('main');
      // The first section of the page holds the call to apply, as its primary button.
      const first = main.locator('section').first();
      const applyNow = first.getByRole('link', { name: c.applyNow, exact: true });
      await expect(applyNow).toBeVisible();
      await expect(applyNow).toHaveAttribute('href', `${c.prefix}/admission/application`);
      // The fee, as the page states it at a glance.
      await expect(main).toContainText(c.fee);
      await applyNow.click();
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/admission/application$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.applicationTitle);
    });

    test('shows three tabs with undergraduate selected by default', async ({ page }) => {
      await page.goto(c.path);
      const tabs = page.getByRole('tablist').getByRole('tab');
      await expect(tabs).toHaveText([c.tabs.undergraduate, c.tabs.graduate, c.tabs.international]);
      await expect(tabs.nth(0)).toHaveAttribute('aria-selected', 'true');
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'false');
      await expect(tabs.nth(2)).toHaveAttribute('aria-selected', 'false');
      // Only the undergraduate panel is shown: its five steps, the fee and the 70% minimum.
      const panel = page.getByRole('tabpanel');
      await expect(panel).toHaveCount(1);
      await expect(
        panel.getByRole('heading', { name: c.panelHeadings.undergraduate }),
      ).toBeVisible();
      await expect(panel.locator('#undergraduate-steps ol > li')).toHaveCount(5);
      await expect(panel).toContainText('70%');
      await expect(page.getByRole('heading', { name: c.panelHeadings.graduate })).toBeHidden();
    });

    test('the keyboard moves between tabs in the reading direction', async ({ page }) => {
      await page.goto(c.path);
      const tab = (id: TabId) => page.getByRole('tab', { name: c.tabs[id], exact: true });
      // Home then the "next" arrow, repeated until hydration has given the keys their meaning.
      await expect(async () => {
        await tab('undergraduate').focus();
        await page.keyboard.press('Home');
        await page.keyboard.press(c.next);
        await expect(tab('graduate')).toHaveAttribute('aria-selected', 'true', {
          timeout: 500,
        });
      }).toPass({ timeout: 15_000 });
      await expect(tab('graduate')).toBeFocused();
      await expect(page.getByRole('tabpanel')).toContainText(c.panelHeadings.graduate);
      await expect(page).toHaveURL(/\?tab=graduate$/);
      await page.keyboard.press(c.next);
      await expect(tab('international')).toHaveAttribute('aria-selected', 'true');
      await expect(tab('international')).toBeFocused();
      await page.keyboard.press(c.previous);
      await expect(tab('graduate')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(tab('international')).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Home');
      await expect(tab('undergraduate')).toHaveAttribute('aria-selected', 'true');
      // The default tab leaves the address clean.
      await expect(page).toHaveURL(new RegExp(`${c.prefix}/admission$`));
    });

    test('every tab has an apply link to the application page', async ({ page }) => {
      await page.goto(c.path);
      for (const id of tabIds) {
        await selectTab(page, c.tabs[id]);
        const panel = page.getByRole('tabpanel');
        await expect(panel.getByRole('heading', { name: c.panelHeadings[id] })).toBeVisible();
        const apply = panel.getByRole('link', { name: c.applyLinks[id], exact: true });
        await expect(apply).toBeVisible();
        await expect(apply).toHaveAttribute('href', `${c.prefix}/admission/application`);
      }
      // The international tab also points to the international students page.
      await expect(
        page.getByRole('tabpanel').locator(`a[href="${c.prefix}/study/international-students"]`),
      ).toBeVisible();
    });

    test('a shared link opens the chosen tab', async ({ page }) => {
      await page.goto(`${c.path}?tab=international`);
      await expect(
        page.getByRole('tab', { name: c.tabs.international, exact: true }),
      ).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel')).toContainText(c.panelHeadings.international);
    });

    test('the contact block offers the office e-mail, phone and hours', async ({ page }) => {
      await page.goto(c.path);
      const contact = page.getByRole('region', { name: c.contact, exact: true });
      const mail = contact.locator('a[href="mailto:admission@alrowad.edu.sd"]');
      await expect(mail).toBeVisible();
      await expect(mail).toHaveText('admission@alrowad.edu.sd');
      const phone = contact.locator('a[href="tel:+249183555125"]');
      await expect(phone).toBeVisible();
      await expect(phone).toHaveText('+249 183 555 125');
      await expect(phone).toHaveAttribute('dir', 'ltr');
      await expect(contact).toContainText(c.hours);
    });
  });
}

test.describe('key dates as of today', () => {
  for (const { locale, prefix, heading, intake, medicineLabel } of [
    {
      locale: 'ar',
      prefix: '',
      heading: 'مواعيد مهمة',
      intake: 'الدفعة القادمة',
      medicineLabel: 'التقديم لبرنامج الطب',
    },
    {
      locale: 'en',
      prefix: '/en',
      heading: 'Key dates',
      intake: 'Next intake',
      medicineLabel: 'Medicine applications',
    },
  ] as const) {
    for (const path of [`${prefix}/admission`, prefix || '/']) {
      test(`${path}: the next intake and the medicine window with its Gregorian dates`, async ({
        page,
      }) => {
        const today = new Date();
        const medicine = medicineWindow(today);
        const next = nextIntake(today, publishedFirstSemesters(seededPublishedYears()));
        await page.goto(path);
        const section = page.getByRole('complementary', { name: heading });
        await expect(section).toBeVisible();
        const intakeText = section.getByRole('definition').first();
        await expect(section.getByRole('term').first()).toHaveText(intake);
        await expect(intakeText).toContainText(
          next.kind === 'published' ? next.semester.year : next.year,
        );
        await expect(section.getByRole('term').nth(1)).toHaveText(medicineLabel);
        const start = formatDate(locale, medicine.start);
        const end = formatDate(locale, medicine.end);
        await expect(section.getByRole('definition').nth(1)).toContainText(`${start}`);
        await expect(section.getByRole('definition').nth(1)).toContainText(`${end}`);
        await expect(section.getByRole('definition').nth(1)).toContainText(
          String(medicine.hijriYear),
        );
        await expect(section.getByTestId('medicine-status')).toContainText(
          medicine.open ? end : start,
        );
        expect(await seriousViolations(page)).toEqual([]);
      });
    }
  }
});
