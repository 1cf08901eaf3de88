import { expect, test } from './fixtures';
import ical, { type VEvent } from 'node-ical';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn } from './staff-helpers';

/**
 * The calendar desk (issue #22): an editor corrects and publishes the 2026-2027 calendar (a
 * fresh install has it as a draft) and the calendar page opens on it, with the change, in the
 * downloads, the subscription and the search; another adds 2027-2028 from it, is refused a
 * period that ends before it starts, and puts an earlier version back. axe on the desk's pages,
 * in both themes.
 *
 * Runs in the `site-wide` project, after every other test: publishing 2026-2027 changes the
 * year the public calendar opens on, which the calendar's own tests check as a fresh install.
 */

const stamp = Date.now();
/** Words found nowhere else on the site, for the page, the files and the search. */
const marker = `تسجيل${stamp}`;

function vevents(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );
}

test('Arabic: an editor publishes the 2026-2027 calendar and the calendar page opens on it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = ar.StaffCalendar;
  await fromAddress(page, '198.51.100.87');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/calendar')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const row = page.locator('[data-row="2026-2027"]');
  await expect(row).toContainText(t.states.draft);
  await expect(page.locator('[data-row="2025-2026"]')).toContainText(t.states.published);
  await expectAccessibleInBothThemes(page, 'calendar desk');

  // Before: the page opens on the latest published year, and 2026-2027 is not offered.
  const before = await (await page.request.get('/academic-calendar')).text();
  expect(before).not.toContain('<option value="2026-2027"');

  await row.getByRole('link', { name: '2026-2027' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: t.editor.editTitle.replace('{year}', '\u20662026-2027\u2069'),
    }),
  ).toBeVisible();
  await expect(page.locator('[data-calendar-state="draft"]')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'academic year editor');

  // The registrar confirms the first semester's registration, with a note of its own.
  const first = page.locator('[data-semester="1"]');
  await first.locator('[data-date="1"]').getByLabel(t.editor.notesAr).fill(marker);
  await page.getByRole('button', { name: t.editor.save, exact: true }).click();
  await expect(page.getByText(t.editor.saved)).toBeVisible();
  await expect(page.locator('[data-calendar-history] tbody tr')).toHaveCount(2);
  await expect(page.locator('[data-calendar-preview="ar"]')).toContainText(marker);

  await page.getByRole('button', { name: t.status.publish }).click();
  await expect(page.getByText(t.status.published)).toBeVisible();
  await expect(page.locator('[data-calendar-state="published"]')).toBeVisible();

  // The page opens on the year containing today, now that it is published.
  await page.goto('/academic-calendar');
  const select = page.getByLabel(ar.Calendar.yearLabel);
  await expect(select).toHaveValue('2026-2027');
  await expect(
    page.getByRole('heading', { level: 2, name: 'التقويم الأكاديمي 2026-2027' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: marker })).toBeVisible();
  await expect(select.locator('option')).toHaveText([
    '2023-2024',
    '2024-2025',
    '2025-2026',
    '2026-2027',
  ]);

  // The English page opens on it too.
  await page.goto('/en/academic-calendar');
  await expect(page.getByLabel(en.Calendar.yearLabel)).toHaveValue('2026-2027');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Academic Calendar 2026-2027' }),
  ).toBeVisible();

  // In the year's download, in the calendar to subscribe to, and in the search.
  const file = await page.request.get('/api/academic-calendar/2026-2027?lang=ar');
  expect(file.status()).toBe(200);
  expect(vevents(await file.text()).map((event) => event.description)).toContain(marker);
  const feed = await (
    await page.request.get('/api/calendar-feeds/ar/academic-calendar.ics')
  ).text();
  expect(vevents(feed).map((event) => event.description)).toContain(marker);
  await page.goto(`/search?q=${marker}`);
  const result = page.locator('main').getByRole('link', {
    name: 'التقويم الأكاديمي \u20662026-2027\u2069',
  });
  await expect(result).toHaveAttribute('href', '/academic-calendar?year=2026-2027');
});

