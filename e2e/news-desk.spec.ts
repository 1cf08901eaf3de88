import { expect, test, type Page } from './fixtures';
import Parser from 'rss-parser';
import sharp from 'sharp';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, signIn } from './staff-helpers';

/**
 * The news desk (issue #22): an editor writes a news item in both languages with a picture,
 * previews it in each language, schedules it, sees it appear on /news, on the home page, in
 * the search and in the feed once its time has come, edits it (the version is kept) and puts
 * the earlier version back. axe on every page of the desk, in both themes.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const slug = `open-day-${stamp}`;
/** A word of the text found nowhere else on the site, for the search. */
const marker = `zephyrine${stamp % 100_000}`;

/** A time `seconds` from now, as the schedule field takes it (Khartoum, UTC+2). */
function inKhartoum(seconds: number): string {
  return new Date(Date.now() + seconds * 1000 + 2 * 3600_000).toISOString().slice(0, 19);
}

/** A body as a person writes it with the toolbar: each part typed, then shaped by a button. */
interface Body {
  intro: string;
  heading?: string;
  items?: string[];
  /** Words typed in bold (Ctrl+B on, then off) at the end of the first paragraph. */
  bold?: string;
  /** A table with a header row, each cell typed and Tab to the next. */
  table?: string[][];
  /** A last paragraph whose words become a link to `href`. */
  link?: { words: string; href: string };
}

async function fillLanguage(
  page: Page,
  legend: string,
  labels: typeof ar.StaffNews.editor,
  text: { title: string; excerpt: string; body: Body; alt: string },
) {
  const group = page.getByRole('group', { name: legend });
  await group.getByLabel(labels.titleLabel, { exact: true }).fill(text.title);
  await group.getByLabel(labels.excerpt, { exact: true }).fill(text.excerpt);
  await writeBody(page, group, labels, text.body);
  await group.getByLabel(labels.alt, { exact: true }).fill(text.alt);
}

