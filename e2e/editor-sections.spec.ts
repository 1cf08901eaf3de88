import { expect, test } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { page as arMedicine } from '../content/ar/pages/study/medicine';
import { page as enMedicine } from '../content/en/pages/study/medicine';
import { seriousViolationsOf, useTheme as applyTheme } from './helpers';
import { areasOf } from '../src/config/staff-areas';
import { staffFixture } from './staff-fixture';
import {
  expectAccessibleInBothThemes,
  expectPageSays,
  fromAddress,
  mailTo,
  signIn,
} from './staff-helpers';

/**
 * Editors by section and review (issue #47, items 1 and 2), as new staff meet them: an
 * administrator limits the faculty of medicine's editor to its programme's page and puts that
 * page under review; the editor's workspace offers that page alone, which they submit (publishing
 * is refused); a reviewer finds it on the start page, sends it back with a comment (e-mailed),
 * then publishes the second submission, which visitors see; every other page, desk and endpoint
 * says no, on the server. Then everything as it was. axe on the account page, both themes.
 * In the site-wide project: the medicine page changes for a moment.
 */

test.describe.configure({ mode: 'serial' });

const a = en.StaffAccounts;
const medicineSection = en.Staff.sections.programme.replace('{programme}', enMedicine.title);

test('an administrator limits an editor to the medicine pages, and the workspace follows', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await fromAddress(page, '198.51.100.160');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/accounts')}`);
  await signIn(page, staffFixture.administrator);
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(staffFixture.faculty.name);
  const form = page.locator('[data-sections-form]');
  await expect(form.getByRole('radio', { name: a.sectionsAll })).toBeChecked();

  // "Only these" with nothing ticked is refused, and says why.
  await form.getByRole('radio', { name: a.sectionsSome }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(form.getByText(en.Staff.fieldErrors.sectionsRequired)).toBeVisible();

  // Ticking a section chooses "only these" by itself.
  await form.getByRole('radio', { name: a.sectionsAll }).check();
  await form.getByRole('checkbox', { name: medicineSection }).check();
  await expect(form.getByRole('radio', { name: a.sectionsSome })).toBeChecked();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved)).toBeVisible();
  await expect(page.locator('[data-account-log]')).toContainText(
    a.actions.sections.replace('{from}', a.sectionsAll).replace('{to}', medicineSection),
  );
  await expectAccessibleInBothThemes(page, 'account with sections');
  await page.goto('/en/staff/accounts');
  await expect(
    page.locator('[data-accounts-table] tr', { hasText: staffFixture.faculty.name }),
  ).toContainText(a.columns.sectionsOf.replace('{sections}', medicineSection));

  // The medicine pages wait for review.
  await page.goto('/en/staff/settings');
  const reviewForm = page.locator('[data-review-form]');
  await reviewForm.getByRole('checkbox', { name: medicineSection }).check();
  await reviewForm.getByRole('button', { name: en.StaffSettings.review.save }).click();
  await expect(page.getByText(en.StaffSettings.review.saved)).toBeVisible();

  // The editor, in Arabic: one area, one page, which they submit rather than publish.
  const context = await browser.newContext();
  const editor = await context.newPage();
  await fromAddress(editor, '198.51.100.161');
  await editor.goto('/staff/sign-in?next=%2Fstaff');
  await signIn(editor, staffFixture.faculty);
  const areas = editor.locator('main').getByRole('heading', { level: 2 });
  await expect(areas).toHaveText([ar.Staff.areas.pages.title]);
  await editor.locator('main').getByRole('link', { name: ar.Staff.areas.pages.title }).click();
  await expect(editor.locator('[data-page-row]')).toHaveCount(1);
  await editor.locator('[data-page-row="study/medicine"]').getByRole('link').click();
  const e = ar.StaffPages.editor;
  const r = ar.StaffPages.review;
  await expect(
    editor.getByRole('heading', {
      level: 1,
      name: e.title.replace('{page}', arMedicine.navLabel ?? arMedicine.title),
    }),
  ).toBeVisible();
  const editorUrl = editor.url();
  await expect(editor.getByText(r.required)).toBeVisible();
  await expect(editor.getByRole('button', { name: e.publish })).toHaveCount(0);
  const newTitle = `${arMedicine.title} ${Date.now() % 10_000}`;
  const title = editor.getByLabel(`${e.fields.title} · ${e.arabic}`).first();
  await title.fill(newTitle);
  await editor.getByRole('button', { name: r.submit }).click();
  await expect(editor.getByText(r.submitted)).toBeVisible();
  await expect(editor.locator('[data-page-review="submitted"]')).toBeVisible();
  // Publishing from elsewhere (an earlier version put back) is refused on the server too.
  const direct = await editor.request.post('/api/staff/pages/study/medicine', {
    headers: { origin: new URL(editor.url()).origin },
    data: { action: 'restore', version: 1, revision: '00000000-0000-4000-8000-000000000000' },
  });
  expect(direct.status()).toBe(403);
  expect(((await direct.json()) as { error: { code: string } }).error.code).toBe('review_required');

  // The reviewer, an editor of every section, finds it waiting and sends it back.
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await fromAddress(reviewer, '198.51.100.162');
  await reviewer.goto('/staff/sign-in?next=%2Fstaff');
  await signIn(reviewer, staffFixture.editor);
  // The header's count of the pages' area says so too.
  await expect(reviewer.locator('[data-waiting-count="pages"]')).toBeVisible();
  await reviewer.locator('[data-waiting="review"]').getByRole('link').click();
  const row = reviewer.locator('[data-page-row="study/medicine"]');
  await expect(row.locator('[data-badge="review-submitted"]')).toHaveText(r.badgeSubmitted);
  await row.getByRole('link').click();
  await expect(reviewer.locator('[data-review-return]')).toBeVisible();
  // axe on the review's part of the page, both themes (the whole editor is axe'd by
  // e2e/page-editor.spec.ts).
  for (const theme of ['dark', 'light'] as const) {
    await applyTheme(reviewer, theme);
    await reviewer.reload();
    expect(
      await seriousViolationsOf(reviewer, { include: '[data-page-review]' }),
      `review (${theme})`,
    ).toEqual([]);
  }
  const comment = 'أضف عدد سنوات الدراسة إلى المقدمة.';
  await reviewer.getByLabel(r.comment).fill(comment);
  await reviewer.getByRole('button', { name: r.sendBack }).click();
  await expect(reviewer.getByText(r.sentBack)).toBeVisible();
  await expect
    .poll(() => mailTo(staffFixture.faculty.email).filter((mail) => mail.text.includes(comment)))
    .toHaveLength(1);

  // The author reads the comment, and submits again.
  await editor.goto(editorUrl);
  await expect(editor.locator('[data-review-comment]')).toHaveText(comment);
  await expect(editor.getByLabel(`${e.fields.title} · ${e.arabic}`).first()).toHaveValue(newTitle);
  await editor.getByRole('button', { name: r.submit }).click();
  await expect(editor.getByText(r.submitted)).toBeVisible();

  // The reviewer approves it by publishing it: visitors see it, the author is told.
  await reviewer.reload();
  await reviewer.getByRole('button', { name: e.publish }).click();
  await expect(reviewer.getByText(e.published)).toBeVisible();
  const visitor = await browser.newPage();
  await expect
    .poll(
      async () => {
        await visitor.goto('/study/medicine');
        return visitor.getByRole('heading', { level: 1 }).textContent();
      },
      { timeout: 15_000 },
    )
    .toBe(newTitle);
  await expect
    .poll(() => mailTo(staffFixture.faculty.email).filter((mail) => mail.text.includes(newTitle)))
    .toHaveLength(1);

  // Put back: the site's first words, published again by the reviewer.
  await reviewer.reload();
  await reviewer
    .locator('[data-page-revision="imported"]')
    .getByRole('button', { name: ar.StaffPages.history.restore })
    .click();
  await expect(reviewer.getByText(ar.StaffPages.history.restored)).toBeVisible();
  await reviewerContext.close();

  // Every other page, desk and endpoint: no.
  for (const path of ['/staff/pages/about/history', '/staff/news', '/staff/banner']) {
    const answer = await editor.goto(path);
    expect(answer?.status(), path).toBe(403);
    await expect(editor.getByRole('heading', { level: 1 })).toHaveText(ar.Staff.forbidden.title);
  }
  const refused = await editor.request.post('/api/staff/pages/study/law', {
    headers: { origin: new URL(editor.url()).origin },
    data: { action: 'discard', version: 0 },
  });
  expect(refused.status()).toBe(403);

  // No review, and every section again: the desks are back.
  await page.goto('/en/staff/settings');
  await reviewForm.getByRole('checkbox', { name: medicineSection }).uncheck();
  await reviewForm.getByRole('button', { name: en.StaffSettings.review.save }).click();
  await expect(page.getByText(en.StaffSettings.review.saved)).toBeVisible();
  await page.goto('/en/staff/accounts');
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  await form.getByRole('radio', { name: a.sectionsAll }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved)).toBeVisible();
  await editor.goto('/staff');
  await expect(areas).toHaveCount(areasOf(['editor']).length);
  await context.close();
});