test('English: an editor starts 2027-2028 from 2026-2027, is told what to correct, and puts a version back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = en.StaffCalendar;
  await fromAddress(page, '198.51.100.88');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/calendar')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();

  // A label that is not an academic year is refused where it was typed.
  const create = page.locator('[data-new-academic-year]');
  await create.getByLabel(t.create.year).fill('2027-2029');
  await create.getByRole('button', { name: t.create.submit }).click();
  await expect(create.getByText(en.Staff.fieldErrors.calendarYearInvalid)).toBeVisible();
  await create.getByLabel(t.create.year).fill('2027-2028');
  await create.getByLabel(t.create.copyFrom).selectOption('2026-2027');
  await create.getByRole('button', { name: t.create.submit }).click();
  await expect(page).toHaveURL(/\/en\/staff\/calendar\/2027-2028$/);
  await expect(page.getByText(t.create.created)).toBeVisible();
  // Last year's semesters, a year on.
  const first = page.locator('[data-semester="1"]');
  await expect(first.locator('[data-date="1"]').getByLabel(t.editor.start)).toHaveValue(
    '2027-08-01',
  );
  await expect(page.locator('[data-semester]')).toHaveCount(3);

  // The summer semester goes; a period that ends before it starts is refused by the field.
  await page
    .getByRole('button', { name: t.editor.removeSemester.replace('{number}', '3') })
    .click();
  await expect(page.locator('[data-semester]')).toHaveCount(2);
  // A date added, typed into, then removed: the others keep what they hold.
  await first.getByRole('button', { name: t.editor.addDate }).click();
  await expect(first.locator('[data-date]')).toHaveCount(3);
  await first.locator('[data-date="3"]').getByLabel(t.editor.eventEn).fill('Orientation');
  await first
    .getByRole('button', {
      name: t.editor.removeDate.replace('{number}', '1').replace('{semester}', '1'),
    })
    .click();
  await expect(first.locator('[data-date]')).toHaveCount(2);
  await expect(first.locator('[data-date="2"]').getByLabel(t.editor.eventEn)).toHaveValue(
    'Orientation',
  );
  await first
    .getByRole('button', {
      name: t.editor.removeDate.replace('{number}', '2').replace('{semester}', '1'),
    })
    .click();
  await first.getByRole('button', { name: t.editor.addDate }).click();
  await first.locator('[data-date="2"]').getByLabel(t.editor.start).fill('2027-09-15');
  await first.locator('[data-date="2"]').getByLabel(t.editor.eventAr).fill('بداية الدراسة');
  await first.locator('[data-date="2"]').getByLabel(t.editor.eventEn).fill('Classes begin');
  await first.locator('[data-date="1"]').getByLabel(t.editor.start).fill('2027-08-01');
  await first.locator('[data-date="1"]').getByLabel(t.editor.eventAr).fill('التسجيل');
  await first.locator('[data-date="1"]').getByLabel(t.editor.eventEn).fill('Registration');
  const end = first.locator('[data-date="1"]').getByLabel(t.editor.end);
  await end.fill('2027-07-01');
  await page.getByRole('button', { name: t.editor.save, exact: true }).click();
  await expect(page.getByRole('alert').getByText(t.editor.errorSummary)).toBeVisible();
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(first.getByText(en.Staff.fieldErrors.calendarEndBeforeStart)).toBeVisible();
  await end.fill('2027-08-14');
  await page.getByRole('button', { name: t.editor.save, exact: true }).click();
  await expect(page.getByText(t.editor.saved)).toBeVisible();
  await expect(page.locator('[data-semester]')).toHaveCount(2);
  const history = page.locator('[data-calendar-history] tbody tr');
  await expect(history).toHaveCount(2);
  await expect(history.first()).toContainText('2 semesters, 4 dates');

  // Not on the site while a draft.
  expect(
    await (await page.request.get('/en/academic-calendar?year=2027-2028')).text(),
  ).not.toContain('<option value="2027-2028"');

  // The first version back: the summer semester returns.
  await history
    .last()
    .getByRole('button', { name: /^Put this version back \(/ })
    .click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  await expect(page.locator('[data-semester]')).toHaveCount(3);
  await expect(history).toHaveCount(3);
  await expect(history.first()).toContainText('3 semesters, 6 dates');
});
