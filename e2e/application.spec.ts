import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './fixtures';
import {
  jpegBytes,
  paddedDocument,
  pdfBytes,
  pngBytes,
} from '../test/support/applications/sample-files';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { sendForm } from './complete-application';
import { recordCspViolations, seriousViolations } from './helpers';

const cases = [
  {
    lang: 'ar',
    path: '/admission/application',
    title: 'تقديم طلب الالتحاق بالكلية',
    region: 'الإشعارات',
    sameFile: 'هذا الملف نفسه مختار لخانة «الهوية الشخصية»: تأكد من أنه الملف الصحيح.',
    tabDocuments: 'رفع المستندات',
    firstStep: 'الخطوة 1 من 5: البرنامج',
    tabForm: 'نموذج التقديم',
    name: 'اسم المتقدم',
    email: 'البريد الإلكتروني للمتقدم',
    save: 'حفظ البيانات',
    upload: 'رفع المستندات',
    uploading: 'جاري رفع الملفات...',
    remove: 'حذف الملف: الهوية الشخصية',
    chooseId: 'اختيار ملف: الهوية الشخصية',
    n: {
      missingInfo: ['معلومات ناقصة', 'يرجى إدخال الاسم والبريد الإلكتروني'],
      saved: 'تم حفظ البيانات',
      selected: 'تم اختيار الملف',
      deleted: 'تم حذف الملف',
      invalid: ['نوع ملف غير صالح', 'يرجى اختيار ملف بصيغة مناسبة (PDF, JPG, PNG)'],
      dataRequired: ['بيانات المتقدم مطلوبة', 'يرجى إدخال بيانات المتقدم أولاً'],
      tooLarge: [
        'الملف كبير جداً',
        'الملف كبير جداً: الحد الأقصى 5 ميغابايت لكل ملف. يرجى اختيار ملف أصغر.',
      ],
      missingFiles: ['ملفات ناقصة', 'يرجى رفع: الشهادة الأكاديمية، الصورة الشخصية'],
      uploadError: 'خطأ في الرفع',
      uploadErrorText: (m: string) => `حدث خطأ أثناء رفع المستندات: ${m}`,
      failedFile: (f: string, m: string) => `تعذّر رفع ${f}: ${m}`,
      notifyFailed: 'تم رفع الملفات لكن تعذّر إرسال الإشعار',
      success: ['تم رفع الملفات بنجاح', 'استلمنا مستنداتك وأُبلغ مكتب القبول.'],
    },
    confirmation: 'تم استلام طلبك',
    sentTo: (e: string) => `أرسلنا رسالة تأكيد إلى ${e}.`,
    serverMessage: 'الخدمة غير متاحة مؤقتاً.',
  },
  {
    lang: 'en',
    path: '/en/admission/application',
    title: 'College Application Submission',
    region: 'Notifications',
    sameFile: 'You chose this same file for “Personal ID”: check that it is the right one.',
    tabDocuments: 'Upload documents',
    firstStep: 'Step 1 of 5: Programme',
    tabForm: 'Application form',
    name: 'Applicant name',
    email: 'Applicant email',
    save: 'Save data',
    upload: 'Upload documents',
    uploading: 'Uploading files...',
    remove: 'Remove file: Personal ID',
    chooseId: 'Choose file: Personal ID',
    n: {
      missingInfo: ['Missing Information', 'Please enter name and email'],
      saved: 'Data Saved',
      selected: 'File Selected',
      deleted: 'File Deleted',
      invalid: [
        'Invalid File Type',
        'Please choose a file in an appropriate format (PDF, JPG, PNG)',
      ],
      dataRequired: ['Applicant Data Required', 'Please enter applicant information first'],
      tooLarge: [
        'File Too Large',
        'File too large: at most 5 MB per file. Please choose a smaller file.',
      ],
      missingFiles: ['Missing Files', 'Please upload: Academic certificate, Personal photo'],
      uploadError: 'Upload Error',
      uploadErrorText: (m: string) => `An error occurred while uploading documents: ${m}`,
      failedFile: (f: string, m: string) => `Failed to upload ${f}: ${m}`,
      notifyFailed: 'Files uploaded but notification failed to send',
      success: [
        'Files Uploaded Successfully',
        'Your documents were received and the admission office has been notified.',
      ],
    },
    confirmation: 'Application received',
    sentTo: (e: string) => `We sent you a confirmation e-mail at ${e}.`,
    serverMessage: 'The service is unavailable just now.',
  },
] as const;

