/**
 * The applicant's whole journey on the college's own site (#20), in both languages, on a phone
 * and on a desktop: home → admission → the online form (a wrong field, an average below the
 * programme's minimum, a reload that keeps the draft) → the documents of the same application →
 * the confirmation and its receipt (printable, and a PDF whose text is checked) → the status
 * page. A connection dropped during the submit creates exactly one application.
 */
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { pdfActualTexts } from '../test/support/pdf/pdf-actual-text';
import { jpegBytes, pdfBytes, pngBytes } from '../test/support/applications/sample-files';
import { seriousViolations } from './helpers';
import { holdScripts, mailTo } from './staff-helpers';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { applicationWindow } from '../src/lib/application-windows';
import { formatDate } from '../src/lib/format';
import { fill } from '../src/lib/template';
import { validForm } from '../test/support/applications/application-form-fixture';

const catalogue = { ar, en };

const files = {
  id: { name: 'national-id.pdf', mimeType: 'application/pdf', buffer: pdfBytes() },
  certificate: { name: 'certificate.png', mimeType: 'image/png', buffer: pngBytes() },
  photo: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: jpegBytes() },
};

const cases = [
  {
    lang: 'ar',
    home: '/',
    width: 390,
    applyNow: 'قدّم الآن',
    step: (n: number, name: string) => `الخطوة ${n} من 5: ${name}`,
    steps: ['البرنامج', 'بياناتك', 'المؤهل', 'ولي الأمر والإقرار', 'المراجعة والإرسال'],
    programme: 'البرنامج',
    medicine: 'الطب والجراحة العامة',
    it: 'تقانة المعلومات',
    next: 'التالي',
    labels: {
      nameAr: 'الاسم الكامل بالعربية كما في الشهادة',
      nameEn: 'الاسم الكامل بالإنجليزية كما في الشهادة أو جواز السفر',
      dateOfBirth: 'تاريخ الميلاد',
      nationality: 'الجنسية',
      idNumber: 'الرقم الوطني أو رقم جواز السفر',
      phone: 'رقم الهاتف',
      email: 'البريد الإلكتروني',
      city: 'الولاية والمدينة',
      type: 'نوع الشهادة',
      stream: 'المساق',
      year: 'سنة الحصول عليها',
      percentage: 'النسبة المئوية (%)',
      guardianName: 'الاسم الكامل لولي الأمر',
      guardianPhone: 'رقم هاتف ولي الأمر',
      declaration: 'أقر بأن المعلومات التي قدمتها صحيحة وكاملة',
    },
    sudanese: 'الشهادة الثانوية السودانية',
    science: 'العلمي (العلوم الطبيعية)',
    problem: 'توجد مشكلة',
    phoneError: 'أدخل رقم هاتف مثل \u20660912 345 678\u2069 أو ‎+249 912 345 678‎.',
    belowMinimum: 'نسبتك أقل من الحد الأدنى لهذا البرنامج',
    changeProgramme: 'اختر برنامجاً آخر',
    restored: 'استُعيدت إجاباتك المحفوظة.',
    submit: 'أرسل الطلب',
    started: 'مستندات الطلب',
    upload: 'رفع المستندات',
    confirmation: 'تم استلام طلبك',
    receipt: 'إيصال طلب التقديم',
    fee: '100 جنيه سوداني، غير قابلة للاسترداد.',
    download: 'نزّل الإيصال (PDF)',
    statusLink: 'تابع حالة طلبك',
    reference: 'الرقم المرجعي',
    statusEmail: 'البريد الإلكتروني',
    check: 'اعرض حالة الطلب',
    received: 'تم الاستلام',
  },
  {
    lang: 'en',
    home: '/en',
    width: 1280,
    applyNow: 'Apply Now',
    step: (n: number, name: string) => `Step ${n} of 5: ${name}`,
    steps: [
      'Programme',
      'Your details',
      'Qualification',
      'Guardian and declaration',
      'Review and send',
    ],
    programme: 'Programme',
    medicine: 'Medicine and General Surgery',
    it: 'Information Technology',
    next: 'Next',
    labels: {
      nameAr: 'Full name in Arabic, as on the certificate',
      nameEn: 'Full name in English, as on the certificate or passport',
      dateOfBirth: 'Date of birth',
      nationality: 'Nationality',
      idNumber: 'National ID or passport number',
      phone: 'Phone number',
      email: 'E-mail address',
      city: 'State and city',
      type: 'Certificate type',
      stream: 'Stream',
      year: 'Year obtained',
      percentage: 'Average (%)',
      guardianName: "Guardian's full name",
      guardianPhone: "Guardian's phone number",
      declaration: 'I declare that the information I have given is true and complete',
    },
    sudanese: 'Sudanese secondary certificate',
    science: 'Science (natural sciences)',
    problem: 'There is a problem',
    phoneError: 'Enter a phone number such as 0912 345 678 or +249 912 345 678.',
    belowMinimum: "Your average is below this programme's minimum",
    changeProgramme: 'Choose another programme',
    restored: 'Your saved answers have been restored.',
    submit: 'Send the application',
    started: 'Documents for application',
    upload: 'Upload documents',
    confirmation: 'Application received',
    receipt: 'Application receipt',
    fee: '100 Sudanese pounds, not refundable.',
    download: 'Download the receipt (PDF)',
    statusLink: "Check your application's status",
    reference: 'Reference number',
    statusEmail: 'E-mail address',
    check: 'Check the status',
    received: 'Received',
  },
] as const;

