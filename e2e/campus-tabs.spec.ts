import { engage, expect, test, type Locator, type Page } from './fixtures';

/**
 * The four tabbed campus-life pages (spec 001 sections 2 and 4): the default tab is selected on
 * load, a click selects a tab and keeps it in the address (?tab=…) across a reload, and the
 * keyboard follows the reading direction (ArrowLeft is "next" in Arabic), with Home and End.
 */

interface TabbedPage {
  path: string;
  /** The tab list's accessible name (the tabs section's heading). */
  list: string;
  tabs: { id: string; label: string }[];
}

const pages: Record<'ar' | 'en', TabbedPage[]> = {
  ar: [
    {
      path: '/campus-life/entertainment',
      list: 'مرافق المركز الترفيهي',
      tabs: [
        { id: 'theater', label: 'المسرح' },
        { id: 'gaming', label: 'صالة الألعاب' },
        { id: 'cafe', label: 'المقهى' },
        { id: 'music', label: 'استوديو الموسيقى' },
      ],
    },
    {
      path: '/campus-life/sports',
      list: 'المرافق الرياضية',
      tabs: [
        { id: 'stadium', label: 'الملعب' },
        { id: 'gym', label: 'صالة اللياقة البدنية' },
        { id: 'indoor-hall', label: 'الصالة المغلقة' },
        { id: 'pool', label: 'المسبح' },
        { id: 'tennis', label: 'ملاعب التنس' },
      ],
    },
    {
      path: '/campus-life/clubs',
      list: 'أندية الكلية',
      tabs: [
        { id: 'academic', label: 'الأندية الأكاديمية' },
        { id: 'cultural', label: 'الأندية الثقافية' },
        { id: 'social', label: 'الأندية الاجتماعية' },
        { id: 'sports', label: 'الأندية الرياضية' },
      ],
    },
    {
      path: '/campus-life/housing',
      list: 'أنواع السكن',
      tabs: [
        { id: 'standard', label: 'السكن العادي' },
        { id: 'premium', label: 'السكن المميز' },
        { id: 'family', label: 'السكن العائلي' },
        { id: 'external', label: 'السكن الخارجي' },
      ],
    },
  ],
  en: [
    {
      path: '/en/campus-life/entertainment',
      list: 'Recreation centre facilities',
      tabs: [
        { id: 'theater', label: 'Theatre' },
        { id: 'gaming', label: 'Games room' },
        { id: 'cafe', label: 'Cafe' },
        { id: 'music', label: 'Music studio' },
      ],
    },
    {
      path: '/en/campus-life/sports',
      list: 'Sports facilities',
      tabs: [
        { id: 'stadium', label: 'Stadium' },
        { id: 'gym', label: 'Gym' },
        { id: 'indoor-hall', label: 'Indoor hall' },
        { id: 'pool', label: 'Swimming pool' },
        { id: 'tennis', label: 'Tennis courts' },
      ],
    },
    {
      path: '/en/campus-life/clubs',
      list: 'The college clubs',
      tabs: [
        { id: 'academic', label: 'Academic clubs' },
        { id: 'cultural', label: 'Cultural clubs' },
        { id: 'social', label: 'Social clubs' },
        { id: 'sports', label: 'Sports clubs' },
      ],
    },
    {
      path: '/en/campus-life/housing',
      list: 'Types of housing',
      tabs: [
        { id: 'standard', label: 'Standard housing' },
        { id: 'premium', label: 'Premium housing' },
        { id: 'family', label: 'Family housing' },
        { id: 'external', label: 'External housing' },
      ],
    },
  ],
};

/** Waits until React has hydrated the tab list, so clicks and keys reach its handlers. */
/**
 * The tabs' keys and address are their script's: the test engages the page and waits until
 * React has hydrated it, as a visitor's first touch starts it. (A tab clicked before then is
 * tested in e2e/shell.spec.ts.)
 */
async function hydrated(list: Locator): Promise<void> {
  await engage(list.page());
}

/** Exactly this tab is selected, and the one visible panel is its panel. */
async function expectSelected(page: Page, list: Locator, label: string): Promise<void> {
  await expect(list.getByRole('tab', { name: label, exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(list.getByRole('tab', { selected: true })).toHaveCount(1);
  await expect(page.getByRole('tabpanel')).toHaveCount(1);
  await expect(page.getByRole('tabpanel', { name: label, exact: true })).toBeVisible();
}

for (const lang of ['ar', 'en'] as const) {
  const [next, previous] =
    lang === 'ar' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];

  for (const spec of pages[lang]) {
    const [first, second] = spec.tabs;
    const last = spec.tabs.at(-1)!;

    test.describe(`${spec.path} tabs`, () => {
      test('the default tab is selected on load and a click selects another, kept in the address', async ({
        page,
      }) => {
        await page.goto(spec.path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        const list = page.getByRole('tablist', { name: spec.list });
        await expect(list.getByRole('tab')).toHaveText(spec.tabs.map((tab) => tab.label));
        await expectSelected(page, list, first!.label);
        await hydrated(list);

        await list.getByRole('tab', { name: second!.label, exact: true }).click();
        await expectSelected(page, list, second!.label);
        await expect(page).toHaveURL(new RegExp(`\\?tab=${second!.id}$`));

        await page.reload();
        await expectSelected(page, list, second!.label);

        await list.getByRole('tab', { name: first!.label, exact: true }).click();
        await expectSelected(page, list, first!.label);
        // The default tab needs no parameter: the plain address shows it.
        await expect(page).not.toHaveURL(/\?tab=/);
      });

      test(`the keyboard moves along the reading direction (${next} is next), Home and End`, async ({
        page,
      }) => {
        await page.goto(spec.path);
        const list = page.getByRole('tablist', { name: spec.list });
        await hydrated(list);
        const selected = list.getByRole('tab', { selected: true });
        await selected.focus();
        await expect(selected).toHaveAccessibleName(first!.label);

        await page.keyboard.press(next);
        await expect(list.getByRole('tab', { name: second!.label, exact: true })).toBeFocused();
        await expectSelected(page, list, second!.label);
        await expect(page).toHaveURL(new RegExp(`\\?tab=${second!.id}$`));

        await page.keyboard.press(previous);
        await expect(list.getByRole('tab', { name: first!.label, exact: true })).toBeFocused();
        await expectSelected(page, list, first!.label);

        await page.keyboard.press('End');
        await expect(list.getByRole('tab', { name: last.label, exact: true })).toBeFocused();
        await expectSelected(page, list, last.label);
        await expect(page).toHaveURL(new RegExp(`\\?tab=${last.id}$`));

        await page.keyboard.press('Home');
        await expect(list.getByRole('tab', { name: first!.label, exact: true })).toBeFocused();
        await expectSelected(page, list, first!.label);
      });
    });
  }
}
