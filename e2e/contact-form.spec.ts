import { expect, test } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { seriousViolations } from './helpers';
import { mailTo } from './staff-helpers';

/**
 * The contact page's form (issue #45, item 6): a visitor on a phone writes at once, as the page
 * opens; a wrong address is refused under its field with what was typed kept; the message is
 * sent, the visitor is told its reference and e-mailed it, and the support desk gets it with a
 * Reply-To of the visitor.
 */

const stamp = Date.now();

test('Arabic phone: a message written as the page opens reaches the desk, and the visitor gets its reference', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    extraHTTPHeaders: { 'X-Real-IP': '198.51.100.91' },
  });
  try {
    const page = await phone.newPage();
    await page.goto('/contact');
    const form = page.locator('[data-contact-form]');
    const t = ar.ContactForm;
    const visitor = { name: 'سلمى عثمان', email: `contact-${stamp}@example.com` };
    const message = `هل يمكن زيارة الحرم الجامعي مع ابني الأسبوع القادم؟ (${stamp})`;
    // Typed at once, before anything says the page's scripts have run.
    await form.getByLabel(t.fullName).fill(visitor.name);
    await form.getByLabel(t.email).fill('salma-at-example.com');
    await form.getByLabel(t.subject).fill('زيارة الحرم');
    await form.getByLabel(t.message, { exact: true }).fill(message);
    await form.getByRole('button', { name: t.submit }).tap();
    // The server's refusal, under its field, in Arabic; everything typed is still there.
    await expect(form.getByText(t.errors.emailInvalid)).toBeVisible();
    await expect(form.getByLabel(t.message, { exact: true })).toHaveValue(message);
    expect(await seriousViolations(page)).toEqual([]);

    await form.getByLabel(t.email).fill(visitor.email);
    await form.getByRole('button', { name: t.submit }).tap();
    const sent = page.locator('[data-contact-sent]');
    await expect(sent.getByRole('heading', { name: t.sentTitle })).toBeFocused();
    const reference = (await sent.getAttribute('data-contact-sent'))!;
    expect(reference).toMatch(/^SUP-\d{4}-[A-Z0-9]{6}$/);
    await expect(sent).toContainText(reference);
    expect(await seriousViolations(page)).toEqual([]);

    // The visitor's acknowledgement, in Arabic, with the reference and the reply link, and none
    // of the visitor's words (the address is not verified).
    await expect
      .poll(
        () => mailTo(visitor.email).filter((mail) => mail.subject.startsWith(`[${reference}]`)),
        {
          timeout: 20_000,
        },
      )
      .toHaveLength(1);
    const [acknowledgement] = mailTo(visitor.email);
    expect(acknowledgement!.text).toContain(reference);
    expect(acknowledgement!.text).not.toContain(message);
    expect(acknowledgement!.text).toMatch(/\/support\/reply#[0-9a-f-]{36}\./);
    // The desk's copy answers to the visitor.
    await expect
      .poll(
        () =>
          mailTo('helpdesk@alrowad.edu.sd').filter(
            (mail) => mail.subject.startsWith(`[${reference}]`) && mail.text.includes(message),
          ),
        { timeout: 20_000 },
      )
      .toEqual([expect.objectContaining({ replyTo: visitor.email })]);
  } finally {
    await phone.close();
  }
});

test('English: an empty message is refused in the browser, each field saying what it needs', async ({
  page,
}) => {
  await page.goto('/en/contact');
  const form = page.locator('[data-contact-form]');
  // Something typed (the page's scripts start), then erased: the fields are empty again.
  await form.getByLabel(en.ContactForm.fullName).fill('x');
  await form.getByLabel(en.ContactForm.fullName).fill('');
  await form.getByRole('button', { name: en.ContactForm.submit }).click();
  for (const error of [
    en.ContactForm.errors.nameRequired,
    en.ContactForm.errors.emailRequired,
    en.ContactForm.errors.subjectRequired,
    en.ContactForm.errors.messageRequired,
  ]) {
    await expect(form.getByText(error)).toBeVisible();
  }
  await expect(form.getByText(en.ContactForm.errorSummary)).toBeVisible();
});