type Case = (typeof cases)[number];

async function expectStep(page: Page, c: Case, index: number) {
  await expect(page.getByTestId('step-heading')).toHaveText(c.step(index + 1, c.steps[index]!));
  await expect(page.getByTestId('steps').locator('[aria-current="step"]')).toContainText(
    c.steps[index]!,
  );
}

async function next(page: Page, c: Case) {
  await page.getByRole('button', { name: c.next, exact: true }).click();
}

async function axeClean(page: Page, what: string) {
  expect(await seriousViolations(page), what).toEqual([]);
}

for (const c of cases) {
  test(`the applicant's journey from the home page to the status page (${c.lang}, ${c.width} px)`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: c.width, height: 900 });
    const email = `journey-${c.lang}-${Date.now()}@example.com`;

    // Home → admission → the application page.
    await page.goto(c.home);
    await page.getByRole('main').getByRole('link', { name: c.applyNow }).first().click();
    await expect(page).toHaveURL(new RegExp(`${c.lang === 'en' ? '/en' : ''}/admission$`));
    await page.getByRole('main').getByRole('link', { name: c.applyNow }).first().click();
    await expect(page).toHaveURL(/\/admission\/application$/);

    // Step 1: medicine first (its minimum is 90%).
    await expectStep(page, c, 0);
    await page.getByLabel(c.programme, { exact: true }).selectOption({ label: c.medicine });
    await expect(page.getByTestId('minimum-note')).toContainText('90%');
    // Medicine's window (1 Rajab to 15 Shaban), with its dates: when it opens, outside it (an
    // application cannot be sent before then), or when it closes, inside it.
    const window = applicationWindow('medicine', new Date())!;
    const t = catalogue[c.lang].ApplicationForm;
    await expect(page.getByTestId('programme-window')).toHaveText(
      fill(window.open ? t.windowOpen : t.windowClosed, {
        programme: c.medicine,
        opens: formatDate(c.lang, window.opens),
        closes: formatDate(c.lang, window.closes),
      }),
    );
    await axeClean(page, 'step 1');
    await next(page, c);

    // Step 2, with a wrong phone number first: the error summary and the field's message.
    await expectStep(page, c, 1);
    const l = c.labels;
    await page.getByLabel(l.nameAr, { exact: true }).fill('سارة أحمد محمد');
    await page.getByLabel(l.nameEn, { exact: true }).fill('Sara Ahmed Mohamed');
    await page.getByLabel(l.dateOfBirth, { exact: true }).fill('2008-03-14');
    await page.getByLabel(l.nationality, { exact: true }).fill('سودانية');
    await page.getByLabel(l.idNumber, { exact: true }).fill('123-4567-890');
    await page.getByLabel(l.phone, { exact: true }).fill('12');
    await page.getByLabel(l.email, { exact: true }).fill(email);
    await page.getByLabel(l.city, { exact: true }).fill('الخرطوم');
    await next(page, c);
    const summary = page.getByRole('alert').filter({ hasText: c.problem });
    await expect(summary).toBeFocused();
    await expect(
      summary.getByRole('link', { name: `${c.labels.phone}: ${c.phoneError}` }),
    ).toBeVisible();
    await expect(page.getByLabel(l.phone, { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectStep(page, c, 1);
    await axeClean(page, 'step 2 with an error');
    await summary.getByRole('link', { name: `${c.labels.phone}: ${c.phoneError}` }).click();
    await expect(page.getByLabel(l.phone, { exact: true })).toBeFocused();
    // Arabic-Indic digits are accepted.
    await page.getByLabel(l.phone, { exact: true }).fill('٠٩١٢٣٤٥٦٧٨');
    await next(page, c);

    // Step 3, then a reload: the draft comes back on the same step.
    await expectStep(page, c, 2);
    await page.getByLabel(l.type, { exact: true }).selectOption({ label: c.sudanese });
    await page.getByLabel(l.stream, { exact: true }).selectOption({ label: c.science });
    await page.getByLabel(l.year, { exact: true }).fill('2026');
    // A GPA is asked, and checked, on its own scale (never read as a percentage).
    await page.getByLabel(t.scale, { exact: true }).selectOption({ label: t.scales.gpa4 });
    await page.getByLabel(t.gpa4, { exact: true }).fill('4.5');
    await next(page, c);
    await expect(page.getByText(t.errors.gpa4Invalid).first()).toBeVisible();
    await expectStep(page, c, 2);
    await page.getByLabel(t.scale, { exact: true }).selectOption({ label: t.scales.percentage });
    await page.getByLabel(l.percentage, { exact: true }).fill('85');
    await page.reload();
    await expectStep(page, c, 2);
    await expect(page.getByText(c.restored)).toBeVisible();
    await expect(page.getByLabel(l.percentage, { exact: true })).toHaveValue('85');

    // 85% is below medicine's 90%: a kind message with the options, and no way on.
    await next(page, c);
    const panel = page.getByTestId('below-minimum');
    await expect(panel.getByRole('heading', { name: c.belowMinimum })).toBeVisible();
    await expect(panel).toContainText('90%');
    await expect(panel).toContainText('85%');
    await expectStep(page, c, 2);
    await axeClean(page, 'below the minimum');
    await panel.getByRole('button', { name: c.changeProgramme }).click();
    await expectStep(page, c, 0);
    await page.getByLabel(c.programme, { exact: true }).selectOption({ label: c.it });
    await next(page, c);
    await expectStep(page, c, 1);
    await expect(page.getByLabel(l.nameEn, { exact: true })).toHaveValue('Sara Ahmed Mohamed');
    await next(page, c);
    await expectStep(page, c, 2);
    await next(page, c);

    // Step 4: the guardian and the declaration.
    await expectStep(page, c, 3);
    await page.getByLabel(l.guardianName, { exact: true }).fill('أحمد محمد علي');
    await page.getByLabel(l.guardianPhone, { exact: true }).fill('+249 123 456 789');
    await page.getByLabel(l.declaration).check();
    await axeClean(page, 'step 4');
    await next(page, c);

    // Review, then send.
    await expectStep(page, c, 4);
    await expect(page.getByRole('main')).toContainText('Sara Ahmed Mohamed');
    await expect(page.getByRole('main')).toContainText(c.it);
    await axeClean(page, 'review');
    await page.getByRole('button', { name: c.submit }).click();

    // The documents tab opens on the same application.
    const started = page.getByTestId('started-application');
    await expect(started.getByRole('heading', { name: c.started })).toBeVisible();
    const reference = (await started.getByRole('heading').locator('bdi').textContent())!;
    expect(reference).toMatch(/^RWD-\d{4}-[A-Z2-9]{6}$/);
    await expect(started).toContainText(email);
    await expect(page).toHaveURL(/[?&]tab=documents/);
    await axeClean(page, 'documents');
    for (const [slot, file] of Object.entries(files)) {
      await page.getByTestId(`file-${slot}`).setInputFiles(file);
    }
    await page.getByRole('button', { name: c.upload, exact: true }).click();

    // The confirmation: the same reference, the receipt, the fee.
    const confirmation = page.getByTestId('confirmation');
    await expect(confirmation.getByTestId('reference')).toHaveText(reference, { timeout: 30_000 });
    const receipt = confirmation.getByTestId('receipt');
    await expect(receipt.getByRole('heading', { name: c.receipt })).toBeVisible();
    await expect(receipt).toContainText(c.fee);
    await expect(receipt).toContainText('certificate.png');
    await expect(receipt).toContainText(c.it);
    // The reference stays whole on one line, at a phone's width too (it once broke at a hyphen).
    for (const shown of [
      confirmation.getByTestId('reference'),
      receipt.locator('bdi', { hasText: reference }),
    ]) {
      const lines = await shown.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines).toBe(1);
    }
    await axeClean(page, 'confirmation');

    // The receipt as a PDF, in the page's language.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipt.getByRole('button', { name: c.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`receipt-${reference}.pdf`);
    const lines = pdfActualTexts(new Uint8Array(await readFile((await download.path())!)));
    expect(lines).toContain(reference);
    expect(lines).toContain(c.receipt);
    expect(lines).toContain(c.fee);
    expect(lines.some((line) => line.includes('certificate.png'))).toBe(true);

    // The status page, from the confirmation.
    await receipt.getByRole('link', { name: c.statusLink }).click();
    await expect(page).toHaveURL(/\/admission\/status$/);
    // As a visitor would: the button is usable once the form's script has run.
    await expect(page.locator('[data-status-lookup][data-hydrated]')).toBeVisible();
    await page.getByLabel(c.reference, { exact: true }).fill(reference.toLowerCase());
    await page.getByLabel(c.statusEmail, { exact: true }).fill(email.toUpperCase());
    await page.getByRole('button', { name: c.check }).click();
    await expect(page.locator('[data-status-outcome="found"]')).toContainText(c.received);
    await axeClean(page, 'status');
  });
}

