import { expect, test } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { completeApplication } from './complete-application';
import { seriousViolations } from './helpers';
import { staffFixture } from './staff-fixture';
import {
  expectAccessibleInBothThemes,
  fromAddress,
  mailTo,
  signIn,
  signOut,
} from './staff-helpers';

/**
 * The staff workspace (issue #21): sign-in and its lockout, the roles' boundaries, and the
 * admissions office reviewing a complete application, down to the applicant's e-mail and the
 * public status page.
 */

test.describe.configure({ mode: 'serial' });

const applicant = { name: 'مريم الطيب', email: `staff-review-${Date.now()}@example.com` };
let application = { id: '', reference: '' };

/** A complete Arabic application, made through the public API as an applicant would. */
test.beforeAll(async () => {
  application = await completeApplication({ ...applicant, locale: 'ar' });
});

test('without a session: pages go to the sign-in, endpoints answer 401, nothing is cached or indexed', async ({
  request,
}) => {
  const page = await request.get('/staff/applications', { maxRedirects: 0 });
  expect(page.status()).toBe(307);
  expect(page.headers().location).toMatch(/\/staff\/sign-in\?next=%2Fstaff%2Fapplications$/);
  const signInPage = await request.get('/en/staff/sign-in');
  expect(signInPage.status()).toBe(200);
  expect(signInPage.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(signInPage.headers()['cache-control']).toMatch(/no-store/);
  expect(await signInPage.text()).toContain('noindex');
  for (const url of [
    `/api/staff/applications/${application.id}/documents/id`,
    `/api/staff/applications/export`,
  ]) {
    expect((await request.get(url)).status(), url).toBe(401);
  }
  const write = await request.post(`/api/staff/applications/${application.id}/status`, {
    data: { status: 'accepted' },
  });
  expect(write.status()).toBe(401);
  // No address of the sitemap (its pages and their other language) is in the workspace; a
  // public page may have "staff" further down its path (/circulars/staff).
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/(?:<loc>|href=")(https?:\/\/[^<"]+)/g)].map(
    ([, address]) => new URL(address!).pathname,
  );
  expect(listed).toContain('/circulars/staff');
  expect(listed.filter((path) => /^\/(en\/)?staff(\/|$)/.test(path))).toEqual([]);
});

