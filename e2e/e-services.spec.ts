import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { getPlatformFaq } from '../content/e-services';
import { pdfText, squash } from '../test/support/pdf/pdf-text';
import arMessages from '../messages/ar.json';
import enMessages from '../messages/en.json';
import { mailDir } from '../playwright.config';
import { seriousViolations } from './helpers';

/**
 * The e-services pages (spec 000 section 2, issue #13): the platform hub's tabs, user guide,
 * FAQ and support request dialogs; the e-mail pages' hand-over to webmail; the portal's links.
 */

const cases = [
  {
    lang: 'ar' as const,
    prefix: '',
    m: arMessages,
    tabs: ['التعلم', 'البحث', 'الإدارة', 'المجتمع'],
    next: 'ArrowLeft',
    region: 'الإشعارات',
  },
  {
    lang: 'en' as const,
    prefix: '/en',
    m: enMessages,
    tabs: ['Learning', 'Research', 'Administration', 'Community'],
    next: 'ArrowRight',
    region: 'Notifications',
  },
];

/** The messages the test mail server has received so far. */
function receivedMail(): { to: string; subject: string; text: string }[] {
  let files: string[] = [];
  try {
    files = readdirSync(mailDir);
  } catch {
    return [];
  }
  return files.map((file) => JSON.parse(readFileSync(path.join(mailDir, file), 'utf8')));
}

/** The requests forwarded to support (each visitor's acknowledgement left out). */
const forwards = () => receivedMail().filter((mail) => mail.to === 'helpdesk@alrowad.edu.sd');

