import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures';
import en from '../messages/en.json';
import ar from '../messages/ar.json';
import { jpegBytes, pdfBytes } from '../test/support/applications/sample-files';
import { completeApplication } from './complete-application';
import { seriousViolations } from './helpers';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, mailTo, signIn } from './staff-helpers';

/**
 * The applicant's way back (issue #44): the personal link in the e-mails opens the application
 * on another device; the office asks for more information, the applicant answers by replacing
 * the document on that page, the office sees the change; the decision shows there; a lost link
 * is e-mailed again from the status page; the office's new link stops the old one.
 */

test.describe.configure({ mode: 'serial' });

const applicant = { name: 'Hawa Adam', email: `link-${Date.now()}@example.com` };
let application = { id: '', reference: '' };

/** The last link to the applicant's page that reached the applicant's inbox, as a path. */
async function latestLink(subject: RegExp): Promise<string> {
  await expect
    .poll(() => mailTo(applicant.email).filter((mail) => subject.test(mail.subject)).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const mail = mailTo(applicant.email)
    .filter((each) => subject.test(each.subject))
    .at(-1)!;
  const url = new URL(/https?:\/\/\S+\/admission\/your-application#\S+/.exec(mail.text)![0]);
  return url.pathname + url.hash;
}

const status = (page: Page) => page.locator('[data-your-application="open"] [data-status]');

test.beforeAll(async () => {
  application = await completeApplication({ ...applicant, locale: 'en' });
});

test('the applicant answers the office from another device through their link', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const link = await latestLink(/We received your application/);
  expect(link).toMatch(/^\/en\/admission\/your-application#/);

  // Another device: a phone that has never seen the application.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const mine = await phone.newPage();
  await fromAddress(mine, '198.51.100.61');
  await mine.goto(link);
  await expect(mine.locator('html')).toHaveAttribute('lang', 'en');
  await expect(mine.getByRole('heading', { level: 2, name: /^Application / })).toContainText(
    application.reference,
  );
  await expect(status(mine)).toHaveText(en.ApplicationStatus.statuses.received.label);
  await expect(mine.locator('[data-document]')).toHaveCount(3);
  await expect(mine.locator('[data-document] [data-replace]')).toHaveCount(0);
  // The receipt again, as a PDF.
  const [download] = await Promise.all([
    mine.waitForEvent('download'),
    mine.getByRole('button', { name: en.YourApplication.downloadReceipt }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${application.reference}.pdf`);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  expect(await seriousViolations(mine)).toEqual([]);

  // The office asks for a clearer certificate.
  await fromAddress(page, '198.51.100.62');
  await page.goto(`/staff/applications/${application.id}`);
  await signIn(page, staffFixture.admissions);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(application.reference);
  await page.getByLabel(ar.Staff.review.newStatus).selectOption('more_information');
  await page
    .getByLabel(ar.Staff.review.message)
    .fill('Please send a clearer copy of your certificate.');
  await page.getByRole('button', { name: ar.Staff.review.changeStatus }).click();
  await expect(page.getByText(ar.Staff.review.statusChanged)).toBeVisible();

  // The status e-mail's link opens the same page; the first link works as well.
  const statusLink = await latestLink(/More information needed/);
  await mine.goto(statusLink);
  await expect(status(mine)).toHaveText(en.ApplicationStatus.statuses.more_information.label);
  await expect(mine.locator('[data-status-message]')).toHaveText(
    'Please send a clearer copy of your certificate.',
  );
  await expect(mine.locator('[data-document] [data-replace]')).toHaveCount(3);

  // A PDF is no photo: refused here, with the reason, and nothing changes.
  const photo = mine.locator('[data-replace="photo"]');
  await photo.locator('input[type="file"]').setInputFiles({
    name: 'photo.pdf',
    mimeType: 'application/pdf',
    buffer: pdfBytes(),
  });
  await photo.getByRole('button', { name: en.YourApplication.upload }).tap();
  await expect(photo.locator('[id$="-error"]')).toContainText('JPG, PNG');

  const certificate = mine.locator('[data-replace="certificate"]');
  await certificate.locator('input[type="file"]').setInputFiles({
    name: 'clearer-certificate.jpg',
    mimeType: 'image/jpeg',
    buffer: jpegBytes(),
  });
  await certificate.getByRole('button', { name: en.YourApplication.upload }).tap();
  await expect(mine.getByText(en.YourApplication.replaced)).toBeVisible();
  await expect(mine.locator('[data-document="certificate"]')).toContainText(
    'clearer-certificate.jpg',
  );
  await expect(mine.locator('[data-applicant-updated]')).toBeVisible();

  // The office is told, and its page says what changed.
  await expect
    .poll(
      () =>
        mailTo('admission@').filter(
          (mail) => mail.subject.includes(application.reference) && mail.subject.includes('حدّث'),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  await page.reload();
  await expect(page.locator('[aria-labelledby="review-details"]')).toContainText(
    ar.Staff.review.applicantUpdated,
  );
  await expect(page.locator('[data-document="certificate"]')).toContainText(
    'clearer-certificate.jpg',
  );
  await expect(page.locator('[data-document="certificate"]')).toContainText('استبدله المتقدّم');

  // The decision shows on the applicant's page, which takes no more documents.
  await page.getByLabel(ar.Staff.review.newStatus).selectOption('accepted');
  await page.getByRole('button', { name: ar.Staff.review.changeStatus }).click();
  await expect(page.getByText(ar.Staff.review.statusChanged)).toBeVisible();
  await mine.reload();
  await expect(status(mine)).toHaveText(en.ApplicationStatus.statuses.accepted.label);
  await expect(mine.locator('[data-document] [data-replace]')).toHaveCount(0);

  // The acceptance e-mail carries the letter; the page downloads it again, with its code.
  await expect
    .poll(() => mailTo(applicant.email).filter((mail) => /Accepted/.test(mail.subject)).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const acceptance = mailTo(applicant.email).find((mail) => /Accepted/.test(mail.subject))!;
  expect(acceptance.attachments).toEqual([
    {
      filename: `admission-letter-${application.reference}.pdf`,
      contentType: 'application/pdf',
      start: '%PDF-',
    },
  ]);
  const letter = mine.locator('[data-pdf="letter"]');
  const code = /[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}/.exec(
    (await letter.textContent()) ?? '',
  )![0];
  const [letterFile] = await Promise.all([
    mine.waitForEvent('download'),
    letter.getByRole('button', { name: en.YourApplication.downloadLetter }).tap(),
  ]);
  expect(letterFile.suggestedFilename()).toBe(`admission-letter-${application.reference}.pdf`);
  expect(
    readFileSync(await letterFile.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expectAccessibleInBothThemes(mine, 'your application');

  // A sponsor checks the letter's code, typed as it reads, in Arabic.
  const sponsor = await browser.newPage();
  await fromAddress(sponsor, '198.51.100.64');
  await sponsor.goto('/admission/verify-letter');
  await sponsor.getByLabel(ar.VerifyLetter.code).fill(code.toLowerCase().replaceAll('-', ' '));
  await sponsor.getByRole('button', { name: ar.VerifyLetter.check }).click();
  const answer = sponsor.locator('[data-letter-state]');
  await expect(answer).toHaveAttribute('data-letter-state', 'valid');
  await expect(answer).toContainText(applicant.name);
  await expect(answer).toContainText(application.reference);
  await expect(sponsor.getByRole('heading', { name: ar.VerifyLetter.validTitle })).toBeFocused();
  expect(await seriousViolations(sponsor)).toEqual([]);

  // The office sees the letter on the application's page.
  await page.reload();
  await expect(page.locator('[data-letter-code]')).toHaveAttribute('data-letter-code', code);

  // The office stops the link (shared by mistake) and sends a new one.
  await page.getByRole('button', { name: ar.Staff.review.sendLink }).click();
  await expect(page.getByText(ar.Staff.review.linkSent)).toBeVisible();
  const fresh = await latestLink(/new link|The link to your application/);
  // Opened in the same tab: the page follows the link it is given.
  await mine.goto(link);
  await expect(mine.getByRole('heading', { name: en.YourApplication.refusedTitle })).toBeVisible();
  await mine.goto(fresh);
  await expect(status(mine)).toHaveText(en.ApplicationStatus.statuses.accepted.label);

  // The office changes its decision: the letter is withdrawn, and its code says so.
  await page.getByLabel(ar.Staff.review.newStatus).selectOption('under_review');
  await page.getByRole('button', { name: ar.Staff.review.changeStatus }).click();
  // The page shows the change once it is made (the earlier changes' notices may still show).
  await expect(page.locator('[aria-labelledby="review-details"]')).toContainText(
    ar.ApplicationStatus.statuses.under_review.label,
  );
  await mine.reload();
  await expect(status(mine)).toHaveText(en.ApplicationStatus.statuses.under_review.label);
  await expect(mine.locator('[data-pdf="letter"]')).toHaveCount(0);
  await sponsor.goto(`/en/admission/verify-letter#${code}`);
  await expect(sponsor.locator('[data-letter-state]')).toHaveAttribute(
    'data-letter-state',
    'withdrawn',
  );
  await expect(sponsor.locator('[data-letter-state]')).not.toContainText(applicant.name);
  await sponsor.close();

  // Accepted again: a new letter, with a new code.
  await page.getByLabel(ar.Staff.review.newStatus).selectOption('accepted');
  await page.getByRole('button', { name: ar.Staff.review.changeStatus }).click();
  await expect(page.locator('[aria-labelledby="review-details"]')).toContainText(
    ar.ApplicationStatus.statuses.accepted.label,
  );
  await mine.reload();
  await expect(status(mine)).toHaveText(en.ApplicationStatus.statuses.accepted.label);
  await expect(mine.locator('[data-pdf="letter"]')).toBeVisible();
  await expect(mine.locator('[data-pdf="letter"]')).not.toContainText(code);
  await page.reload();
  await expect(page.locator('[data-letter-code]')).not.toHaveAttribute('data-letter-code', code);
  await phone.close();
});

test('a lost link is e-mailed again from the status page', async ({ page }) => {
  await fromAddress(page, '198.51.100.63');
  await page.goto('/en/admission/your-application');
  await expect(page.getByRole('heading', { name: en.YourApplication.noLinkTitle })).toBeVisible();
  await page.getByRole('link', { name: en.YourApplication.statusPage }).click();
  await expect(page).toHaveURL(/\/en\/admission\/status$/);

  const before = mailTo(applicant.email).length;
  await page.locator('#status-reference').fill(application.reference);
  await page.locator('#status-email').fill(applicant.email);
  await page.getByRole('button', { name: en.ApplicationStatus.submit }).click();
  await expect(page.locator('[data-status-outcome="found"]')).toBeVisible();
  await page.getByRole('button', { name: en.ApplicationStatus.sendLink }).click();
  await expect(page.locator('[data-send-link] [role="status"]')).toContainText(applicant.email);
  await expect.poll(() => mailTo(applicant.email).length, { timeout: 20_000 }).toBe(before + 1);
  const link = await latestLink(/The link to your application/);
  await page.goto(link);
  await expect(status(page)).toHaveText(en.ApplicationStatus.statuses.accepted.label);
  // The other language keeps the application open (the link is kept for this tab).
  await page.getByRole('link', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(status(page)).toHaveText(ar.ApplicationStatus.statuses.accepted.label);
  await expect(page).toHaveURL(new RegExp(`/admission/your-application#${application.id}\\.`));
});

test('the fee: paid from the instructions shown, the transfer receipt sent, recorded by the office', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const payer = { name: 'Musa Idris', email: `fee-${Date.now()}@example.com` };
  const paying = await completeApplication({ ...payer, locale: 'ar' });
  // The confirmation's link (the form's own e-mail came first, with the documents' link).
  const pageLink = /https?:\/\/\S+\/admission\/your-application#\S+/;
  await expect
    .poll(() => mailTo(payer.email).filter((mail) => pageLink.test(mail.text)).length, {
      timeout: 20_000,
    })
    .toBeGreaterThan(0);
  const url = new URL(
    pageLink.exec(mailTo(payer.email).find((mail) => pageLink.test(mail.text))!.text)![0],
  );

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const mine = await phone.newPage();
  await fromAddress(mine, '198.51.100.64');
  await mine.goto(url.pathname + url.hash);
  const fee = mine.locator('[data-fee]');
  await expect(fee).toHaveAttribute('data-fee', 'unpaid');
  await expect(fee).toContainText(ar.ApplicationStatus.feeStates.unpaid);
  // The account to pay into, and the reference to write in the transfer's note.
  await expect(fee.locator('[data-payment-account]')).toContainText('0123 4567 8901 2');
  await expect(fee).toContainText(paying.reference);
  await fee.locator('input[type="file"]').setInputFiles({
    name: 'تحويل.jpg',
    mimeType: 'image/jpeg',
    buffer: jpegBytes(),
  });
  await fee.getByRole('button', { name: ar.YourApplication.sendProof }).tap();
  await expect(mine.getByText(ar.YourApplication.proofReceived)).toBeVisible();
  await expect(fee).toHaveAttribute('data-fee', 'proof_sent');
  await expect(fee.locator('[data-fee-proof]')).toContainText('تحويل.jpg');

  // The office sees it in the inbox, checks the transfer and records it.
  await fromAddress(page, '198.51.100.65');
  await page.goto(`/staff/applications?q=${paying.reference}`);
  await signIn(page, staffFixture.admissions);
  const row = page.locator(`[data-application-row="${paying.reference}"]`);
  await expect(row.locator('[data-updated-by-applicant]')).toHaveText(
    ar.Staff.review.applicantUpdated,
  );
  await expect(row).toContainText(ar.Staff.review.feeStatuses.proof_sent);
  await row.getByRole('link', { name: paying.reference }).click();
  await expect(page.locator('[data-document="payment"]')).toContainText('تحويل.jpg');
  const form = page.locator('[data-fee-form]');
  await expect(form.getByLabel(ar.Staff.review.feeAmount)).toHaveValue('100');
  await form.getByLabel(ar.Staff.review.feePaidOn).fill('2026-11-28');
  await form.getByRole('button', { name: ar.Staff.review.recordFee }).click();
  await expect(form.locator('#fee-bank-reference-error')).toHaveText(
    ar.Staff.fieldErrors.bankReferenceRequired,
  );
  await form.getByLabel(ar.Staff.review.feeBankReference).fill('TRX-88231');
  await form.getByRole('button', { name: ar.Staff.review.recordFee }).click();
  await expect(page.getByText(ar.Staff.review.feeRecorded)).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-fee-status]').first()).toHaveAttribute(
    'data-fee-status',
    'paid',
  );

  // The applicant sees it, and is told.
  await mine.reload();
  await expect(fee).toHaveAttribute('data-fee', 'paid');
  await expect(fee).toContainText('TRX-88231');
  await expect(fee.locator('input[type="file"]')).toHaveCount(0);
  await expect
    .poll(() => mailTo(payer.email).filter((mail) => mail.text.includes('TRX-88231')).length, {
      timeout: 20_000,
    })
    .toBe(1);
  const status = await page.request.post('/api/applications/status', {
    data: { reference: paying.reference, email: payer.email },
  });
  expect(await status.json()).toMatchObject({ feeStatus: 'paid' });
  await phone.close();
});