test('the news waits for review: a limited editor submits an item, a reviewer approves it by publishing', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const newsSection = en.Staff.areas.news.title;
  const r = ar.StaffItemReview;
  await fromAddress(page, '198.51.100.163');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/accounts')}`);
  await signIn(page, staffFixture.administrator);
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  const form = page.locator('[data-sections-form]');
  await form.getByRole('checkbox', { name: newsSection }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved)).toBeVisible();
  await page.goto('/en/staff/settings');
  const reviewForm = page.locator('[data-review-form]');
  await reviewForm.getByRole('checkbox', { name: newsSection }).check();
  await reviewForm.getByRole('button', { name: en.StaffSettings.review.save }).click();
  await expect(page.getByText(en.StaffSettings.review.saved)).toBeVisible();

  // The editor writes a news item: a draft, submitted, never published by them.
  const editor = await (await browser.newContext()).newPage();
  await fromAddress(editor, '198.51.100.164');
  await editor.goto('/staff/sign-in?next=%2Fstaff%2Fnews%2Fnew');
  await signIn(editor, staffFixture.faculty);
  const n = ar.StaffNews.editor;
  const slug = `faculty-news-${Date.now()}`;
  const title = 'يوم مفتوح لكلية الطب';
  await editor.getByLabel(n.slug, { exact: true }).fill(slug);
  for (const [legend, words] of [
    [n.arabic, [title, 'يوم مفتوح للطلاب الجدد.', 'تفتح كلية الطب أبوابها للزوار.']],
    [
      n.english,
      ['Medicine open day', 'An open day for new students.', 'The faculty opens its doors.'],
    ],
  ] as const) {
    const group = editor.getByRole('group', { name: legend });
    await group.getByLabel(n.titleLabel, { exact: true }).fill(words[0]);
    await group.getByLabel(n.excerpt, { exact: true }).fill(words[1]);
    await group.getByRole('textbox', { name: n.body, exact: true }).click();
    await editor.keyboard.type(words[2]);
  }
  await editor.getByRole('button', { name: n.save }).click();
  await expect(editor.getByText(n.created)).toBeVisible();
  await expect(editor.getByText(r.required)).toBeVisible();
  await expect(editor.getByRole('button', { name: ar.StaffNews.status.publish })).toHaveCount(0);
  const itemUrl = editor.url();
  await editor.getByRole('button', { name: r.submit }).click();
  await expect(editor.getByText(r.submitted)).toBeVisible();
  await expect(editor.locator('[data-item-review="submitted"]')).toBeVisible();
  const id = itemUrl.split('/').at(-1)!;
  const direct = await editor.request.post(`/api/staff/news/${id}/status`, {
    headers: { origin: new URL(itemUrl).origin },
    data: { action: 'publish' },
  });
  expect(direct.status()).toBe(403);

  // The reviewer finds it from the start page, and publishes it.
  const reviewer = await (await browser.newContext()).newPage();
  await fromAddress(reviewer, '198.51.100.165');
  await reviewer.goto('/staff/sign-in?next=%2Fstaff');
  await signIn(reviewer, staffFixture.editor);
  await reviewer.locator('[data-waiting="review-news"]').getByRole('link').click();
  await expect(reviewer.locator(`[data-row="${slug}"]`)).toContainText(r.badgeSubmitted);
  await reviewer.locator(`[data-row="${slug}"]`).getByRole('link').first().click();
  await expect(reviewer.locator('[data-review-return]')).toBeVisible();
  expect(await seriousViolationsOf(reviewer, { include: '[data-item-review]' })).toEqual([]);
  await reviewer.getByRole('button', { name: ar.StaffNews.status.publish }).click();
  await expect(reviewer.getByText(ar.StaffNews.status.published)).toBeVisible();
  await expect
    .poll(async () => (await (await reviewer.request.get('/news')).text()).includes(title))
    .toBe(true);
  await expect
    .poll(() => mailTo(staffFixture.faculty.email).filter((mail) => mail.text.includes(title)))
    .toHaveLength(1);
  // Taken off the site again, by the reviewer.
  await reviewer.getByRole('button', { name: ar.StaffNews.status.unpublish }).click();
  await expect(reviewer.getByText(ar.StaffNews.status.unpublished)).toBeVisible();

  // As it was: no review, every section (each read again from the server).
  await reviewForm.getByRole('checkbox', { name: newsSection }).uncheck();
  await reviewForm.getByRole('button', { name: en.StaffSettings.review.save }).click();
  await expect(page.getByText(en.StaffSettings.review.saved).last()).toBeVisible();
  await page.reload();
  await expect(reviewForm.getByRole('checkbox', { name: newsSection })).not.toBeChecked();
  await page.goto('/en/staff/accounts');
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  await form.getByRole('radio', { name: a.sectionsAll }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved).last()).toBeVisible();
  await page.reload();
  await expect(form.getByRole('radio', { name: a.sectionsAll })).toBeChecked();
});

