import { expect, test } from './fixtures';
import en from '../messages/en.json';
import { seriousViolations } from './helpers';
import { staffFixture } from './staff-fixture';
import { expectAccessibleInBothThemes, fromAddress, mailTo, signIn } from './staff-helpers';

/**
 * The support desk's loop (issue #45, item 6): a visitor sends a request from the platform
 * hub's dialog and gets its acknowledgement by e-mail; an agent answers with a saved answer;
 * the visitor opens the reply link of that e-mail on a phone and answers into the same request;
 * the agent sees the whole thread, in order, and the list counts the desk's reply.
 */

test.describe.configure({ mode: 'serial' });

const stamp = Date.now();
const visitor = {
  name: 'Nour Elhadi',
  email: `support-loop-${stamp}@example.com`,
  description: `The quiz page stays blank after I sign in (${stamp}).`,
};
const savedAnswer = {
  title: `Clear the cache ${stamp}`,
  body: 'Clear the browser’s cache, then sign in again.',
};
const followUp = 'I cleared it and the quiz opens now.\nThank you!';
let reference = '';

/** The e-mails to the visitor whose subject starts with the request's reference. */
const visitorMail = (words: string) =>
  mailTo(visitor.email).filter(
    (mail) => mail.subject.startsWith(`[${reference}] `) && mail.text.includes(words),
  );