const files = {
  id: { name: 'national-id.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
  certificate: { name: 'certificate.png', mimeType: 'image/png', buffer: pngBytes() },
  photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpegBytes() },
};

async function openDocuments(page: Page, c: (typeof cases)[number]) {
  await page.goto(`${c.path}?tab=documents`);
  await expect(page.getByRole('tab', { name: c.tabDocuments })).toHaveAttribute(
    'aria-selected',
    'true',
  );
}

const catalogue = { ar, en };
let applicants = 0;

/**
 * The applicant's data as typed on this device: name, e-mail and the reference of the form
 * they sent (from another device: sendForm, through the API), then 'Save data'. With the
 * college's own form, the documents go to a sent form (issue #44).
 */
async function saveApplicant(
  page: Page,
  c: (typeof cases)[number],
  email = `amna-${c.lang}-${Date.now()}-${++applicants}@example.com`,
) {
  const { reference } = await sendForm({ name: 'Amna Yousif', email, locale: c.lang });
  await page.getByLabel(c.name, { exact: true }).fill('Amna Yousif');
  await page.getByLabel(c.email, { exact: true }).fill(email);
  await page.getByLabel(catalogue[c.lang].Upload.referenceLabel).fill(reference);
  await page.getByRole('button', { name: c.save }).click();
}

const notice = (page: Page, c: (typeof cases)[number], text: string) =>
  page.getByRole('region', { name: c.region }).getByText(text, { exact: true });

