import { expect, test, type Page } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { formatDayOf } from '../src/lib/format';
import { completeApplication } from './complete-application';
import { seriousViolations } from './helpers';

/**
 * The status page (/admission/status, /en/admission/status) with a real application: made
 * complete through the application API (start, three documents, submit), then looked up on the
 * page in each language. The server allows 10 lookups a minute per client and every test of the
 * suite shares one client address, so this file makes four (one found and one not found in each
 * language); the form's own checks send nothing.
 */
const cases = [
  {
    lang: 'ar',
    prefix: '',
    dir: 'rtl',
    title: 'حالة الطلب',
    labels: ar.ApplicationStatus,
    notFound: ar.ApiErrors.status_not_found,
    /** The application fee as the college's first figures state it (`{fee}` in the catalogue). */
    fee: '100 جنيه سوداني',
  },
  {
    lang: 'en',
    prefix: '/en',
    dir: 'ltr',
    title: 'Application Status',
    labels: en.ApplicationStatus,
    notFound: en.ApiErrors.status_not_found,
    fee: '100 Sudanese pounds',
  },
] as const;

// One application for the whole file, so the file runs in one worker, in order.
test.describe.configure({ mode: 'serial' });

const applicant = {
  name: 'Status Applicant',
  email: `status-${Date.now()}@example.com`,
};
let reference = '';

test.beforeAll(async () => {
  test.setTimeout(60_000);
  ({ reference } = await completeApplication({ ...applicant, locale: 'en' }));
});

/** Western digits as an Arabic keyboard types them (٠-٩). */
const arabicDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/** Opens the page and waits until React has hydrated the form, so typing reaches its state. */
async function openLookup(page: Page, c: (typeof cases)[number]) {
  await page.goto(`${c.prefix}/admission/status`);
  await expect(page.locator('html')).toHaveAttribute('dir', c.dir);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.title);
  const form = page.locator('form[data-status-lookup]');
  await expect
    .poll(() =>
      form.evaluate((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactFiber')),
      ),
    )
    .toBe(true);
  return {
    reference: page.getByLabel(c.labels.reference, { exact: true }),
    email: page.getByLabel(c.labels.email, { exact: true }),
    submit: page.getByRole('button', { name: c.labels.submit }),
  };
}

/** Counts the lookups the page sends to the server. */
function countLookups(page: Page): () => number {
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/applications/status')) sent++;
  });
  return () => sent;
}

for (const c of cases) {
  test.describe(`application status (${c.lang})`, () => {
    test('shows where the application is, on a phone, in both themes, and links to how to pay', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const field = await openLookup(page, c);
      // As typed on a phone: lower case, Arabic-Indic digits, the address in capitals.
      await field.reference.fill(arabicDigits(reference.toLowerCase()));
      await field.email.fill(applicant.email.toUpperCase());
      // Leaving the field writes the reference as it is printed.
      await expect(field.reference).toHaveValue(reference);
      await field.submit.click();

      const answer = page.locator('[data-status-outcome="found"]');
      const heading = answer.getByRole('heading', { level: 2 });
      await expect(heading).toContainText(reference);
      await expect(heading).toBeFocused();
      await expect(answer.locator('[data-status="received"]')).toHaveText(
        c.labels.statuses.received.label,
      );
      await expect(answer).toContainText(c.labels.statuses.received.body.replace('{fee}', c.fee));
      // The day of the last change (the submission, just now), in the page's language.
      const time = answer.locator('time');
      const when = (await time.getAttribute('datetime'))!;
      expect(Date.now() - Date.parse(when)).toBeLessThan(30 * 60_000);
      if (c.lang === 'en') {
        await expect(time).toHaveText(formatDayOf('en', when));
      } else {
        // Chromium's Arabic month names may differ from Node's by a mark or a spelling: the year
        // and the Western digits are what must hold.
        await expect(time).toContainText(String(new Date(when).getUTCFullYear()));
        await expect(time).not.toHaveText(/[٠-٩]/);
      }
      await expect(answer.getByRole('link', { name: c.labels.feesLink })).toHaveAttribute(
        'href',
        `${c.prefix}/admission/fees#pay`,
      );
      // The status only: neither the applicant's name nor a document.
      await expect(page.locator('main')).not.toContainText(applicant.name);
      await expect(page.locator('main')).not.toContainText('national-id.pdf');
      // What was typed stays for another look.
      await expect(field.email).toHaveValue(applicant.email.toUpperCase());

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page), 'light').toEqual([]);
      await page.evaluate(() => {
        document.documentElement.classList.add('dark');
        document.documentElement.style.colorScheme = 'dark';
      });
      expect(await seriousViolations(page), 'dark').toEqual([]);
    });

    test('says what to correct without asking the server, then says plainly when nothing is found', async ({
      page,
    }) => {
      const field = await openLookup(page, c);
      const lookups = countLookups(page);

      // Nothing typed: a summary, focused, with a link to each field, and a message under each.
      await field.submit.click();
      const summary = page.getByRole('alert').filter({ hasText: c.labels.errorSummary });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        c.labels.errors.referenceRequired,
        c.labels.errors.emailRequired,
      ]);
      await expect(field.reference).toHaveAttribute('aria-invalid', 'true');
      await expect(field.email).toHaveAttribute('aria-invalid', 'true');
      await expect(field.reference).toHaveAccessibleDescription(
        `${c.labels.referenceHint} ${c.labels.errors.referenceRequired}`,
      );
      await summary.getByRole('link', { name: c.labels.errors.emailRequired }).click();
      await expect(field.email).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);

      // A reference of the wrong form (0, O, 1 and I are never in one).
      await field.reference.fill('RWD-2026-O0I1AB');
      await field.email.fill(applicant.email);
      await field.submit.click();
      await expect(summary.getByRole('link')).toHaveText([c.labels.errors.referenceInvalid]);
      await expect(field.email).not.toHaveAttribute('aria-invalid', 'true');
      expect(lookups()).toBe(0);

      // A well-formed reference that no application has: the server's answer, in this language.
      await field.reference.fill('RWD-2020-ZZZZZZ');
      await field.submit.click();
      const notFound = page.locator('[data-status-outcome="not-found"]');
      await expect(notFound).toHaveAttribute('role', 'alert');
      await expect(notFound.getByRole('heading')).toHaveText(c.labels.notFoundTitle);
      await expect(notFound.getByRole('heading')).toBeFocused();
      await expect(notFound).toContainText(c.notFound);
      await expect(summary).toHaveCount(0);
      expect(lookups()).toBe(1);
      // What was typed stays, to be corrected.
      await expect(field.reference).toHaveValue('RWD-2020-ZZZZZZ');
      await expect(field.email).toHaveValue(applicant.email);
      await expect(page.locator('[data-status-outcome="found"]')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the admission page links to the status page in both languages', async ({ page }) => {
  for (const c of cases) {
    await page.goto(`${c.prefix}/admission`);
    await expect(
      page.locator('main section').first().locator(`a[href="${c.prefix}/admission/status"]`),
    ).toBeVisible();
  }
});