/** The applicant step of the English form, as Amna Yousif fills it. */
async function fillAmna(
  page: Page,
  l: (typeof cases)[number]['labels'],
  idNumber: string,
  email: string,
) {
  await page.getByLabel(l.nameAr, { exact: true }).fill('آمنة يوسف');
  await page.getByLabel(l.nameEn, { exact: true }).fill('Amna Yousif');
  await page.getByLabel(l.dateOfBirth, { exact: true }).fill('2007-11-02');
  await page.getByLabel(l.nationality, { exact: true }).fill('Sudanese');
  await page.getByLabel(l.idNumber, { exact: true }).fill(idNumber);
  await page.getByLabel(l.phone, { exact: true }).fill('+249912345678');
  await page.getByLabel(l.email, { exact: true }).fill(email);
  await page.getByLabel(l.city, { exact: true }).fill('Omdurman');
}

test('Back from the qualification shows the details as they were typed, not the certificate’s', async ({
  page,
}) => {
  // Each step is a component of its own: an input of the step left is never handed to the next
  // one (it was: the ID number showed the certificate's year after Back, the phone its average).
  const c = cases[1];
  const l = c.labels;
  await page.goto('/en/admission/application');
  await page.getByLabel(c.programme, { exact: true }).selectOption({ label: c.it });
  await next(page, c);
  await fillAmna(page, l, 'P7654321', 'back-step@example.com');
  await next(page, c);
  await expectStep(page, c, 2);
  await expect(page.getByLabel(l.year, { exact: true })).toHaveValue('');
  await page.getByLabel(l.year, { exact: true }).fill('2025');
  await page.getByLabel(l.percentage, { exact: true }).fill('80');
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expectStep(page, c, 1);
  await expect(page.getByLabel(l.idNumber, { exact: true })).toHaveValue('P7654321');
  await expect(page.getByLabel(l.phone, { exact: true })).toHaveValue('+249912345678');
  await next(page, c);
  await expect(page.getByLabel(l.year, { exact: true })).toHaveValue('2025');
});