test('the calendar waits for review: a registrar submits a year, a reviewer sends it back, then approves it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const calendarSection = en.Staff.areas.calendar.title;
  const r = ar.StaffItemReview;
  const c = ar.StaffCalendar;
  await fromAddress(page, '198.51.100.166');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/accounts')}`);
  await signIn(page, staffFixture.administrator);
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  const form = page.locator('[data-sections-form]');
  await form.getByRole('checkbox', { name: calendarSection }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved)).toBeVisible();
  await page.goto('/en/staff/settings');
  const reviewForm = page.locator('[data-review-form]');
  await reviewForm.getByRole('checkbox', { name: calendarSection }).check();
  await reviewForm.getByRole('button', { name: en.StaffSettings.review.save }).click();
  await expect(page.getByText(en.StaffSettings.review.saved)).toBeVisible();

  // The registrar adds next year's calendar from this year's: a draft, submitted.
  const editor = await (await browser.newContext()).newPage();
  await fromAddress(editor, '198.51.100.167');
  await editor.goto('/staff/sign-in?next=%2Fstaff%2Fcalendar');
  await signIn(editor, staffFixture.faculty);
  const create = editor.locator('[data-new-academic-year]');
  await create.getByLabel(c.create.year).fill('2031-2032');
  await create.getByLabel(c.create.copyFrom).selectOption('2025-2026');
  await create.getByRole('button', { name: c.create.submit }).click();
  await editor.waitForURL(/\/staff\/calendar\/2031-2032$/);
  await expect(editor.getByText(r.required)).toBeVisible();
  await expect(editor.getByRole('button', { name: c.status.publish })).toHaveCount(0);
  await editor.getByRole('button', { name: r.submit }).click();
  await expect(editor.getByText(r.submitted)).toBeVisible();
  await expect(editor.locator('[data-item-review="submitted"]')).toBeVisible();
  const direct = await editor.request.post('/api/staff/calendar/2031-2032/status', {
    headers: { origin: new URL(editor.url()).origin },
    data: { action: 'publish' },
  });
  expect(direct.status()).toBe(403);

  // The reviewer finds it from the start page and sends it back with a comment.
  const reviewer = await (await browser.newContext()).newPage();
  await fromAddress(reviewer, '198.51.100.168');
  await reviewer.goto('/staff/sign-in?next=%2Fstaff');
  await signIn(reviewer, staffFixture.editor);
  await reviewer.locator('[data-waiting="review-calendar"]').getByRole('link').click();
  const row = reviewer.locator('tr', { hasText: '2031-2032' });
  await expect(row).toContainText(r.badgeSubmitted);
  await row.getByRole('link', { name: '2031-2032' }).click();
  // The year's page, with its review, as the reviewer sees it once it has opened.
  await expect(reviewer.locator('[data-review-return]')).toBeVisible();
  expect(await seriousViolationsOf(reviewer, { include: '[data-item-review]' })).toEqual([]);
  const comment = 'أضف أسبوع التسجيل من فضلك.';
  await reviewer.getByLabel(r.comment).fill(comment);
  await reviewer.getByRole('button', { name: r.sendBack }).click();
  await expect(reviewer.getByText(r.sentBack)).toBeVisible();
  await expect
    .poll(() => mailTo(staffFixture.faculty.email).filter((mail) => mail.text.includes(comment)))
    .toHaveLength(1);

  // The registrar reads the comment on the year's page and submits it again.
  await editor.reload();
  await expect(editor.locator('[data-item-review="returned"]')).toContainText(comment);
  await editor.getByRole('button', { name: r.submit }).click();
  await expect(editor.getByText(r.submitted)).toBeVisible();

  // The reviewer publishes it, which approves it; visitors find the year.
  await reviewer.reload();
  await reviewer.getByRole('button', { name: c.status.publish }).click();
  await expect(reviewer.getByText(c.status.published)).toBeVisible();
  await expect
    .poll(async () => (await reviewer.request.get('/academic-calendar?year=2031-2032')).status())
    .toBe(200);
  await expect
    .poll(() =>
      mailTo(staffFixture.faculty.email).filter((mail) => mail.subject.includes('2031-2032')),
    )
    .toHaveLength(2);
  // Once on the site, the registrar's changes are refused; the reviewer takes it off again.
  const save = await editor.request.post('/api/staff/calendar/2031-2032/status', {
    headers: { origin: new URL(editor.url()).origin },
    data: { action: 'unpublish' },
  });
  expect(save.status()).toBe(403);
  await reviewer.getByRole('button', { name: c.status.unpublish }).click();
  await expect(reviewer.getByText(c.status.unpublished)).toBeVisible();

  // As it was: no review, every section.
  await reviewForm.getByRole('checkbox', { name: calendarSection }).uncheck();
  await reviewForm.getByRole('button', { name: en.StaffSettings.review.save }).click();
  await expect(page.getByText(en.StaffSettings.review.saved).last()).toBeVisible();
  await page.goto('/en/staff/accounts');
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  await form.getByRole('radio', { name: a.sectionsAll }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved).last()).toBeVisible();
});

