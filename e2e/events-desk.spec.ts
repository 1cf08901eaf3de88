import { expect, test } from './fixtures';
import ical, { type VEvent } from 'node-ical';
import ar from '../messages/ar.json';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn } from './staff-helpers';

/**
 * The events desk (issue #22): an editor adds an event in both languages, sees its card as
 * visitors will, publishes it, and finds it on /events, in the events calendar to subscribe to
 * and in the all-events file, in both languages. axe on the desk's pages, in both themes.
 */

const stamp = Date.now();
const slug = `career-fair-${stamp}`;

function vevents(text: string): VEvent[] {
  return Object.values(ical.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === 'VEVENT',
  );
}

test('Arabic: an editor adds and publishes an event, and it reaches the events page and feeds', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const t = ar.StaffEvents;
  await fromAddress(page, '198.51.100.85');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/events')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expect(page.locator('[data-row="research-conference-2027"]')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'events desk');

  await page.getByRole('link', { name: t.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.editor.newTitle })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'new event');
  await page.getByLabel(t.editor.slug, { exact: true }).fill(slug);
  await page.getByLabel(t.editor.date, { exact: true }).fill('2027-03-10');
  // Two days, each from 10:00 for four hours.
  await page.getByLabel(t.editor.endDate).fill('2027-03-11');
  await page.getByLabel(t.editor.time).fill('10:00');
  await page.getByLabel(t.editor.duration).fill('240');
  const arabic = page.getByRole('group', { name: t.editor.arabic });
  await arabic.getByLabel(t.editor.titleLabel, { exact: true }).fill('معرض التوظيف السنوي');
  await arabic.getByLabel(t.editor.location, { exact: true }).fill('الساحة الرئيسية');
  // The description with the toolbar editor: a sentence, then a list of two items.
  await arabic.getByRole('textbox', { name: t.editor.description, exact: true }).click();
  await page.keyboard.type('تلتقي الشركات بالطلاب.');
  await page.keyboard.press('Enter');
  await arabic.getByRole('button', { name: t.editor.toolbar.bulletList, exact: true }).click();
  await page.keyboard.type('مقابلات عمل');
  await page.keyboard.press('Enter');
  await page.keyboard.type('ورش للسيرة الذاتية');
  const english = page.getByRole('group', { name: t.editor.english });
  await english.getByLabel(t.editor.titleLabel, { exact: true }).fill('Annual career fair');
  await english.getByLabel(t.editor.location, { exact: true }).fill('Main courtyard');
  await english.getByRole('textbox', { name: t.editor.description, exact: true }).click();
  await page.keyboard.type('Employers meet students.');
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(t.editor.created)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/events\/[0-9a-f-]{36}$/);
  await expect(page.locator('[data-event-state="draft"]')).toBeVisible();
  // The cards as visitors will see them, in both languages.
  await expect(
    page.locator('[data-event-preview="ar"]').getByRole('heading', { name: 'معرض التوظيف السنوي' }),
  ).toBeVisible();
  await expect(
    page.locator('[data-event-preview="en"]').getByRole('heading', { name: 'Annual career fair' }),
  ).toBeVisible();
  await expectAccessibleInBothThemes(page, 'event editor');
  expect(await (await page.request.get('/events')).text()).not.toContain('معرض التوظيف السنوي');

  await page.getByRole('button', { name: t.status.publish }).click();
  await expect(page.getByText(t.status.published)).toBeVisible();
  await expect(page.locator('[data-event-state="published"]')).toBeVisible();

  await page.goto('/events');
  await expect(
    page.locator(`li#${slug}`).getByRole('heading', { name: 'معرض التوظيف السنوي' }),
  ).toBeVisible();
  await expect(page.locator(`li#${slug}`)).toContainText('كل يوم');
  // The description's list, as the editor wrote it; the calendar file has its words only.
  await expect(page.locator(`li#${slug}`).locator('ul').first().getByRole('listitem')).toHaveText([
    'مقابلات عمل',
    'ورش للسيرة الذاتية',
  ]);
  const subscribed = await (await page.request.get('/api/calendar-feeds/ar/events.ics')).text();
  expect(vevents(subscribed).map((event) => event.summary)).toContain('معرض التوظيف السنوي');
  const described = vevents(subscribed).find((event) => event.summary === 'معرض التوظيف السنوي');
  expect(described?.description).toContain(
    'تلتقي الشركات بالطلاب.\nمقابلات عمل\nورش للسيرة الذاتية',
  );
  expect(described?.description).not.toContain('{');
  const englishFeed = await (await page.request.get('/api/calendar-feeds/en/events.ics')).text();
  expect(vevents(englishFeed).map((event) => event.summary)).toContain('Annual career fair');
  await page.goto('/en/events');
  await expect(
    page.locator(`li#${slug}`).getByRole('heading', { name: 'Annual career fair' }),
  ).toBeVisible();
  const all = await (await page.request.get('/api/events/en/all-events.ics')).text();
  const entry = vevents(all).find((event) => event.uid === `${slug}@alrowad.edu.sd`);
  expect(entry?.summary).toBe('Annual career fair');
  expect(entry?.start.toISOString()).toBe('2027-03-10T08:00:00.000Z');
  expect(entry?.end?.toISOString()).toBe('2027-03-11T12:00:00.000Z');
  expect((await page.request.get(`/api/events/ar/${slug}.ics`)).status()).toBe(200);
});