test('what a visitor answers before the form’s script has run stays, over an older draft', async ({
  page,
}) => {
  const c = cases[1];
  const l = en.ApplicationForm;
  const programme = page.getByLabel(c.programme, { exact: true });
  // An older draft in this browser: Media chosen on an earlier visit.
  await page.goto('/en/admission/application');
  await programme.selectOption({ label: 'Media' });
  await expect(page.getByTestId('minimum-note')).toContainText('Media');

  // A slow phone: the form is there, and used, before its script.
  const { release, unhold } = await holdScripts(page);
  await page.goto('/en/admission/application', { waitUntil: 'commit' });
  await programme.selectOption({ label: 'Law' });
  release();
  await expect(page.getByText(l.draftRestored)).toBeVisible();
  await expect(programme).toHaveValue('law');
  await expect(page.getByTestId('minimum-note')).toHaveText(
    /^Law asks for an average of at least \d+%\.$/,
  );
  await unhold();

  // Without a draft, the track chosen at once is the form's: its programmes are offered.
  await page.evaluate(() => localStorage.clear());
  const again = await holdScripts(page);
  await page.goto('/en/admission/application', { waitUntil: 'commit' });
  await page.getByRole('radio', { name: l.tracks.graduate }).check();
  again.release();
  await expect(programme.locator('option[value="executive-mba"]')).toBeAttached();
  await expect(page.getByRole('radio', { name: l.tracks.graduate })).toBeChecked();
  await programme.selectOption('executive-mba');
  await expect(programme).toHaveValue('executive-mba');
  await again.unhold();
});