/** The reply link of an e-mail, as a path with its fragment. */
function replyLinkIn(text: string): string {
  const url = new URL(/https?:\/\/\S+\/support\/reply#\S+/.exec(text)![0]);
  return url.pathname + url.hash;
}

test('the visitor sends a request from the dialog and gets its acknowledgement', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await fromAddress(page, '198.51.100.81');
  await page.goto('/en/e-services/platform');
  await page.getByRole('button', { name: en.Support.open }).click();
  const dialog = page.getByRole('dialog', { name: en.Support.dialogTitle });
  await dialog.getByLabel(en.Support.fullName, { exact: true }).fill(visitor.name);
  await dialog.getByLabel(en.Support.email, { exact: true }).fill(visitor.email);
  await dialog.getByLabel(en.Support.issueType, { exact: true }).selectOption('technical');
  await dialog.getByLabel(en.Support.description, { exact: true }).fill(visitor.description);
  await dialog.getByRole('button', { name: en.Support.submit }).click();
  reference = (await dialog.getByTestId('support-reference').textContent())!.trim();
  expect(reference).toMatch(/^SUP-\d{4}-[A-Z0-9]{6}$/);

  // The acknowledgement: the reference and the reply link (none of the visitor's words: the
  // address is not verified); answers by e-mail reach the desk, not the no-reply sender.
  const acknowledgements = () =>
    mailTo(visitor.email).filter((mail) => mail.subject.startsWith(`[${reference}] `));
  await expect.poll(() => acknowledgements().length, { timeout: 20_000 }).toBe(1);
  const [ack] = acknowledgements();
  expect(ack!.subject).toBe(
    `[${reference}] We received your support request – Al-Rowad College of Science and Technology`,
  );
  expect(ack!.text).not.toContain(visitor.description);
  expect(ack!.replyTo).toBe('support@alrowad.edu.sd');
  expect(replyLinkIn(ack!.text)).toMatch(/^\/en\/support\/reply#[0-9a-f-]{36}\.[\w-]+$/);

  // The forward to the desk answers to the visitor.
  await expect
    .poll(
      () =>
        mailTo('helpdesk@alrowad.edu.sd').filter((mail) =>
          mail.subject.startsWith(`[${reference}]`),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);
  const [forward] = mailTo('helpdesk@alrowad.edu.sd').filter((mail) =>
    mail.subject.startsWith(`[${reference}]`),
  );
  expect(forward!.replyTo).toBe(visitor.email);
});

test('an agent answers with a saved answer, the visitor answers from a phone, the agent sees the thread', async ({
  browser,
  page,
}) => {
  test.setTimeout(240_000);
  expect(reference, 'the first test sent the request').not.toBe('');

  // The agent keeps a saved answer.
  await fromAddress(page, '198.51.100.82');
  await page.goto('/en/staff/support/answers');
  await signIn(page, staffFixture.support);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.StaffSupport.answers.title);
  const fresh = page.locator('[data-support-answer="new"]');
  await fresh.getByLabel(en.StaffSupport.answers.titleLabel).fill(savedAnswer.title);
  await fresh.getByLabel(en.StaffSupport.answers.bodyLabel).fill(savedAnswer.body);
  await fresh.getByRole('button', { name: en.StaffSupport.answers.create }).click();
  await expect(page.getByText(en.StaffSupport.answers.created)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: savedAnswer.title })).toBeVisible();
  await expectAccessibleInBothThemes(page, 'saved answers');

  // The request in the list: new, no reply yet.
  await page.goto('/en/staff/support');
  await page.locator('#support-q').fill(reference);
  await page.getByRole('button', { name: en.Staff.filters.apply }).click();
  const row = page.locator(`[data-row="${reference}"]`);
  await expect(row).toContainText(en.StaffSupport.statuses.new);
  await row.getByRole('link', { name: reference }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(reference);

  // The saved answer goes into the reply box, and is sent.
  await page.getByLabel(en.StaffSupport.request.savedAnswer).selectOption({
    label: savedAnswer.title,
  });
  await page.getByRole('button', { name: en.StaffSupport.request.insertAnswer }).click();
  const replyBox = page.getByLabel(en.StaffSupport.request.replyLabel);
  await expect(replyBox).toHaveValue(savedAnswer.body);
  await page.getByRole('button', { name: en.StaffSupport.request.send }).click();
  await expect(page.getByText(en.StaffSupport.request.sent)).toBeVisible();
  await expect(page.locator('[data-support-status]')).toHaveText(en.StaffSupport.statuses.answered);

  // The reply reaches the visitor with the link that answers into the same request.
  await expect.poll(() => visitorMail(savedAnswer.body).length, { timeout: 20_000 }).toBe(1);
  const [answer] = visitorMail(savedAnswer.body);
  expect(answer!.replyTo).toBe('support@alrowad.edu.sd');
  const link = replyLinkIn(answer!.text);

  // The visitor, on a phone that has never seen the request.
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  try {
    const mine = await phone.newPage();
    await fromAddress(mine, '198.51.100.83');
    await mine.goto(link);
    await expect(mine.locator('html')).toHaveAttribute('lang', 'en');
    await expect(mine.getByRole('heading', { level: 1 })).toHaveText(en.SupportReply.title);
    await expect(mine.locator(`[data-support-reference="${reference}"]`)).toBeVisible();
    expect(await mine.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    expect(await seriousViolations(mine)).toEqual([]);
    await mine.getByLabel(en.SupportReply.message).fill(followUp);
    await mine.getByRole('button', { name: en.SupportReply.submit }).tap();
    await expect(
      mine.getByRole('heading', {
        name: en.SupportReply.sentTitle.replace('{reference}', reference),
      }),
    ).toBeVisible();
    expect(await seriousViolations(mine)).toEqual([]);

    // A link with a wrong key opens nothing (a page of its own: the same address with another
    // fragment would not load the page again).
    const wrong = await phone.newPage();
    await fromAddress(wrong, '198.51.100.84');
    await wrong.goto(link.replace(/\.[\w-]+$/, '.not-the-key'));
    await expect(wrong.getByText(en.SupportReply.noLinkTitle)).toBeVisible();
    await expect(wrong.getByLabel(en.SupportReply.message)).toHaveCount(0);
  } finally {
    await phone.close();
  }

  // The agent sees the thread in order: the request, the desk's reply, the visitor's answer;
  // the request waits for the desk again.
  await page.reload();
  const thread = page.locator('[data-support-thread] > li');
  await expect(thread).toHaveCount(3);
  await expect(thread.nth(0)).toContainText(visitor.description);
  await expect(thread.nth(1)).toHaveAttribute('data-support-reply', '');
  await expect(thread.nth(1)).toContainText(savedAnswer.body);
  await expect(thread.nth(2)).toHaveAttribute('data-support-follow-up', '');
  expect(await thread.nth(2).locator('p[dir="auto"]').innerText()).toBe(followUp);
  await expect(page.locator('[data-support-status]')).toHaveText(en.StaffSupport.statuses.new);
  await expectAccessibleInBothThemes(page, 'support request with its thread');

  // The desk is told of the answer, which answers to the visitor.
  await expect
    .poll(
      () =>
        mailTo('helpdesk@alrowad.edu.sd').filter(
          (mail) => mail.subject.startsWith(`[${reference}]`) && mail.text.includes('> Thank you!'),
        ).length,
      { timeout: 20_000 },
    )
    .toBe(1);

  // The list counts the desk's reply.
  await page.goto(`/en/staff/support?q=${reference}`);
  const replies = page.locator(
    `[data-row="${reference}"] td[data-label="${en.StaffSupport.replies}"]`,
  );
  await expect(replies).toHaveText('1');
});