async function writeBody(
  page: Page,
  group: ReturnType<Page['getByRole']>,
  labels: typeof ar.StaffNews.editor,
  body: Body,
) {
  const tool = (name: string) => group.getByRole('button', { name, exact: true });
  await group.getByRole('textbox', { name: labels.body, exact: true }).click();
  await page.keyboard.type(body.intro);
  if (body.bold) {
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(body.bold);
    await expect(tool(labels.toolbar.bold)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ControlOrMeta+b');
  }
  if (body.heading) {
    await page.keyboard.press('Enter');
    await tool(labels.toolbar.heading).click();
    await expect(tool(labels.toolbar.heading)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.type(body.heading);
  }
  if (body.items) {
    await page.keyboard.press('Enter');
    await tool(labels.toolbar.bulletList).click();
    for (const [index, item] of body.items.entries()) {
      if (index > 0) await page.keyboard.press('Enter');
      await page.keyboard.type(item);
    }
    // Enter on an empty item leaves the list.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(tool(labels.toolbar.bulletList)).toHaveAttribute('aria-pressed', 'false');
  }
  if (body.table) {
    await tool(labels.toolbar.table).click();
    // Inside the table, its own tools take the place of "insert a table".
    await expect(tool(labels.toolbar.addRow)).toBeVisible();
    for (const [index, cell] of body.table.flat().entries()) {
      if (index > 0) await page.keyboard.press('Tab');
      await page.keyboard.type(cell);
    }
  }
  if (body.link) {
    if (!body.items) await page.keyboard.press('Enter');
    await page.keyboard.type(body.link.words);
    // Selected from the end of the line to its start, whichever way the language runs.
    await page.keyboard.press('Shift+Home');
    await tool(labels.toolbar.link).click();
    const address = group.getByLabel(labels.toolbar.linkAddress, { exact: true });
    // An address the site does not link to is refused where it is typed.
    await address.fill('javascript:alert(1)');
    await group.getByRole('button', { name: labels.toolbar.linkApply }).click();
    await expect(group.getByText(labels.toolbar.linkRefused)).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await address.fill(body.link.href);
    await address.press('Enter');
    await expect(address).toBeHidden();
    await expect(tool(labels.toolbar.link)).toHaveAttribute('aria-pressed', 'true');
  }
}

test('Arabic: an editor writes, previews, schedules, edits and restores a news item with a picture', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = ar.StaffNews;
  await fromAddress(page, '198.51.100.81');
  await page.goto(`/staff/sign-in?next=${encodeURIComponent('/staff/news')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  // The items the site started with are listed.
  await expect(page.locator('[data-row="harvard-cooperation"]')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'news desk');

  await page.getByRole('link', { name: t.new }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.editor.newTitle })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'new news item');

  // A bad address is refused in the form, with the summary's link to the field.
  await page.getByLabel(t.editor.slug, { exact: true }).fill('Open Day!');
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(
    page.getByRole('alert').getByRole('link', { name: t.editor.errorSummary }),
  ).toBeVisible();
  await expect(page.getByLabel(t.editor.slug, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );

  await page.getByLabel(t.editor.slug, { exact: true }).fill(slug);
  await fillLanguage(page, t.editor.arabic, t.editor, {
    title: 'يوم مفتوح للطلاب الجدد',
    excerpt: 'تفتح الكلية أبوابها للطلاب الجدد وأسرهم.',
    body: {
      intro: `تستقبل الكلية الطلاب الجدد في يوم مفتوح ${marker}.`,
      heading: 'البرنامج',
      items: ['جولة في المعامل', 'لقاء مع العمداء'],
      link: { words: 'صفحة القبول', href: '/admission' },
    },
    alt: 'طلاب يتجولون في ساحة الكلية.',
  });
  await fillLanguage(page, t.editor.english, t.editor, {
    title: 'Open day for new students',
    excerpt: 'The college opens its doors to new students and their families.',
    body: {
      intro: `The college welcomes new students at an open day ${marker}.`,
      heading: 'Programme',
      items: ['A tour of the laboratories', 'Meeting the deans'],
      bold: ' Families are welcome.',
      table: [
        ['Time', 'Place', 'Host'],
        ['9:00', 'Main hall', 'The dean'],
        ['11:00', 'Laboratories', 'Heads of department'],
      ],
    },
    alt: 'Students walking across the college courtyard.',
  });
  const picture = await sharp({
    create: { width: 1200, height: 675, channels: 3, background: '#1d6b66' },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('[data-news-picture-input]')
    .setInputFiles({ name: 'open-day.jpg', mimeType: 'image/jpeg', buffer: picture });
  await expect(page.getByText(t.editor.uploaded)).toBeVisible();
  await expect(page.locator('img[data-news-picture]')).toBeVisible();
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(t.editor.created)).toBeVisible();
  await expect(page).toHaveURL(/\/staff\/news\/[0-9a-f-]{36}$/);
  const editorUrl = page.url();
  await expect(page.locator('[data-news-state="draft"]')).toBeVisible();
  await expectAccessibleInBothThemes(page, 'news item editor');

  // A draft: not on the site.
  expect((await page.request.get(`/news/${slug}`)).status()).toBe(404);

  // The previews, in both languages, as visitors will see the page.
  await page.getByRole('link', { name: t.preview.arabic }).click();
  await expect(page.locator('[data-news-preview="draft"]')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 1, name: 'يوم مفتوح للطلاب الجدد' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'البرنامج' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'جولة في المعامل' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'طلاب يتجولون في ساحة الكلية.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'صفحة القبول' })).toHaveAttribute(
    'href',
    '/admission',
  );
  await expectAccessibleInBothThemes(page, 'Arabic preview');
  await page.goto(editorUrl.replace('/staff/', '/en/staff/') + '/preview');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Open day for new students' }),
  ).toBeVisible();
  await expect(
    page.locator('article strong, main strong').filter({ hasText: 'Families are welcome.' }),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Place' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Heads of department' })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'English preview');

  // Scheduled a few seconds ahead: not shown before its time, shown after.
  await page.goto(editorUrl);
  await page.getByLabel(t.status.scheduleLabel).fill(inKhartoum(12));
  await page.getByRole('button', { name: t.status.schedule }).click();
  await expect(page.getByText(t.status.scheduled)).toBeVisible();
  await expect(page.locator('[data-news-state="scheduled"]')).toBeVisible();
  expect(await (await page.request.get('/news')).text()).not.toContain('يوم مفتوح للطلاب الجدد');
  await expect
    .poll(async () => (await page.request.get(`/news/${slug}`)).status(), {
      timeout: 40_000,
      intervals: [1000],
    })
    .toBe(200);
  await page.goto('/news');
  await expect(page.getByRole('heading', { name: 'يوم مفتوح للطلاب الجدد' })).toBeVisible();
  await page.goto('/');
  await expect(page.locator(`main a[href="/news/${slug}"]`)).toBeVisible();
  await page.goto(`/en/search?q=${marker}`);
  await expect(page.locator(`main a[href="/en/news/${slug}"]`).first()).toBeVisible();
  const feed = await new Parser().parseString(
    await (await page.request.get('/api/news/feed/ar')).text(),
  );
  expect(feed.items.map((item) => item.title)).toContain('يوم مفتوح للطلاب الجدد');
  await page.goto(`/en/news/${slug}`);
  await expect(
    page.getByRole('img', { name: 'Students walking across the college courtyard.' }),
  ).toBeVisible();

  // An edit shows at once, and the earlier version can be put back.
  await page.goto(editorUrl);
  const arabicGroup = page.getByRole('group', { name: t.editor.arabic });
  await arabicGroup
    .getByLabel(t.editor.titleLabel, { exact: true })
    .fill('اليوم المفتوح: البرنامج كاملاً');
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(t.editor.savedLive)).toBeVisible();
  await expect(page.locator('[data-news-history] tbody tr')).toHaveCount(2);
  expect(await (await page.request.get(`/news/${slug}`)).text()).toContain(
    'اليوم المفتوح: البرنامج كاملاً',
  );
  await page
    .locator('[data-news-history] tbody tr')
    .filter({ hasText: t.history.reasons.created })
    // Its name says which version: "استعادة هذه النسخة ({when})".
    .getByRole('button', { name: t.history.restoreLabel.split('{when}')[0]! })
    .click();
  await expect(page.getByText(t.history.restored)).toBeVisible();
  await expect(page.locator('[data-news-history] tbody tr')).toHaveCount(3);
  await expect(arabicGroup.getByLabel(t.editor.titleLabel, { exact: true })).toHaveValue(
    'يوم مفتوح للطلاب الجدد',
  );
  const restored = await (await page.request.get(`/news/${slug}`)).text();
  expect(restored).toContain('يوم مفتوح للطلاب الجدد');
  expect(restored).not.toContain('اليوم المفتوح: البرنامج كاملاً');
});

test('English, phone: a draft in one language cannot be published, and a published item can be taken off the site', async ({
  page,
}) => {
  const t = en.StaffNews;
  await page.setViewportSize({ width: 390, height: 844 });
  await fromAddress(page, '198.51.100.82');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/news/new')}`);
  await signIn(page, staffFixture.editor);
  await expect(page.getByRole('heading', { level: 1, name: t.editor.newTitle })).toBeVisible();
  await page.getByLabel(t.editor.slug, { exact: true }).fill(`english-only-${stamp}`);
  await fillLanguage(page, t.editor.english, t.editor, {
    title: 'English only',
    excerpt: 'Written in one language.',
    body: { intro: 'One paragraph.' },
    alt: '',
  });
  await page.getByRole('button', { name: t.editor.save }).click();
  await expect(page.getByText(t.editor.created)).toBeVisible();
  await page.getByRole('button', { name: t.status.publish }).click();
  await expect(page.getByText(en.ApiErrors.news_incomplete)).toBeVisible();
  await expect(page.locator('[data-news-state="draft"]')).toBeVisible();

  // The item the site started with: taken off the site, then published again.
  await page.goto('/en/staff/news');
  await page.locator('[data-row="new-medical-building"] a').first().click();
  await page.getByRole('button', { name: t.status.unpublish }).click();
  await expect(page.getByText(t.status.unpublished)).toBeVisible();
  expect((await page.request.get('/en/news/new-medical-building')).status()).toBe(404);
  await page.getByRole('button', { name: t.status.publish }).click();
  await expect(page.getByText(t.status.published)).toBeVisible();
  expect((await page.request.get('/en/news/new-medical-building')).status()).toBe(200);
});