for (const c of cases) {
  test.describe(`application page (${c.lang})`, () => {
    test("has its title, and the form tab holds the college's own form (no external form is set)", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(c.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
      await expect(page.getByRole('tab', { name: c.tabForm })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      // No frame of an address that does not exist: the college's own form, step 1 of 5.
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByTestId('step-heading')).toHaveText(c.firstStep);
    });

    test('every notice of the applicant data and the document slots', async ({ page }) => {
      const cspViolations = await recordCspViolations(page);
      await openDocuments(page, c);
      // Save with nothing typed: Missing Information.
      await page.getByRole('button', { name: c.save }).click();
      await expect(notice(page, c, c.n.missingInfo[0])).toBeVisible();
      await expect(notice(page, c, c.n.missingInfo[1])).toBeVisible();
      await expect(page.getByLabel(c.name, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );

      // Upload before saving: Applicant Data Required.
      await page.getByTestId('file-id').setInputFiles(files.id);
      await expect(notice(page, c, c.n.selected)).toBeVisible();
      await expect(page.getByText(/national-id\.pdf/).first()).toBeVisible();
      await page.getByRole('button', { name: c.upload, exact: true }).click();
      await expect(notice(page, c, c.n.dataRequired[0])).toBeVisible();
      await expect(notice(page, c, c.n.dataRequired[1])).toBeVisible();

      // Saved without a sent form's reference: the upload says to send the form first.
      const t = catalogue[c.lang].Upload;
      await page.getByLabel(c.name, { exact: true }).fill('Amna Yousif');
      await page.getByLabel(c.email, { exact: true }).fill('amna@example.com');
      await page.getByRole('button', { name: c.save }).click();
      await expect(notice(page, c, c.n.saved)).toBeVisible();
      await expect(page.getByTestId('form-first')).toContainText(t.formFirstHeading);
      await page.getByRole('button', { name: c.upload, exact: true }).click();
      await expect(notice(page, c, t.noticeFormFirstTitle)).toBeVisible();
      await expect(notice(page, c, t.noticeFormFirstText)).toBeVisible();
      await expect(page.getByLabel(t.referenceLabel)).toHaveAttribute('aria-invalid', 'true');
      // A reference that cannot be one is pointed out as typed.
      await page.getByLabel(t.referenceLabel).fill('RWD-26');
      await page.getByRole('button', { name: c.save }).click();
      await expect(notice(page, c, t.noticeReferenceInvalidText)).toBeVisible();

      await saveApplicant(page, c);
      await expect(notice(page, c, c.n.saved).first()).toBeVisible();

      // Missing Files names the other two documents.
      await page.getByRole('button', { name: c.upload, exact: true }).click();
      await expect(notice(page, c, c.n.missingFiles[0])).toBeVisible();
      await expect(notice(page, c, c.n.missingFiles[1])).toBeVisible();

      // Invalid File Type: a PDF as the photo, and a text file; the error is announced.
      await page.getByTestId('file-photo').setInputFiles(files.id);
      await expect(notice(page, c, c.n.invalid[0]).first()).toBeVisible();
      await expect(notice(page, c, c.n.invalid[1]).first()).toBeVisible();
      await expect(page.locator('[data-slot="photo"]').getByRole('alert')).toHaveText(
        c.n.invalid[1],
      );
      await page.getByTestId('file-certificate').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('hello'),
      });
      await expect(page.locator('[data-slot="certificate"]').getByRole('alert')).toBeVisible();

      // The image preview, and removal by keyboard with focus back on the choose button.
      await page.getByTestId('file-photo').setInputFiles(files.photo);
      await expect(page.locator('[data-slot="photo"] img')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: c.remove }).focus();
      await page.keyboard.press('Enter');
      await expect(notice(page, c, c.n.deleted)).toBeVisible();
      await expect(page.getByRole('button', { name: c.chooseId })).toBeFocused();
      // The forms' checks ran (Zod) without breaking the page's security policy.
      expect(await cspViolations()).toEqual([]);
    });

    test('the very same file chosen for two documents is pointed out, and the warning goes with it', async ({
      page,
    }) => {
      // A file on the disk, chosen twice as a visitor would (the same name, size and date).
      const scan = path.join(mkdtempSync(path.join(tmpdir(), 'same-file-')), 'scan.pdf');
      writeFileSync(scan, pdfBytes());
      await openDocuments(page, c);
      await page.getByTestId('file-id').setInputFiles(scan);
      await page.getByTestId('file-certificate').setInputFiles(scan);
      const warning = page.locator('[data-slot="certificate"] [data-same-file]');
      await expect(warning).toHaveText(c.sameFile);
      await expect(page.locator('[data-slot="id"] [data-same-file]')).toHaveCount(0);
      await page.getByTestId('file-certificate').setInputFiles(files.certificate);
      await expect(warning).toHaveCount(0);
    });

    test('a file over 5 MB has its own notice, not the wrong-type one', async ({ page }) => {
      await openDocuments(page, c);
      await page.getByTestId('file-certificate').setInputFiles({
        name: 'certificate.pdf',
        mimeType: 'application/pdf',
        buffer: paddedDocument('pdf', 5 * 1024 * 1024 + 1),
      });
      await expect(notice(page, c, c.n.tooLarge[0])).toBeVisible();
      await expect(notice(page, c, c.n.tooLarge[1])).toBeVisible();
      await expect(notice(page, c, c.n.invalid[0])).toHaveCount(0);
      await expect(page.locator('[data-slot="certificate"]').getByRole('alert')).toHaveText(
        c.n.tooLarge[1],
      );
    });

    test('a file that is not what its name says is refused in the browser (no broken preview)', async ({
      page,
    }) => {
      await openDocuments(page, c);
      // A PDF named and typed as a PNG image, offered as the photo and as the certificate.
      const renamed = { name: 'photo.png', mimeType: 'image/png', buffer: pdfBytes() };
      await page.getByTestId('file-photo').setInputFiles(renamed);
      await expect(notice(page, c, c.n.invalid[0])).toBeVisible();
      await expect(page.locator('[data-slot="photo"]').getByRole('alert')).toHaveText(
        c.n.invalid[1],
      );
      await page.getByTestId('file-certificate').setInputFiles(renamed);
      await expect(page.locator('[data-slot="certificate"]').getByRole('alert')).toHaveText(
        c.n.invalid[1],
      );
      await expect(page.locator('[data-slot] img')).toHaveCount(0);
      await expect(notice(page, c, c.n.selected)).toHaveCount(0);
    });

    test('filled but unsaved applicant fields are saved by the upload, which goes on', async ({
      page,
    }) => {
      await openDocuments(page, c);
      const email = `unsaved-${c.lang}-${Date.now()}@example.com`;
      const { reference } = await sendForm({ name: 'Hawa Osman', email, locale: c.lang });
      await page.getByLabel(c.name, { exact: true }).fill('Hawa Osman');
      await page.getByLabel(c.email, { exact: true }).fill(email);
      await page.getByLabel(catalogue[c.lang].Upload.referenceLabel).fill(reference);
      for (const [slot, file] of Object.entries(files)) {
        await page.getByTestId(`file-${slot}`).setInputFiles(file);
      }
      await page.getByRole('button', { name: c.upload, exact: true }).click();
      await expect(notice(page, c, c.n.saved)).toBeVisible();
      await expect(notice(page, c, c.n.dataRequired[0])).toHaveCount(0);
      await expect(page.getByRole('heading', { name: c.confirmation })).toBeFocused({
        timeout: 20_000,
      });
      await expect(page.getByText(c.sentTo(email))).toBeVisible();
    });

    test("an invalid unsaved e-mail still stops the upload with the spec's notice", async ({
      page,
    }) => {
      await openDocuments(page, c);
      await page.getByLabel(c.name, { exact: true }).fill('Hawa Osman');
      await page.getByLabel(c.email, { exact: true }).fill('hawa-at-example');
      await page.getByRole('button', { name: c.upload, exact: true }).click();
      await expect(notice(page, c, c.n.dataRequired[0])).toBeVisible();
      await expect(page.getByLabel(c.email, { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(notice(page, c, c.n.saved)).toHaveCount(0);
    });

    test('a full submission: three real files, one after the other, then the confirmation', async ({
      page,
    }) => {
      await openDocuments(page, c);
      const email = `applicant-${c.lang}-${Date.now()}@example.com`;
      await saveApplicant(page, c, email);
      for (const [slot, file] of Object.entries(files)) {
        await page.getByTestId(`file-${slot}`).setInputFiles(file);
      }
      const order: string[] = [];
      // Slow the first document down, to see the uploading state.
      await page.route('**/api/applications/*/documents/*', async (route) => {
        const slot = route.request().url().split('/').pop()!;
        order.push(slot);
        if (slot === 'id') await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      const button = page.getByRole('button', { name: c.upload, exact: true });
      await button.click();
      const busy = page.getByRole('button', { name: c.uploading });
      await expect(busy).toBeDisabled();
      await expect(page.getByRole('progressbar').first()).toBeVisible();
      await expect(notice(page, c, c.n.success[0])).toBeVisible({ timeout: 20_000 });
      await expect(notice(page, c, c.n.success[1])).toBeVisible();
      expect(order).toEqual(['id', 'certificate', 'photo']);
      await expect(page.getByRole('heading', { name: c.confirmation })).toBeFocused();
      await expect(page.getByTestId('reference')).toHaveText(/^RWD-\d{4}-[A-Z2-9]{6}$/);
      await expect(page.getByText(c.sentTo(email))).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('a failure on the second file stops the upload: the third is not sent, and a retry resumes', async ({
      page,
    }) => {
      await openDocuments(page, c);
      await saveApplicant(page, c);
      for (const [slot, file] of Object.entries(files)) {
        await page.getByTestId(`file-${slot}`).setInputFiles(file);
      }
      const sent: string[] = [];
      let failNext = true;
      await page.route('**/api/applications/*/documents/*', async (route) => {
        const slot = route.request().url().split('/').pop()!;
        sent.push(slot);
        if (slot === 'certificate' && failNext) {
          failNext = false;
          await route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({
              error: {
                code: 'unavailable',
                message: {
                  ar: 'الخدمة غير متاحة مؤقتاً.',
                  en: 'The service is unavailable just now.',
                },
              },
            }),
          });
          return;
        }
        await route.continue();
      });
      await page.getByRole('button', { name: c.upload, exact: true }).click();
      await expect(notice(page, c, c.n.uploadError)).toBeVisible();
      await expect(notice(page, c, c.n.uploadErrorText(c.serverMessage))).toBeVisible();
      await expect(page.locator('[data-slot="certificate"]').getByRole('alert')).toHaveText(
        c.n.failedFile('certificate.png', c.serverMessage),
      );
      expect(sent).toEqual(['id', 'certificate']);
      // The button is usable again, and nothing chosen was lost: a retry sends the rest.
      const button = page.getByRole('button', { name: c.upload, exact: true });
      await expect(button).toBeEnabled();
      await button.click();
      await expect(notice(page, c, c.n.success[0])).toBeVisible({ timeout: 20_000 });
      expect(sent).toEqual(['id', 'certificate', 'certificate', 'photo']);
    });

    test('when the notification fails, the destructive notice comes first and then the success notice', async ({
      page,
    }) => {
      await openDocuments(page, c);
      await saveApplicant(page, c);
      for (const [slot, file] of Object.entries(files)) {
        await page.getByTestId(`file-${slot}`).setInputFiles(file);
      }
      await page.route('**/api/applications/*/submit', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { reference: string };
        // The server's own answer, as if the office's e-mail had not gone out in time.
        await route.fulfill({ response, json: { ...body, notified: false } });
      });
      await page.getByRole('button', { name: c.upload, exact: true }).click();
      const region = page.getByRole('region', { name: c.region });
      await expect(region.getByText(c.n.notifyFailed, { exact: true })).toBeVisible({
        timeout: 20_000,
      });
      await expect(region.getByText(c.n.success[0], { exact: true })).toBeVisible();
      await expect(page.getByTestId('reference')).toBeVisible();
    });
  });
}