test('a connection dropped during the submit creates exactly one application', async ({ page }) => {
  test.setTimeout(120_000);
  const c = cases[1];
  const l = c.labels;
  await page.goto('/en/admission/application');
  await page.getByLabel(c.programme, { exact: true }).selectOption({ label: c.it });
  await next(page, c);
  await fillAmna(page, l, 'P1234567', `dropped-${Date.now()}@example.com`);
  await next(page, c);
  await page.getByLabel(l.type, { exact: true }).selectOption({ label: c.sudanese });
  await page.getByLabel(l.stream, { exact: true }).selectOption({ label: c.science });
  await page.getByLabel(l.year, { exact: true }).fill('2025');
  await page.getByLabel(l.percentage, { exact: true }).fill('77.5');
  await next(page, c);
  await page.getByLabel(l.guardianName, { exact: true }).fill('Yousif Ali');
  await page.getByLabel(l.guardianPhone, { exact: true }).fill('0123456789');
  await page.getByLabel(l.declaration).check();
  await next(page, c);

  // The first submit reaches the server, which creates the application; its answer is lost.
  const attempts: { key: string; status: number | null; reference?: string }[] = [];
  await page.route('**/api/applications', async (route) => {
    const { idempotencyKey } = route.request().postDataJSON() as { idempotencyKey: string };
    if (attempts.length === 0) {
      const response = await route.fetch();
      const body = (await response.json()) as { reference: string };
      attempts.push({ key: idempotencyKey, status: null, reference: body.reference });
      await route.abort('connectionreset');
      return;
    }
    const response = await route.fetch();
    const body = (await response.json()) as { reference: string };
    attempts.push({ key: idempotencyKey, status: response.status(), reference: body.reference });
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: c.submit }).click();
  const started = page.getByTestId('started-application');
  await expect(started.getByRole('heading', { name: c.started })).toBeVisible({
    timeout: 20_000,
  });
  // The retry used the same key and found the application the first attempt created.
  expect(attempts).toHaveLength(2);
  expect(attempts[1]!.key).toBe(attempts[0]!.key);
  expect(attempts[1]!.status).toBe(200);
  expect(attempts[1]!.reference).toBe(attempts[0]!.reference);
  await expect(started.getByRole('heading').locator('bdi')).toHaveText(attempts[0]!.reference!);
});