test('the figures wait for review: what a limited editor saves is a proposal a reviewer applies', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const figuresSection = en.Staff.areas.figures.title;
  const r = ar.StaffItemReview;
  await fromAddress(page, '198.51.100.169');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/accounts')}`);
  await signIn(page, staffFixture.administrator);
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  const form = page.locator('[data-sections-form]');
  await form.getByRole('checkbox', { name: figuresSection }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved)).toBeVisible();
  await page.goto('/en/staff/settings');
  const reviewForm = page.locator('[data-review-form]');
  await reviewForm.getByRole('checkbox', { name: figuresSection }).check();
  await reviewForm.getByRole('button', { name: en.StaffSettings.review.save }).click();
  await expect(page.getByText(en.StaffSettings.review.saved)).toBeVisible();

  // The admissions office proposes a new application fee; visitors see nothing of it.
  const editor = await (await browser.newContext()).newPage();
  await fromAddress(editor, '198.51.100.170');
  await editor.goto('/staff/sign-in?next=%2Fstaff%2Ffigures');
  await signIn(editor, staffFixture.faculty);
  await expect(editor.getByText(r.proposalRequired)).toBeVisible();
  const fee = editor.getByLabel(ar.StaffFigures.fields.applicationFee, { exact: true });
  await expect(fee).toHaveValue('100');
  await fee.fill('150');
  await editor.getByRole('button', { name: r.submit }).click();
  await expect(editor.getByText(r.proposalSaved)).toBeVisible();
  await expect(editor.locator('[data-proposal-review="submitted"]')).toBeVisible();
  // What they submitted stays in their form.
  await expect(fee).toHaveValue('150');
  const visitor = await browser.newPage();
  await expectPageSays(visitor, '/en/admission/fees', '100 Sudanese pounds');

  // The reviewer reads the change from the start page, and applies it.
  const reviewer = await (await browser.newContext()).newPage();
  await fromAddress(reviewer, '198.51.100.171');
  await reviewer.goto('/en/staff/sign-in?next=%2Fen%2Fstaff');
  await signIn(reviewer, staffFixture.editor);
  await reviewer.locator('[data-waiting="review-figures"]').getByRole('link').click();
  const change = reviewer.locator('[data-figure-change="applicationFee"]');
  await expect(change).toContainText('100');
  await expect(change).toContainText('150');
  await expectAccessibleInBothThemes(reviewer, 'figures under review');
  await reviewer.getByRole('button', { name: en.StaffItemReview.approve }).click();
  await expect(reviewer.getByText(en.StaffItemReview.approved)).toBeVisible();
  await expectPageSays(visitor, '/en/admission/fees', '150 Sudanese pounds');
  await expect
    .poll(() => mailTo(staffFixture.faculty.email).filter((mail) => mail.text.includes('/figures')))
    .toHaveLength(1);

  // As it was: the fee, no review, every section.
  const reviewerFee = reviewer.getByLabel(en.StaffFigures.fields.applicationFee, { exact: true });
  await expect(reviewerFee).toHaveValue('150');
  await reviewerFee.fill('100');
  await reviewer.getByRole('button', { name: en.StaffFigures.save }).click();
  await expect(reviewer.getByText(en.StaffFigures.saved)).toBeVisible();
  await reviewForm.getByRole('checkbox', { name: figuresSection }).uncheck();
  await reviewForm.getByRole('button', { name: en.StaffSettings.review.save }).click();
  await expect(page.getByText(en.StaffSettings.review.saved).last()).toBeVisible();
  await page.goto('/en/staff/accounts');
  await page
    .locator('[data-accounts-table]')
    .getByRole('link', { name: staffFixture.faculty.name })
    .click();
  await form.getByRole('radio', { name: a.sectionsAll }).check();
  await form.getByRole('button', { name: a.saveSections }).click();
  await expect(page.getByText(a.sectionsSaved).last()).toBeVisible();
});
