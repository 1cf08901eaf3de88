import { expect, test, type Locator, type Page } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { formatDate } from '../src/lib/format';
import { fill } from '../src/lib/template';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, expectPageSays, fromAddress, signIn } from './staff-helpers';

/**
 * The college's figures (issue #46, item 2), as an editor new to them changes them: from the
 * workspace's start page to the figures; a refused amount is named and nothing is saved; then a
 * new application fee, medicine's tuition, law's own minimum, media closed for the year and
 * medicine's window moved to two dates. The fees page, the admission page, medicine's page, the
 * key dates and the application form all say the same at once, in both languages, with no
 * rebuild; then everything is put back. In the `site-wide` project: every page sees it.
 */

test.describe.configure({ mode: 'serial' });

const t = en.StaffFigures;
const medicine = 'Medicine and General Surgery';

/** A programme's (or housing type's) group inside one of the form's parts. */
function part(page: Page, legend: string, name: string): Locator {
  return page
    .getByRole('group', { name: legend, exact: true })
    .getByRole('group', { name, exact: true });
}

test('an editor changes the fees, a minimum and the windows, and the pages and the form agree', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await fromAddress(page, '198.51.100.160');
  // Signed in, the start page; from there to the figures, as someone who has never been there.
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff')}`);
  await signIn(page, staffFixture.editor);
  await expect(page).toHaveURL(/\/en\/staff$/);
  await page.getByRole('main').getByRole('link', { name: en.Staff.areas.figures.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'college figures');

  const fee = page.getByLabel(t.fields.applicationFee, { exact: true });
  const tuition = part(page, t.groups.tuition, medicine).getByLabel(t.fields.amount, {
    exact: true,
  });
  const lawMinimum = part(page, t.groups.minimums, 'Law').getByLabel(t.fields.ownMinimum, {
    exact: true,
  });
  const mediaWindow = part(page, t.groups.windows, 'Media').getByLabel(t.fields.window, {
    exact: true,
  });
  const medicineWindow = part(page, t.groups.windows, medicine);
  await expect(fee).toHaveValue('100');
  await expect(tuition).toHaveValue('120000');

  // Refused: the field says why, nothing is saved.
  await fee.fill('a hundred');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(en.ApiErrors.invalid_figures)).toBeVisible();
  await expect(fee).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(en.Staff.fieldErrors.figureAmountInvalid)).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/en/admission/fees');
  await expect(visitor.locator('main')).toContainText('100 Sudanese pounds');

  // Typed as an Arabic keyboard types it: the server reads the digits.
  await fee.fill('١٢٥');
  await tuition.fill('135,000');
  await lawMinimum.fill('80');
  await mediaWindow.selectOption({ label: t.windowKinds.closed });
  await medicineWindow
    .getByLabel(t.fields.window, { exact: true })
    .selectOption({ label: t.windowKinds.dates });
  await medicineWindow.getByLabel(t.fields.opens, { exact: true }).fill('2026-01-01');
  await medicineWindow.getByLabel(t.fields.closes, { exact: true }).fill('2099-12-31');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.locator('[data-figures-state]')).toHaveAttribute('data-figures-state', 'saved');

  // The fees page, the admission page and medicine's page, in both languages.
  await expectPageSays(visitor, '/en/admission/fees', '125 Sudanese pounds');
  await expect(visitor.locator('main')).toContainText('135,000 riyals a year');
  await expectPageSays(visitor, '/admission/fees', '135,000 ريال في العام');
  await expectPageSays(visitor, '/en/study/medicine', '135,000 riyals a year');
  // Its application window as set, in the programme's key facts.
  await expect(visitor.locator('main')).toContainText(
    fill(en.Figures.window.dates, {
      opens: formatDate('en', '2026-01-01'),
      closes: formatDate('en', '2099-12-31'),
    }),
  );
  await expectPageSays(visitor, '/admission', '125 جنيه سوداني');
  // The key dates: medicine's window between the two dates, open now.
  await expectPageSays(
    visitor,
    '/en/admission',
    fill(en.KeyDates.medicineOpen, { end: formatDate('en', '2099-12-31') }),
  );

  // The form: law's minimum as the note says it and as the form checks it, media closed.
  const c = en.ApplicationForm;
  await visitor.goto('/en/admission/application');
  const programme = visitor.getByLabel(c.programme, { exact: true });
  await programme.selectOption({ label: 'Law' });
  await expect(visitor.getByTestId('minimum-note')).toHaveText(
    fill(c.minimumNote, { programme: 'Law', minimum: 80 }),
  );
  await programme.selectOption({ label: 'Media' });
  await expect(visitor.getByTestId('programme-window')).toHaveText(
    fill(c.windowShut, { programme: 'Media' }),
  );
  await visitor.goto('/admission/application');
  await visitor.getByLabel(ar.ApplicationForm.programme, { exact: true }).selectOption('law');
  await expect(visitor.getByTestId('minimum-note')).toContainText('80%');

  // Put back as they were: every page says the first figures again.
  await page.reload();
  await fee.fill('100');
  await tuition.fill('120000');
  await lawMinimum.fill('');
  await mediaWindow.selectOption({ label: t.windowKinds.always });
  await medicineWindow
    .getByLabel(t.fields.window, { exact: true })
    .selectOption({ label: t.windowKinds.hijri });
  await medicineWindow.getByLabel(t.fields.opens, { exact: true }).fill('');
  await medicineWindow.getByLabel(t.fields.closes, { exact: true }).fill('');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expectPageSays(visitor, '/en/admission/fees', '100 Sudanese pounds');
  await expect(visitor.locator('main')).toContainText('120,000 riyals a year');
  await expectPageSays(visitor, '/en/admission', en.KeyDates.hijriNote);
  await visitor.close();
});