test('a visitor who only reads the application page downloads neither the form’s checks nor the documents tab', async ({
  page,
}) => {
  // #23: both are fetched when the browser is idle after the visitor first acts
  // (whenEngaged, src/components/ui/when-idle.ts). A wide screen: on a phone the menu's panel is
  // fetched when idle, which is not what this test is about.
  await page.setViewportSize({ width: 1280, height: 900 });
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.push(response.text().catch(() => ''));
    }
  });
  const loaded = async () => (await Promise.all(scripts)).join('\n');
  await page.goto('/en/admission/application');
  await expect(page.locator('[data-application-form] button[type="submit"]')).toBeEnabled();
  await page.waitForLoadState('networkidle');
  // The browser idle, twice over: what whenIdle would have run by now has run.
  await page.evaluate(
    () => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))),
  );
  await page.waitForTimeout(500);
  const read = await loaded();
  expect(read).not.toContain('ZodError');
  expect(read).not.toContain('saved-applicant');

  // The first choice on the form: both follow, once the browser is idle.
  await page.getByLabel(cases[1].programme, { exact: true }).selectOption({ label: cases[1].it });
  await expect.poll(async () => (await loaded()).includes('ZodError')).toBe(true);
  await expect.poll(async () => (await loaded()).includes('saved-applicant')).toBe(true);
});

test('a form sent on one device is completed on another with the e-mailed link', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const c = cases[1];
  const l = c.labels;
  const email = `two-devices-${Date.now()}@example.com`;
  await page.goto('/en/admission/application');
  await page.getByLabel(c.programme, { exact: true }).selectOption({ label: c.it });
  await next(page, c);
  await fillAmna(page, l, 'P2468013', email);
  await next(page, c);
  await page.getByLabel(l.type, { exact: true }).selectOption({ label: c.sudanese });
  await page.getByLabel(l.stream, { exact: true }).selectOption({ label: c.science });
  await page.getByLabel(l.year, { exact: true }).fill('2025');
  await page.getByLabel(l.percentage, { exact: true }).fill('81');
  await next(page, c);
  await page.getByLabel(l.guardianName, { exact: true }).fill('Yousif Ali');
  await page.getByLabel(l.guardianPhone, { exact: true }).fill('0123456789');
  await page.getByLabel(l.declaration).check();
  await next(page, c);
  await page.getByRole('button', { name: c.submit }).click();
  const reference = await page
    .getByTestId('started-application')
    .getByRole('heading')
    .locator('bdi')
    .textContent();

  // The applicant leaves this computer; the e-mail's link opens the documents on a phone.
  await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBe(1);
  const mail = mailTo(email)[0]!;
  expect(mail.subject).toContain(reference!);
  const link = new URL(/https?:\/\/\S+#continue=\S+/.exec(mail.text)![0]);
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
  const other = await phone.newPage();
  await other.goto(link.pathname + link.search + link.hash);
  const started = other.getByTestId('started-application');
  await expect(started.getByRole('heading').locator('bdi')).toHaveText(reference!);
  // The key leaves the address bar once read.
  await expect(other).toHaveURL(/\/en\/admission\/application\?tab=documents$/);
  await other.getByTestId('file-id').setInputFiles(files.id);
  await other.getByTestId('file-certificate').setInputFiles(files.certificate);
  await other.getByTestId('file-photo').setInputFiles(files.photo);
  await other.getByRole('button', { name: c.upload, exact: true }).tap();
  await expect(other.getByRole('heading', { name: c.confirmation })).toBeVisible({
    timeout: 30_000,
  });
  await expect(other.getByTestId('receipt')).toContainText(reference!);
  await phone.close();
});