for (const c of cases) {
  const s = c.m.Support;
  test.describe(`platform hub (${c.lang})`, () => {
    test('tabs: learning first; click and keyboard follow the reading direction; each access link opens the platform in a new tab', async ({
      page,
    }) => {
      await page.goto(`${c.prefix}/e-services/platform`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveText(c.tabs);
      await expect(page.getByRole('tab', { name: c.tabs[0] })).toHaveAttribute(
        'aria-selected',
        'true',
      );

      for (const [index, label] of c.tabs.entries()) {
        await page.getByRole('tab', { name: label }).click();
        const panel = page.getByRole('tabpanel');
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('list').first().getByRole('listitem')).toHaveCount(4);
        const access = panel.getByRole('link', {
          name: new RegExp(c.m.Links.newTab.replace(/[()]/g, '\\$&')),
        });
        await expect(access).toHaveCount(1);
        await expect(access).toHaveAttribute('href', 'https://lms.alrowad.edu.sd/login');
        await expect(access).toHaveAttribute('target', '_blank');
        await expect(access).toHaveAttribute('rel', /noopener/);
        if (index > 0) await expect(page).toHaveURL(/[?&]tab=/);
      }

      await page.getByRole('tab', { name: c.tabs[0] }).focus();
      await page.keyboard.press(c.next);
      await expect(page.getByRole('tab', { name: c.tabs[1] })).toBeFocused();
      await expect(page.getByRole('tab', { name: c.tabs[1] })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: c.tabs[3] })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.keyboard.press('Home');
      await expect(page.getByRole('tab', { name: c.tabs[0] })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });

    test('the user guide downloads as a PDF with a localised name, says so, and its text extracts', async ({
      page,
    }) => {
      await page.goto(`${c.prefix}/e-services/platform`);
      const link = page.getByRole('link', { name: c.m.Platform.guideDownload });
      await expect(link).toHaveAttribute('download', c.m.Platform.guideFileName);
      const downloadPromise = page.waitForEvent('download');
      await link.click();
      const download = await downloadPromise;
      expect(download.suggestedFilename()).toBe(c.m.Platform.guideFileName);
      await expect(
        page.getByRole('region', { name: c.region }).getByText(c.m.Platform.guideNoticeTitle),
      ).toBeVisible();

      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const { text } = await pdfText(await response.body());
      const extracted = squash(text);
      for (const item of getPlatformFaq(c.lang).slice(0, 3)) {
        expect(extracted).toContain(squash(item.question));
      }
    });

    test('the FAQ dialog: seven questions, focus trapped, Escape closes and focus returns, axe clean', async ({
      page,
    }) => {
      await page.goto(`${c.prefix}/e-services/platform`);
      const open = page.getByRole('button', { name: c.m.Platform.faqOpen });
      await open.click();
      const dialog = page.getByRole('dialog', { name: c.m.Platform.faqTitle });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(
        getPlatformFaq(c.lang).map((item) => item.question),
      );
      expect(await seriousViolations(page)).toEqual([]);
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(open).toBeFocused();
    });

    test('the support form: an empty submit shows every field error and sends nothing', async ({
      page,
    }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.goto(`${c.prefix}/e-services/platform`);
      await page.getByRole('button', { name: s.open }).click();
      const dialog = page.getByRole('dialog', { name: s.dialogTitle });
      await expect(dialog.getByLabel(s.issueType)).toHaveValue('');
      await dialog.getByRole('button', { name: s.submit }).click();
      for (const [label, error] of [
        [s.fullName, s.errors.nameRequired],
        [s.email, s.errors.emailRequired],
        [s.issueType, s.errors.issueTypeRequired],
        [s.description, s.errors.descriptionRequired],
      ]) {
        await expect(dialog.getByText(error!, { exact: true })).toBeVisible();
        await expect(dialog.getByLabel(label!, { exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      }
      expect(await seriousViolations(page)).toEqual([]);
      await dialog.getByLabel(s.email, { exact: true }).fill('not-an-address');
      await dialog.getByRole('button', { name: s.submit }).click();
      await expect(dialog.getByText(s.errors.emailInvalid, { exact: true })).toBeVisible();
      expect(posts.filter((url) => url.includes('/api/support-requests'))).toEqual([]);
    });

    test('the support form: a valid request is stored, e-mailed to support, confirmed, and the form cleared', async ({
      page,
    }) => {
      const name = c.lang === 'ar' ? 'هالة عثمان' : 'Hala Osman';
      const description = `${c.lang} ${Date.now()}: the quiz page stays blank after sign-in.`;
      await page.goto(`${c.prefix}/e-services/platform`);
      const open = page.getByRole('button', { name: s.open });
      await open.click();
      const dialog = page.getByRole('dialog', { name: s.dialogTitle });
      await dialog.getByLabel(s.fullName, { exact: true }).fill(name);
      await dialog.getByLabel(s.email, { exact: true }).fill('hala@example.com');
      await dialog.getByLabel(s.issueType, { exact: true }).selectOption('technical');
      await dialog.getByLabel(s.description, { exact: true }).fill(description);
      await dialog.getByRole('button', { name: s.submit }).click();

      const notice = page.getByRole('region', { name: c.region });
      await expect(notice.getByText(s.receivedTitle)).toBeVisible();
      const body = await notice.getByText(/SUP-\d{4}-[A-Z0-9]{6}/).textContent();
      const reference = body!.match(/SUP-\d{4}-[A-Z0-9]{6}/)![0];

      await expect
        .poll(() => forwards().filter((mail) => mail.text.includes(description)).length)
        .toBe(1);
      const mail = forwards().find((item) => item.text.includes(description))!;
      expect(mail.to).toBe('helpdesk@alrowad.edu.sd');
      expect(mail.subject).toContain(reference);
      expect(mail.text).toContain(name);
      expect(mail.text).toContain('hala@example.com');

      // The dialog keeps the reference on show (the notice goes away); the fields are cleared.
      await expect(dialog.getByTestId('support-reference')).toHaveText(reference);
      await expect(dialog.getByText(s.receivedNext)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await open.click();
      for (const label of [s.fullName, s.email, s.description]) {
        await expect(dialog.getByLabel(label, { exact: true })).toHaveValue('');
      }
      await expect(dialog.getByLabel(s.issueType, { exact: true })).toHaveValue('');
    });

    test('the support form: a refusal from the server shows its message and keeps what was typed', async ({
      page,
    }) => {
      await page.route('**/api/support-requests', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          body: JSON.stringify({
            error: {
              code: 'rate_limited',
              message: {
                ar: arMessages.ApiErrors.rate_limited,
                en: enMessages.ApiErrors.rate_limited,
              },
            },
          }),
        }),
      );
      await page.goto(`${c.prefix}/e-services/platform`);
      await page.getByRole('button', { name: s.open }).click();
      const dialog = page.getByRole('dialog', { name: s.dialogTitle });
      await dialog.getByLabel(s.fullName, { exact: true }).fill('Kamal');
      await dialog.getByLabel(s.email, { exact: true }).fill('kamal@example.com');
      await dialog.getByLabel(s.issueType, { exact: true }).selectOption('login');
      await dialog.getByLabel(s.description, { exact: true }).fill('Cannot sign in.');
      await dialog.getByRole('button', { name: s.submit }).click();
      await expect(
        page.getByRole('region', { name: c.region }).getByText(c.m.ApiErrors.rate_limited),
      ).toBeVisible();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByLabel(s.fullName, { exact: true })).toHaveValue('Kamal');
      await expect(dialog.getByLabel(s.description, { exact: true })).toHaveValue(
        'Cannot sign in.',
      );
    });

    test('the support form: closing the dialog keeps what was typed', async ({ page }) => {
      await page.goto(`${c.prefix}/e-services/platform`);
      const open = page.getByRole('button', { name: s.open });
      await open.click();
      const dialog = page.getByRole('dialog', { name: s.dialogTitle });
      await dialog.getByLabel(s.fullName, { exact: true }).fill('Nada Elamin');
      await dialog.getByLabel(s.issueType, { exact: true }).selectOption('access');
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await open.click();
      await expect(dialog.getByLabel(s.fullName, { exact: true })).toHaveValue('Nada Elamin');
      await expect(dialog.getByLabel(s.issueType, { exact: true })).toHaveValue('access');
    });

    test('publishes the seven questions as FAQPage structured data', async ({ page }) => {
      await page.goto(`${c.prefix}/e-services/platform`);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const data = blocks
        .map((text) => JSON.parse(text) as Record<string, unknown> & { mainEntity: [] })
        .find((block) => block['@type'] === 'FAQPage');
      expect(data).toBeDefined();
      expect(data!.mainEntity.map((q: { name: string }) => q.name)).toEqual(
        getPlatformFaq(c.lang).map((item) => item.question),
      );
    });
  });

  test.describe(`e-mail pages (${c.lang})`, () => {
    for (const kind of ['student', 'staff'] as const) {
      test(`${kind}: the form hands over to webmail with the username, and the password goes nowhere`, async ({
        page,
      }) => {
        const secret = 'S3cret-Pa55word!';
        const seen: { url: string; body: string | null }[] = [];
        page.on('request', (request) =>
          seen.push({ url: request.url(), body: request.postData() }),
        );
        await page.route('https://outlook.office.com/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Webmail</title>' }),
        );
        await page.goto(`${c.prefix}/e-services/${kind}-email`);
        await expect(page.getByText(c.m.EmailLogin.note.slice(0, 30))).toBeVisible();
        await page
          .getByLabel(c.m.EmailLogin.username, { exact: true })
          .fill('s20241037@std.alrowad.edu.sd');
        // Before anything is typed, the password field says where the password goes, and
        // takes none here (so no one types it twice).
        const password = page.getByLabel(c.m.EmailLogin.password, { exact: true });
        await expect(password).not.toBeEditable();
        await expect(password).toHaveAccessibleDescription(
          c.m.EmailLogin.passwordHint.replace('{host}', 'outlook.office.com'),
        );
        await password.pressSequentially(secret);
        await expect(password).toHaveValue('');
        await page.getByRole('button', { name: c.m.EmailLogin.submit }).click();
        await expect(page).toHaveURL(
          'https://outlook.office.com/mail/?login_hint=s20241037%40std.alrowad.edu.sd',
        );
        for (const request of seen) {
          expect(request.url).not.toContain(secret);
          expect(request.url).not.toContain('S3cret');
          expect(request.body ?? '').not.toContain(secret);
        }
      });
    }

    test('the mailbox figures of the spec are on each page', async ({ page }) => {
      await page.goto(`${c.prefix}/e-services/student-email`);
      for (const figure of ['50GB', '1TB', '5'])
        await expect(page.getByText(figure).first()).toBeVisible();
      await page.goto(`${c.prefix}/e-services/staff-email`);
      for (const figure of ['100GB', '5TB', 'Teams'])
        await expect(page.getByText(figure).first()).toBeVisible();
    });
  });

  test(`portal (${c.lang}): no link is '#'; unconfigured sign-ins lead to how to sign in`, async ({
    page,
  }) => {
    await page.goto(`${c.prefix}/e-services/portal`);
    await expect(page.locator('main a[href="#"]')).toHaveCount(0);
    const help = page.getByRole('link', { name: `(${c.m.Links.howToSignIn})` });
    expect(await help.count()).toBeGreaterThanOrEqual(3 + 12);
    await expect(page.getByText(c.m.Links.opensWithAccount).first()).toBeVisible();
    await help.first().click();
    await expect(page).toHaveURL(new RegExp(`${c.prefix}/e-services/guide#college-account$`));
    await expect(page.locator('#college-account')).toBeInViewport();
  });

  test(`faculty sites (${c.lang}): six cards with e-mail, office and a personal site`, async ({
    page,
  }) => {
    await page.goto(`${c.prefix}/e-services/faculty-sites`);
    const cards = page.locator('#faculty li').filter({ has: page.locator('h3') });
    await expect(cards).toHaveCount(6);
    for (const card of await cards.all()) {
      await expect(card.locator('a[href^="mailto:"]')).toHaveCount(1);
      await expect(card.locator('a[href^="https://"]')).toHaveAttribute('target', '_blank');
    }
  });
}