test('an editor changes a programme’s dean and length of study in both languages, and every page that names them follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await fromAddress(page, '198.51.100.161');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/figures')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const facts = part(page, t.groups.programmes, medicine);
  const fact = (kind: keyof typeof t.facts, language: 'ar' | 'en') =>
    facts.getByLabel(`${t.facts[kind]} (${t.languages[language]})`, { exact: true });
  await expect(fact('dean', 'en')).toHaveValue('Prof. Muawia Ahmed Elsafi');
  await expect(fact('dean', 'ar')).toHaveAttribute('dir', 'rtl');

  // A fact in one language only is refused, named, and nothing is saved.
  await fact('dean', 'ar').fill('أ.د. سارة عثمان');
  await fact('dean', 'en').fill('');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(en.Staff.fieldErrors.figureTextRequired)).toBeVisible();
  await expect(fact('dean', 'en')).toHaveAttribute('aria-invalid', 'true');
  const visitor = await browser.newPage();
  await expectPageSays(visitor, '/en/about/deans', 'Prof. Muawia Ahmed Elsafi');

  await fact('dean', 'en').fill('Prof. Sara Osman');
  await fact('duration', 'en').fill('7 years (14 semesters) plus an internship year');
  await fact('duration', 'ar').fill('7 سنوات (14 فصلاً دراسياً) تليها سنة امتياز');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  // The programme's key facts and contacts, the deans' page, the list of programmes.
  await expectPageSays(visitor, '/en/study/medicine', 'Prof. Sara Osman');
  await expect(visitor.locator('main')).toContainText(
    '7 years (14 semesters) plus an internship year',
  );
  await expect(visitor.locator('main')).not.toContainText('Muawia');
  await expectPageSays(visitor, '/about/deans', 'أ.د. سارة عثمان');
  await expectPageSays(visitor, '/study/programs', '7 سنوات (14 فصلاً دراسياً) تليها سنة امتياز');

  // Put back as they were.
  await page.reload();
  await fact('dean', 'ar').fill('أ.د. معاوية أحمد الصافي');
  await fact('dean', 'en').fill('Prof. Muawia Ahmed Elsafi');
  await fact('duration', 'en').fill('6 years plus an internship year');
  await fact('duration', 'ar').fill('6 سنوات تليها سنة امتياز');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expectPageSays(visitor, '/en/about/deans', 'Prof. Muawia Ahmed Elsafi');
  await visitor.close();
});

test('an editor adds a required document to a track and to a programme, and the admission page lists them', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await fromAddress(page, '198.51.100.162');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/figures')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const list = (name: string, language: 'ar' | 'en') =>
    part(page, t.groups.documents, name).getByLabel(
      `${t.documentsField} (${t.languages[language]})`,
      { exact: true },
    );
  const graduate = { ar: list(t.tracks.graduate, 'ar'), en: list(t.tracks.graduate, 'en') };
  const ownName = t.programmeDocuments.replace('{programme}', medicine);
  const own = { ar: list(ownName, 'ar'), en: list(ownName, 'en') };
  await expect(graduate.en).toHaveValue(/^A copy of the bachelor’s certificate and transcript/);
  await expect(graduate.ar).toHaveAttribute('dir', 'rtl');
  await expect(own.en).toHaveValue('');
  const first = { ar: await graduate.ar.inputValue(), en: await graduate.en.inputValue() };

  // A line in Arabic with none beside it in English: refused, named, nothing saved.
  await graduate.ar.fill(`${first.ar}\nشهادة إجادة اللغة الإنجليزية`);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(en.Staff.fieldErrors.figureDocumentsCount)).toBeVisible();
  await expect(graduate.en).toHaveAttribute('aria-invalid', 'true');

  await graduate.en.fill(`${first.en}\nAn English proficiency certificate`);
  await own.ar.fill('سجل التطعيمات');
  await own.en.fill('A vaccination record');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();

  // The admission page's lists: the graduate tab's, and the programme's own in the
  // undergraduate one, in both languages, with no rebuild.
  const visitor = await browser.newPage();
  await expectPageSays(visitor, '/en/admission?tab=graduate', 'An English proficiency certificate');
  await expectPageSays(
    visitor,
    '/en/admission',
    'Bachelor of Medicine and General Surgery: A vaccination record',
  );
  await expectPageSays(visitor, '/admission?tab=graduate', 'شهادة إجادة اللغة الإنجليزية');
  await expect(visitor.locator('main')).not.toContainText('{{documents');

  // Put back as they were.
  await page.reload();
  await graduate.ar.fill(first.ar);
  await graduate.en.fill(first.en);
  await own.ar.fill('');
  await own.en.fill('');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(async () => {
    await visitor.goto('/en/admission?tab=graduate');
    await expect(visitor.locator('main')).not.toContainText('An English proficiency certificate', {
      timeout: 500,
    });
  }).toPass({ timeout: 15_000 });
  await visitor.close();
});