test('Arabic: the admissions office reviews an application and the applicant is told', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fromAddress(page, '198.51.100.21');
  await page.goto('/staff');
  await expect(page).toHaveURL(/\/staff\/sign-in\?next=%2Fstaff$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ar.Staff.signIn.title);
  expect(await seriousViolations(page)).toEqual([]);

  await signIn(page, { ...staffFixture.admissions, password: 'not the password at all' });
  await expect(page.locator('[data-staff-sign-in] [role="alert"]')).toHaveText(
    ar.ApiErrors.staff_wrong_password,
  );
  await signIn(page, staffFixture.admissions);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    ar.Staff.home.title.replace('{name}', staffFixture.admissions.name),
  );

  // The start page says what waits: the new application is among those awaiting review.
  const waiting = page.locator('[data-waiting="applications"]');
  await expect(waiting).toHaveText(/^(طلب واحد|طلبان|[\d٠-٩]+ طلب)/);
  await waiting.getByRole('link').click();
  await expect(page).toHaveURL(/\/staff\/applications\?status=received$/);
  await expect(page.locator('#inbox-status')).toHaveValue('received');
  // Each choice says how many it would list, with the other filters as they are.
  await expect(page.locator('#inbox-status option[value="received"]')).toHaveText(
    new RegExp(`^${ar.ApplicationStatus.statuses.received.label} \\([1-9]\\d*\\)$`),
  );
  await page.locator('#inbox-q').fill(application.reference);
  await page.getByRole('button', { name: ar.Staff.filters.apply }).click();
  const row = page.locator(`[data-application-row="${application.reference}"]`);
  await expect(row).toContainText(applicant.name);
  // Its average with its scale (the form's 82.5%), ranked by it on a page of 100, and found by
  // its track and certificate too (issue #45).
  await expect(row).toContainText('82.5%');
  await page.locator('#inbox-track').selectOption('undergraduate');
  await page.locator('#inbox-certificate').selectOption('sudanese');
  await page.locator('#inbox-size').selectOption('100');
  await page.getByRole('button', { name: ar.Staff.filters.apply }).click();
  await expect(page).toHaveURL(/track=undergraduate/);
  await page.getByRole('link', { name: ar.Staff.inbox.average }).click();
  await expect(page).toHaveURL(/sort=average/);
  await expect(page.getByRole('columnheader', { name: ar.Staff.inbox.average })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  await expect(page.locator('#inbox-size')).toHaveValue('100');
  await expect(row).toContainText(applicant.name);
  await expectAccessibleInBothThemes(page, 'inbox');

  await row.getByRole('link', { name: application.reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(application.reference);
  // The two images show; the PDF answers in the page's frame, to this session only.
  for (const slot of ['certificate', 'photo']) {
    const image = page.locator(`[data-document="${slot}"] img`);
    await expect(image).toBeVisible();
    // Shown means decoded: the officer sees the picture once it has loaded, as a person waits for it.
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete))
      .toBe(true);
    expect(
      await image.evaluate((element: HTMLImageElement) => element.naturalWidth),
    ).toBeGreaterThan(0);
  }
  // The log: one row for a visit; the documents shown in the page write none of their own, nor
  // does the page read again within the visit. Seen on a reload (the log is read as the page is
  // drawn): one visit, nothing viewed.
  const log = page.locator('[data-audit-log]');
  const visits = () =>
    log.locator('li').filter({ hasText: ar.Staff.review.actions.application_view });
  const viewed = (slot: 'photo' | 'certificate' | 'id') =>
    log.locator('li').filter({
      hasText: ar.Staff.review.actions.document_view.replace('{slot}', ar.Upload.slots[slot]),
    });
  await page.reload();
  await expect(visits()).toHaveCount(1);
  await expect(viewed('photo')).toHaveCount(0);
  await expect(viewed('certificate')).toHaveCount(0);
  // Opened on a page of its own, the photo is written down as viewed.
  await page
    .getByRole('link', {
      name: ar.Staff.review.open.replace('{name}', ar.Upload.slots.photo),
    })
    .click();
  await expect(page).toHaveURL(/\/documents\/photo$/);
  await page.goBack();
  // Back within the visit: still one row for it, and the photo's own.
  await expect(viewed('photo')).toHaveCount(1);
  await expect(visits()).toHaveCount(1);
  await expect(viewed('certificate')).toHaveCount(0);
  // The officer takes it (issue #45): assigned to them, in the log, and in their "mine".
  const assign = page.locator('[data-assign-form]');
  await assign.getByLabel(ar.Staff.review.assignTo).selectOption({
    label: staffFixture.admissions.name,
  });
  await assign.getByRole('button', { name: ar.Staff.review.assign, exact: true }).click();
  await expect(page.getByText(ar.Staff.review.assigned)).toBeVisible();
  await expect(page.locator('[data-audit-log]')).toContainText(staffFixture.admissions.name);
  const reviewUrl = page.url();
  await page.goto(`/staff/applications?officer=mine&q=${application.reference}`);
  await expect(page.locator(`[data-application-row="${application.reference}"]`)).toContainText(
    staffFixture.admissions.name,
  );
  await page.goto(reviewUrl);

  // A picture, opened on its own, is a sandboxed document that loads nothing else; a PDF keeps
  // the policy that lets the browser's viewer show it in the page's frame.
  const photo = await page.request.get(`/api/staff/applications/${application.id}/documents/photo`);
  expect(photo.headers()['content-security-policy']).toMatch(/^sandbox; default-src 'none';/);
  expect(photo.headers()['x-frame-options']).toBe('SAMEORIGIN');
  const pdf = await page.request.get(`/api/staff/applications/${application.id}/documents/id`);
  expect(pdf.headers()['content-security-policy']).toBe(
    "object-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'none'",
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect(pdf.headers()['cache-control']).toBe('private, no-store');
  expect(pdf.headers()['content-disposition']).toMatch(/^inline; filename="national-id.pdf"/);
  const download = await page.request.get(
    `/api/staff/applications/${application.id}/documents/id?download=1`,
  );
  expect(download.headers()['content-disposition']).toMatch(/^attachment;/);

  await page.getByLabel(ar.Staff.review.newStatus).selectOption('more_information');
  await page.getByRole('button', { name: ar.Staff.review.changeStatus }).click();
  await expect(page.locator('#review-message-error')).toHaveText(
    ar.Staff.fieldErrors.messageRequired,
  );
  await page.getByLabel(ar.Staff.review.message).fill('أرسلي صورة أوضح للشهادة.');
  await page.getByRole('button', { name: ar.Staff.review.changeStatus }).click();
  await expect(page.getByText(ar.Staff.review.statusChanged)).toBeVisible();
  await page.getByLabel(ar.Staff.review.note).fill('اتصلت بالمتقدمة هاتفياً.');
  await page.getByRole('button', { name: ar.Staff.review.addNote }).click();
  await expect(page.getByText('اتصلت بالمتقدمة هاتفياً.')).toBeVisible();
  await expect(log).toContainText(ar.Staff.review.actions.application_view);
  await expect(log).toContainText(
    ar.Staff.review.actions.document_download.replace('{slot}', ar.Upload.slots.id),
  );
  await expect(log).toContainText(
    ar.Staff.review.actions.application_status.replace(
      '{status}',
      ar.ApplicationStatus.statuses.more_information.label,
    ),
  );
  await expectAccessibleInBothThemes(page, 'application');

  // The applicant's e-mail, in Arabic, and the public status page.
  await expect
    .poll(() => mailTo(applicant.email).filter((mail) => mail.subject.includes('معلومات')).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const mail = mailTo(applicant.email).find((each) => each.subject.includes('معلومات'));
  expect(mail?.subject).toBe(
    `الطلب ${application.reference}: ${ar.ApplicationStatus.statuses.more_information.label}`,
  );
  expect(mail?.text).toContain('أرسلي صورة أوضح للشهادة.');
  // Its link is the applicant's own page, with the key after '#' (never sent to the server);
  // applicant-link.spec.ts follows it.
  const personal = new URL(/https?:\/\/\S+\/admission\/your-application\S*/.exec(mail!.text)![0]);
  expect(personal.hash).toMatch(new RegExp(`^#${application.id}\\.[\\w-]{32}$`));
  expect(personal.search).toBe('');
  // An earlier e-mail's link to the status page still fills in the reference.
  await page.goto(`/admission/status#reference=${application.reference}`);
  await expect(page.locator('#status-reference')).toHaveValue(application.reference);
  const status = await page.request.post('/api/applications/status', {
    data: { reference: application.reference, email: applicant.email },
  });
  expect(await status.json()).toMatchObject({
    status: 'more_information',
    message: 'أرسلي صورة أوضح للشهادة.',
  });
});

test('English: the office decides a list at once: two applications selected, one status and one message, each applicant told', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const stamp = `bulk-${Date.now()}`;
  const applicants = ['Amna', 'Hawa'].map((name) => ({
    name: `${name} Bulk`,
    email: `${stamp}-${name.toLowerCase()}@example.com`,
  }));
  for (const applicant of applicants) await completeApplication({ ...applicant, locale: 'en' });
  await fromAddress(page, '198.51.100.23');
  await page.goto(
    `/en/staff/sign-in?next=${encodeURIComponent(`/en/staff/applications?q=${stamp}`)}`,
  );
  await signIn(page, staffFixture.admissions);
  const rows = page.locator('[data-application-row]');
  await expect(rows).toHaveCount(2);

  // The acceptance e-mail in the office's own words, in English (the Arabic one unchanged).
  await page.getByRole('link', { name: en.Staff.inbox.templatesLink }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.StaffTemplates.title);
  const template = page.locator('[data-template="template-accepted-en"]');
  const body = template.getByLabel(en.StaffTemplates.body);
  const words = await body.inputValue();
  // Without the applicant's link it is refused, with the reason under the field.
  await body.fill(words.replace('{link}', ''));
  await template.getByRole('button', { name: en.StaffTemplates.save }).click();
  await expect(template.locator('#template-accepted-en-body-error')).toHaveText(
    en.Staff.fieldErrors.templateLinkRequired,
  );
  await body.fill(words);
  await template
    .getByLabel(en.StaffTemplates.subject)
    .fill('Welcome to {college}, {name} ({reference})');
  await template.getByText(en.StaffTemplates.preview).click();
  await expect(template.locator('[data-template-preview]')).toContainText(
    `Welcome to Al-Rowad College of Science and Technology, ${en.StaffTemplates.sampleName} (RWD-2026-7KQ4ZP)`,
  );
  await template.getByRole('button', { name: en.StaffTemplates.save }).click();
  await expect(page.getByText(en.StaffTemplates.saved)).toBeVisible();
  await expect(template.locator('[data-template-state]')).toHaveText(en.StaffTemplates.custom);
  await expectAccessibleInBothThemes(page, 'the status e-mails');
  await page.goto(`/en/staff/applications?q=${stamp}`);
  await expect(rows).toHaveCount(2);
  const t = en.Staff.review;
  // Nothing selected: the form says so, and nothing changes.
  await page.getByRole('button', { name: t.bulkChange }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: en.Staff.fieldErrors.selectionRequired }),
  ).toBeVisible();
  for (const row of await rows.all()) {
    await row.getByRole('checkbox').check();
  }
  const form = page.locator('[data-bulk-status-form]');
  await form.getByLabel(t.newStatus).selectOption('accepted');
  await form
    .getByLabel(t.message)
    .fill('Welcome to the college: registration opens on 1 September.');
  await page.getByRole('button', { name: t.bulkChange }).click();
  await expect(page.getByText(t.bulkChanged)).toBeVisible();
  await expect(rows.filter({ hasText: en.ApplicationStatus.statuses.accepted.label })).toHaveCount(
    2,
  );
  // Both assigned at once to the officer, from the same selection.
  for (const row of await rows.all()) {
    await row.getByRole('checkbox').check();
  }
  await form.getByLabel(t.bulkAssignTo).selectOption({ label: staffFixture.admissions.name });
  await form.getByRole('button', { name: t.bulkAssign, exact: true }).click();
  await expect(page.getByText(t.bulkAssigned)).toBeVisible();
  await expect(rows.filter({ hasText: staffFixture.admissions.name })).toHaveCount(2);
  // Filtered by their documents (all three sent) and by the nationality they typed.
  const filters = page.getByRole('search', { name: en.Staff.inbox.filters });
  await filters.getByLabel(en.Staff.inbox.documentsFilter).selectOption('missing');
  await filters.getByRole('button', { name: en.Staff.filters.apply }).click();
  await expect(rows).toHaveCount(0);
  await filters.getByLabel(en.Staff.inbox.documentsFilter).selectOption('complete');
  await filters.getByRole('button', { name: en.Staff.filters.apply }).click();
  await expect(rows).toHaveCount(2);
  // The nationalities the listed applications name, with their numbers ("… (2)").
  const nationality = filters.getByLabel(en.ApplicationForm.nationality);
  await expect(nationality.locator('option').nth(1)).toHaveText(/\(2\)$/);
  await nationality.selectOption({ index: 1 });
  await filters.getByRole('button', { name: en.Staff.filters.apply }).click();
  await expect(page).toHaveURL(/documents=complete/);
  await expect(page).toHaveURL(/nationality=/);
  await expect(rows).toHaveCount(2);
  // One e-mail to both, in the office's words, with each one's reference and link.
  for (const row of await rows.all()) {
    await row.getByRole('checkbox').check();
  }
  await form.getByLabel(t.bulkEmailSubject).fill(`Interview day ${stamp}`);
  await form.getByLabel(t.bulkEmailMessage).fill('Please come on 3 December at 10:00.');
  await form.getByRole('button', { name: t.bulkEmailSend }).click();
  await expect(page.getByText(t.bulkEmailed)).toBeVisible();
  for (const applicant of applicants) {
    await expect
      .poll(
        () => mailTo(applicant.email).filter((mail) => mail.subject === `Interview day ${stamp}`),
        { timeout: 20_000 },
      )
      .toEqual([
        expect.objectContaining({
          text: expect.stringMatching(/Please come on 3 December at 10:00\.[\s\S]*RWD-/),
        }),
      ]);
  }
  await expectAccessibleInBothThemes(page, 'inbox after a bulk change');
  for (const applicant of applicants) {
    await expect
      .poll(
        () =>
          mailTo(applicant.email).filter((mail) =>
            mail.text.includes('registration opens on 1 September'),
          ).length,
        { timeout: 20_000 },
      )
      .toBe(1);
    const mail = mailTo(applicant.email).find((each) =>
      each.text.includes('registration opens on 1 September'),
    )!;
    expect(mail.subject).toMatch(
      new RegExp(
        `^Welcome to Al-Rowad College of Science and Technology, ${applicant.name} \\(RWD-`,
      ),
    );
  }

  // Back to the college's words.
  await page.goto('/en/staff/applications/templates');
  await template.getByRole('button', { name: en.StaffTemplates.restore }).click();
  await expect(page.getByText(en.StaffTemplates.restored)).toBeVisible();
  await expect(template.locator('[data-template-state]')).toHaveText(en.StaffTemplates.default);
  await expect(template.getByLabel(en.StaffTemplates.subject)).toHaveValue(
    en.StatusTemplates.accepted.subject,
  );
});

