import { expect, test } from './fixtures';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, mailTo, signIn } from './staff-helpers';

/**
 * The e-mails' wording (issue #46, item 3), as an administrator changes it: from the settings
 * page to the wording's; a stray brace is refused under its field and nothing is saved; the
 * acknowledgement of a contact message is then written with the new words, in each language
 * with its own, the site's placeholders filled in; an emptied field is the first text again.
 * In the `site-wide` project: every other test's acknowledgements keep the first wording.
 */

test.describe.configure({ mode: 'serial' });

const t = en.StaffMailWording;
const stamp = Date.now();
const subject = 'We have your message {reference}, thank you';
const next = `A person from the college reads every message within a working day (${stamp}).`;
const arabicNext = `يقرأ أحد موظفي الكلية كل رسالة خلال يوم عمل (${stamp}).`;

/** Sends a message from the contact page in `locale`; its reference. */
async function sendMessage(
  page: import('@playwright/test').Page,
  locale: 'ar' | 'en',
  email: string,
): Promise<string> {
  const words = (locale === 'ar' ? ar : en).ContactForm;
  await page.goto(locale === 'ar' ? '/contact' : '/en/contact');
  const form = page.locator('[data-contact-form]');
  await form.getByLabel(words.fullName).fill(locale === 'ar' ? 'سلمى عثمان' : 'Salma Osman');
  await form.getByLabel(words.email).fill(email);
  await form.getByLabel(words.subject).fill(locale === 'ar' ? 'زيارة الحرم' : 'Campus visit');
  await form
    .getByLabel(words.message, { exact: true })
    .fill(locale === 'ar' ? 'هل يمكن زيارة الحرم؟' : 'May we visit the campus next week?');
  await form.getByRole('button', { name: words.submit }).click();
  const sent = page.locator('[data-contact-sent]');
  await expect(sent.getByRole('heading', { name: words.sentTitle })).toBeVisible();
  return (await sent.getAttribute('data-contact-sent'))!;
}

async function acknowledgement(email: string) {
  await expect.poll(() => mailTo(email).length, { timeout: 20_000 }).toBe(1);
  return mailTo(email)[0]!;
}

test('an administrator rewords the acknowledgement, and the next messages say it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await fromAddress(page, '198.51.100.160');
  await page.goto(`/en/staff/sign-in?next=${encodeURIComponent('/en/staff/settings')}`);
  await signIn(page, staffFixture.administrator);
  await page.getByRole('link', { name: t.settingsLink }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'e-mail wording');

  const group = page.locator('[data-mail-group="supportReceived"]');
  await expect(page.getByRole('group', { name: t.groups.supportReceived.title })).toBeVisible();
  const subjectEn = group.locator('[name="en.Support.ackContactSubject"]');
  const nextEn = group.locator('[name="en.Support.ackNext"]');
  const nextAr = group.locator('[name="ar.Support.ackNext"]');
  await expect(nextEn).toHaveValue(en.Support.ackNext);
  await expect(nextAr).toHaveValue(ar.Support.ackNext);
  // Each field names the words in braces its message fills in.
  await expect(subjectEn).toHaveAccessibleDescription(/\{reference\}.*\{college\}/);
  await expect(
    group.getByLabel(`${t.roles.subject} — ${t.languages.en}`, { exact: true }).first(),
  ).toBeVisible();

  // A brace around nothing the message knows: refused under its field, nothing saved.
  await subjectEn.fill('We have your message {ref}');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(en.ApiErrors.invalid_mail_wording)).toBeVisible();
  await expect(subjectEn).toHaveAttribute('aria-invalid', 'true');
  await expect(subjectEn).toHaveAccessibleDescription(
    new RegExp(en.Staff.fieldErrors.mailWordPlaceholder.replace(/[{}().]/g, '\\$&')),
  );
  await expect(page.locator('[data-mail-wording-state]')).toHaveAttribute(
    'data-mail-wording-state',
    'first',
  );

  await subjectEn.fill(subject);
  await nextEn.fill(next);
  await nextAr.fill(arabicNext);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await expect(page.locator('[data-mail-wording-state]')).toHaveAttribute(
    'data-mail-wording-state',
    'saved',
  );
  await expect(group.getByText(t.changed)).toHaveCount(3);

  // A visitor writes from the contact page, in each language.
  const visitor = await browser.newPage();
  await fromAddress(visitor, '198.51.100.161');
  const englishEmail = `wording-en-${stamp}@example.com`;
  const reference = await sendMessage(visitor, 'en', englishEmail);
  const english = await acknowledgement(englishEmail);
  expect(english.subject).toBe(`We have your message ${reference}, thank you`);
  expect(english.text).toContain(next);
  expect(english.text).not.toContain(en.Support.ackNext);
  const arabicEmail = `wording-ar-${stamp}@example.com`;
  const arabicReference = await sendMessage(visitor, 'ar', arabicEmail);
  const arabic = await acknowledgement(arabicEmail);
  expect(arabic.text).toContain(arabicNext);
  // The Arabic subject was not changed: the first one.
  expect(arabic.subject.startsWith(`[${arabicReference}]`)).toBe(true);

  // Put back: the emptied fields are the first texts again.
  await page.reload();
  await subjectEn.fill('');
  await nextEn.fill('');
  await nextAr.fill('');
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await page.reload();
  await expect(nextEn).toHaveValue(en.Support.ackNext);
  await expect(group.getByText(t.changed)).toHaveCount(0);
  const againEmail = `wording-again-${stamp}@example.com`;
  await sendMessage(visitor, 'en', againEmail);
  expect((await acknowledgement(againEmail)).text).toContain(en.Support.ackNext);
  await visitor.close();

  // The activity page names the saves.
  const a = en.StaffActivity;
  await page.goto('/en/staff/activity');
  await page.getByLabel(a.section, { exact: true }).selectOption('emails');
  await page.getByRole('button', { name: a.show }).click();
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await expect(page.locator('tbody tr').first()).toContainText(a.sections.emails);
  // What changed, named as the form names it: the message and the language.
  await expect(page.locator('tbody tr').first()).toContainText(
    `${t.groups.supportReceived.title} (${t.languages.ar}), ${t.groups.supportReceived.title} (${t.languages.en})`,
  );
});
