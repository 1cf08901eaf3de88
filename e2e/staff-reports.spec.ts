import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { collegeToday } from '../src/lib/college-time';
import { completeApplication } from './complete-application';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn } from './staff-helpers';

/**
 * The reports (issue #45, item 5): the admissions office opens them from the workspace's header,
 * counts the applications it sent, narrows the period to today, downloads the CSV; an
 * administrator reads both parts on a phone. Other tests send applications at the same time, so
 * the counts are checked to grow by at least what this test sent.
 */

test.describe.configure({ mode: 'serial' });

/** Today on Khartoum's clock, YYYY-MM-DD (the reports' days). */
const today = () => collegeToday();

test('Arabic: the office opens the reports from the header, counts its applications, and downloads them', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await fromAddress(page, '198.51.100.71');
  await page.goto('/staff');
  await signIn(page, staffFixture.admissions);
  const areas = page.getByRole('navigation', { name: ar.Staff.nav.areas });
  await areas.getByRole('link', { name: ar.Staff.areas.reports.title }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.StaffReports.title);
  await expect(areas.getByRole('link', { name: ar.Staff.areas.reports.title })).toHaveAttribute(
    'aria-current',
    'page',
  );
  // The office's part only: the support desk's numbers are not its own.
  await expect(page.locator('#reports-applications')).toBeVisible();
  await expect(page.locator('#reports-support')).toHaveCount(0);

  const itCount = async () =>
    Number(
      await page
        .locator('[data-report="perProgramme"] [data-report-row="it"] td')
        .first()
        .innerText(),
    );
  const before = await itCount();
  // Two applications for IT (the fixture's programme), sent as an applicant's browser sends them.
  for (const [n, name] of [
    [1, 'هبة التقرير'],
    [2, 'سارة التقرير'],
  ] as const) {
    await completeApplication({
      name,
      email: `staff-reports-${n}-${Date.now()}@example.com`,
      locale: 'ar',
    });
  }
  await page.reload();
  expect(await itCount()).toBeGreaterThanOrEqual(before + 2);
  // Latin digits on the Arabic page, as everywhere in the workspace.
  await expect(
    page.locator('[data-report="perProgramme"] [data-report-row="total"] td').first(),
  ).toHaveText(/^[0-9,]+$/);

  // Today only: one day in the table of days, with at least the two sent.
  const day = today();
  await page.getByLabel(ar.StaffReports.period.from, { exact: true }).fill(day);
  await page.getByLabel(ar.StaffReports.period.to, { exact: true }).fill(day);
  await page.getByRole('button', { name: ar.Staff.filters.apply }).click();
  await expect(page).toHaveURL(new RegExp(`from=${day}&to=${day}`));
  await expect(page.locator('[data-report-period]')).toHaveAttribute(
    'data-report-period',
    `${day}/${day}`,
  );
  const days = page.locator('[data-report="perDay"] tbody tr');
  await expect(days).toHaveCount(2);
  expect(Number(await days.first().locator('td').innerText())).toBeGreaterThanOrEqual(2);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: ar.StaffReports.download.csv }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`reports-${day}-${day}.csv`);
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.split('\r\n')[0]).toBe(`\uFEFF"${ar.StaffReports.csv.period}","${day}","${day}"`);

  await expectAccessibleInBothThemes(page, 'the reports');
});

test('English phone: an administrator reads both parts, and the page fits', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await fromAddress(page, '198.51.100.72');
  await page.goto('/en/staff/reports');
  await signIn(page, staffFixture.administrator);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.StaffReports.title);
  await expect(page.locator('#reports-applications')).toBeVisible();
  await expect(page.locator('#reports-support')).toBeVisible();
  await expect(page.getByRole('table', { name: en.StaffReports.tables.support })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessibleInBothThemes(page, 'the reports on a phone');
});