test('English: another role gets 403 on the inbox and its documents', async ({ page }) => {
  await fromAddress(page, '198.51.100.22');
  await page.goto('/en/staff/sign-in');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await signIn(page, staffFixture.administrator);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    en.Staff.home.title.replace('{name}', staffFixture.administrator.name),
  );
  const inbox = await page.goto('/en/staff/applications');
  expect(inbox?.status()).toBe(403);
  // Next sends the 403 as an empty page its scripts draw (its server rendering stopped at
  // forbidden()): they start at once, without a touch (issue #42, item 9), and show the
  // account's areas and the way back.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.Staff.forbidden.title);
  await expect(page.getByRole('link', { name: en.Staff.forbidden.back })).toBeVisible();
  // The administrator's areas: every area of the workspace.
  await expect(
    page.getByRole('navigation', { name: en.Staff.nav.areas }).getByRole('link', {
      name: en.Staff.areas.accounts.title,
    }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  const document = await page.request.get(
    `/api/staff/applications/${application.id}/documents/photo`,
  );
  expect(document.status()).toBe(403);
  await signOut(page, en.Staff.nav.signOut);
  await expect(page).toHaveURL(/\/en\/staff\/sign-in$/);
  const after = await page.request.get(`/api/staff/applications/${application.id}/documents/photo`);
  expect(after.status()).toBe(401);
});

test('English: five wrong passwords lock the address, even against the right one', async ({
  page,
}) => {
  await fromAddress(page, '198.51.100.23');
  await page.goto('/en/staff/sign-in');
  for (let attempt = 0; attempt < 5; attempt++) {
    await signIn(page, { ...staffFixture.lockout, password: `wrong password ${attempt}` });
    await expect(page.locator('[data-staff-sign-in] [role="alert"]')).toHaveText(
      en.ApiErrors.staff_wrong_password,
    );
  }
  await signIn(page, staffFixture.lockout);
  await expect(page.locator('[data-staff-sign-in] [role="alert"]')).toHaveText(
    en.ApiErrors.staff_locked.replace('{minutes}', '15'),
  );
});