test('a form not yet sent continues on another device with an e-mailed link', async ({
  browser,
  page,
}) => {
  test.setTimeout(120_000);
  const c = cases[0];
  const l = c.labels;
  const email = `draft-${Date.now()}@example.com`;
  // Started on a phone, in Arabic: the programme and the applicant's details.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  const mine = await phone.newPage();
  await mine.goto('/admission/application');
  await mine.getByLabel(c.programme, { exact: true }).selectOption({ label: c.it });
  await next(mine, c);
  await expectStep(mine, c, 1);
  await fillAmna(mine, l, 'P1357924', email);
  const offer = mine.locator('[data-continue-elsewhere]');
  await offer.getByText(ar.ApplicationForm.continueHeading).tap();
  await expect(offer.getByLabel(ar.ApplicationForm.continueEmail)).toHaveValue(email);
  await offer.getByRole('button', { name: ar.ApplicationForm.continueSend }).tap();
  await expect(offer.locator('[data-continue-sent]')).toContainText(email);
  await axeClean(mine, 'the offer to continue on another device');

  // The e-mail's link, opened on a computer: the same answers, at the same step.
  await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBe(1);
  const mail = mailTo(email)[0]!;
  expect(mail.subject).toBe(
    fill(ar.Upload.mailDraftSubject, { college: 'كلية الرواد للعلوم والتقانة' }),
  );
  const link = new URL(/https?:\/\/\S+#draft=\S+/.exec(mail.text)![0]);
  expect(link.pathname).toBe('/admission/application');
  await page.goto(link.pathname + link.hash);
  await expectStep(page, c, 1);
  await expect(page.getByText(ar.ApplicationForm.draftFromLink)).toBeVisible();
  await expect(page.getByLabel(l.nameEn, { exact: true })).toHaveValue('Amna Yousif');
  await expect(page.getByLabel(l.idNumber, { exact: true })).toHaveValue('P1357924');
  // The key leaves the address bar once read; the draft is now this browser's too.
  await expect(page).toHaveURL(/\/admission\/application$/);
  await page.reload();
  await expect(page.getByLabel(l.email, { exact: true })).toHaveValue(email);

  // A link with a wrong key, opened in a new tab, opens nothing, and says so.
  const wrong = await page.context().newPage();
  await wrong.goto(
    `${link.pathname}${link.hash.replace(/.$/, (last) => (last === 'A' ? 'B' : 'A'))}`,
  );
  await expect(wrong.getByText(ar.ApplicationForm.draftLinkExpired)).toBeVisible();
  await phone.close();
});

test('medicine sent before its window opens leads back to the programme, with the date it opens (inside it, it is sent)', async ({
  page,
}) => {
  const c = cases[1];
  const window = applicationWindow('medicine', new Date())!;
  const t = en.ApplicationForm;
  await page.goto('/en/admission/application');
  const intake = await page.locator('select[name="intake"] option').first().getAttribute('value');
  // A draft filled in to its last step, as the applicant left it.
  await page.evaluate(
    ({ values, key }) =>
      localStorage.setItem('application-form-draft-v1', JSON.stringify({ values, step: 4, key })),
    {
      values: validForm({
        programme: 'medicine',
        intake: intake!,
        email: `early-${Date.now()}@example.com`,
        qualification: {
          kind: 'secondary',
          type: 'sudanese',
          stream: 'science',
          year: '2026',
          percentage: '93',
        },
      }),
      key: randomUUID(),
    },
  );
  await page.reload();
  await expectStep(page, c, 4);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/applications')) sent.push(request.method());
  });
  await page.getByRole('button', { name: c.submit }).click();
  if (window.open) {
    // Today is inside the window: the form goes, once, and its documents come next.
    await expect(
      page.getByTestId('started-application').getByRole('heading', { name: c.started }),
    ).toBeVisible({ timeout: 20_000 });
    expect(sent).toEqual(['POST']);
    return;
  }
  await expectStep(page, c, 0);
  const note = fill(t.windowClosed, {
    programme: c.medicine,
    opens: formatDate('en', window.opens),
    closes: formatDate('en', window.closes),
  });
  const summary = page.getByRole('alert').filter({ hasText: c.problem });
  await expect(summary.getByRole('link', { name: `${c.programme}: ${note}` })).toBeVisible();
  await expect(page.getByLabel(c.programme, { exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  expect(sent).toEqual([]);
  await axeClean(page, 'medicine before its window');
});
