/**
 * The support desk's threads (issue #45, item 6) on the server side: the real route handlers, a
 * real PGlite database and a real SMTP server. The visitor's acknowledgement, the Reply-To of
 * every mail, the requester's follow-up through the reply link (and a wrong key refused), the
 * list's reply count, the saved answers, assignment and the contact page's messages.
 */
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ownDataDir } from '../../../test/support/db/own-data-dir';
import { smtpForFile } from '../../../test/support/mail/smtp-for-file';
import { cookieOf, post, site } from '../../../test/support/staff/staff-requests';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('support-desk');
delete process.env.DATABASE_URL;
process.env.SITE_URL = site;
process.env.RATE_LIMIT_PER_MINUTE = '1000';
process.env.SUPPORT_NOTIFY_EMAIL = 'helpdesk@alrowad.edu.sd';
process.env.SUPPORT_REPLY_TO = 'desk@alrowad.edu.sd';

const { POST: sendRequest } = await import('../../app/api/support-requests/route');
const { GET: openLink } = await import('../../app/api/support-requests/[id]/route');
const { POST: followUp } = await import('../../app/api/support-requests/[id]/messages/route');
const { POST: sendContact } = await import('../../app/api/contact-messages/route');
const { POST: reply } = await import('../../app/api/staff/support/[id]/replies/route');
const { POST: changeStatus } = await import('../../app/api/staff/support/[id]/status/route');
const { POST: assign } = await import('../../app/api/staff/support/[id]/assign/route');
const { POST: createAnswer } = await import('../../app/api/staff/support/answers/route');
const { POST: saveAnswer } = await import('../../app/api/staff/support/answers/[id]/route');
const { POST: removeAnswer } =
  await import('../../app/api/staff/support/answers/[id]/remove/route');
const { handleAuthRequest } = await import('../staff/handle-auth-request');
const { createStaffAccount } = await import('../staff/create-staff-account');
const { getDb } = await import('../db/client');
const schema = await import('../db/schema');
const { backgroundDeliveriesSettled } = await import('../mail/deliver-mail');
const { listSupportRequests } = await import('./list-support-requests');
const { parseSupportQuery } = await import('./support-query');
const { getSupportRequest } = await import('./get-support-request');
const { listSupportAnswers } = await import('./support-answers');
const { and, eq } = await import('drizzle-orm');

const smtp = smtpForFile();

const accounts = {
  huda: { email: 'huda.desk@alrowad.edu.sd', password: 'a long helpdesk passphrase' },
  omer: { email: 'omer.desk@alrowad.edu.sd', password: 'another helpdesk passphrase' },
  admissions: { email: 'office.desk@alrowad.edu.sd', password: 'a long office passphrase 3' },
};
const cookies = { huda: '', omer: '', admissions: '' };
const ids = { huda: '', omer: '', admissions: '' };

beforeAll(async () => {
  const db = await getDb();
  ids.huda = await createStaffAccount(db, { ...accounts.huda, name: 'Huda', roles: ['support'] });
  ids.omer = await createStaffAccount(db, { ...accounts.omer, name: 'Omer', roles: ['support'] });
  ids.admissions = await createStaffAccount(db, {
    ...accounts.admissions,
    name: 'Amna',
    roles: ['admissions'],
  });
  let peer = 0;
  for (const name of ['huda', 'omer', 'admissions'] as const) {
    const response = await handleAuthRequest(
      post('/api/auth/sign-in/email', accounts[name], {
        'x-college-peer-address': `10.45.6.${++peer}`,
      }),
    );
    expect(response.status).toBe(200);
    cookies[name] = cookieOf(response);
  }
});

beforeEach(async () => {
  await backgroundDeliveriesSettled();
  smtp.received = [];
  const db = await getDb();
  await db.delete(schema.supportRequests);
  await db.delete(schema.supportAnswers);
  await db.delete(schema.mailOutbox);
  await db.delete(schema.rateLimits);
});

const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

const visitor = {
  fullName: 'Sara Ahmed',
  email: 'sara.ahmed@example.com',
  issueType: 'access',
  description: 'I cannot open the statistics course.\nIt says "Access denied".',
  locale: 'en',
};

/** A support request sent as the platform hub's dialog sends it, with its stored row. */
async function sendSupportRequest(body: Record<string, unknown> = visitor) {
  const response = await sendRequest(post('/api/support-requests', body));
  expect(response.status).toBe(201);
  const { reference } = (await response.json()) as { reference: string };
  await backgroundDeliveriesSettled();
  const db = await getDb();
  const [row] = await db
    .select()
    .from(schema.supportRequests)
    .where(eq(schema.supportRequests.reference, reference));
  return row!;
}

const received = (to: string) =>
  smtp.received.filter((mail) => (mail.to && 'text' in mail.to ? mail.to.text : '') === to);
const replyToOf = (mail: (typeof smtp.received)[number]) => mail.replyTo?.text ?? null;

/** The reply link in a message's text: its path, the request's id and the key. */
function linkIn(text: string) {
  const match = /(https:\S+\/support\/reply)#([0-9a-f-]{36})\.([\w-]+)/.exec(text);
  expect(match, text).not.toBeNull();
  return { page: match![1]!, id: match![2]!, key: match![3]! };
}

function sendFollowUp(
  id: string,
  key: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return followUp(
    post(`/api/support-requests/${id}/messages`, body, {
      authorization: `Bearer ${key}`,
      ...headers,
    }),
    params({ id }),
  );
}

describe('the acknowledgement and the Reply-To of the support desk’s mail', () => {
  it('acknowledges a request to the visitor in their language, with the reference and a reply link, and none of their words', async () => {
    const request = await sendSupportRequest();
    const [ack] = received(visitor.email);
    expect(ack).toBeDefined();
    expect(ack!.subject).toBe(
      `[${request.reference}] We received your support request – Al-Rowad College of Science and Technology`,
    );
    expect(ack!.text).toMatch(/^Hello,/);
    expect(ack!.text).toContain(`Its reference number is ${request.reference}.`);
    // The address is not verified: what the visitor typed is not sent back to it, so nobody can
    // send the college's e-mail in their own words to someone else.
    expect(ack!.text).not.toContain('Sara Ahmed');
    expect(ack!.text).not.toContain('statistics course');
    const link = linkIn(ack!.text!);
    expect(link.page).toBe(`${site}/en/support/reply`);
    expect(link.id).toBe(request.id);
    // Answers by e-mail reach the desk, not the no-reply sender.
    expect(replyToOf(ack!)).toBe('desk@alrowad.edu.sd');

    // The forward to the desk: the reference first in its subject, its Reply-To the visitor.
    const [forward] = received('helpdesk@alrowad.edu.sd');
    expect(forward!.subject).toBe(`[${request.reference}] طلب دعم: الوصول إلى مقرر أو خدمة`);
    expect(replyToOf(forward!)).toBe(visitor.email);
    expect(forward!.text).toContain(`${site}/staff/support/${request.id}`);

    // Only the key's hash is kept, and the delivered message no longer holds a working key.
    const db = await getDb();
    const links = await db.select().from(schema.supportLinks);
    expect(links).toHaveLength(1);
    expect(links[0]!.keyHash).not.toContain(link.key);
    const [stored] = await db
      .select()
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.kind, 'support-acknowledgement'));
    expect(stored).toMatchObject({ status: 'sent', replyTo: 'desk@alrowad.edu.sd' });
    expect(stored!.textBody).not.toContain(link.key);
    expect(stored!.textBody).toContain(`/en/support/reply#${request.id}.…`);
  });

  it('acknowledges an Arabic request in Arabic', async () => {
    const request = await sendSupportRequest({ ...visitor, fullName: 'سارة أحمد', locale: 'ar' });
    const [ack] = received(visitor.email);
    expect(ack!.subject).toMatch(new RegExp(`^\\[${request.reference}\\] استلمنا طلب الدعم – `));
    expect(ack!.text).toContain(`رقمه المرجعي ${request.reference}`);
    expect(linkIn(ack!.text!).page).toBe(`${site}/support/reply`);
  });

  it('sends the desk’s reply with a Reply-To that reaches the desk and a new reply link', async () => {
    const request = await sendSupportRequest();
    smtp.received = [];
    const response = await reply(
      post(
        `/api/staff/support/${request.id}/replies`,
        { body: 'You are enrolled now.' },
        { cookie: cookies.huda },
      ),
      params({ id: request.id }),
    );
    expect(response.status).toBe(201);
    await backgroundDeliveriesSettled();
    const [answer] = received(visitor.email);
    expect(answer!.subject).toBe(
      `[${request.reference}] Your support request – Al-Rowad College of Science and Technology`,
    );
    expect(replyToOf(answer!)).toBe('desk@alrowad.edu.sd');
    expect(linkIn(answer!.text!).id).toBe(request.id);
    const db = await getDb();
    expect(await db.select().from(schema.supportLinks)).toHaveLength(2);
  });
});

describe('the requester’s follow-up through the reply link', () => {
  it('threads the follow-up into the same request, reopens it and tells the desk', async () => {
    const request = await sendSupportRequest();
    const { id, key } = linkIn(received(visitor.email)[0]!.text!);
    // The desk answers, then closes the request.
    await reply(
      post(
        `/api/staff/support/${id}/replies`,
        { body: 'Try again now.' },
        { cookie: cookies.huda },
      ),
      params({ id }),
    );
    await changeStatus(
      post(`/api/staff/support/${id}/status`, { action: 'close' }, { cookie: cookies.huda }),
      params({ id }),
    );
    await backgroundDeliveriesSettled();
    smtp.received = [];

    // The page reads the request's reference with the link's key.
    const opened = await openLink(
      new Request(`${site}/api/support-requests/${id}`, {
        headers: { authorization: `Bearer ${key}` },
      }),
      params({ id }),
    );
    expect(opened.status).toBe(200);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    expect(await opened.json()).toEqual({ reference: request.reference });

    const response = await sendFollowUp(id, key, {
      message: '  It still says\r\n"Access denied".  ',
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ reference: request.reference, status: 'new' });
    await backgroundDeliveriesSettled();

    const record = (await getSupportRequest(await getDb(), id))!;
    expect(record.request.status).toBe('new');
    expect(record.replies.map((each) => [each.from, each.body])).toEqual([
      ['desk', 'Try again now.'],
      ['requester', 'It still says\n"Access denied".'],
    ]);
    expect(record.replies[1]).toMatchObject({
      authorEmail: visitor.email,
      authorName: visitor.fullName,
      authorId: null,
    });

    const [notice] = received('helpdesk@alrowad.edu.sd');
    expect(notice!.subject).toBe(`[${request.reference}] ردّ صاحب الطلب`);
    expect(replyToOf(notice!)).toBe(visitor.email);
    expect(notice!.text).toContain('> It still says');
    expect(notice!.text).toContain(`${site}/staff/support/${id}`);

    // Reopened from closed, it goes back to new: the requester wrote last.
    await changeStatus(
      post(`/api/staff/support/${id}/status`, { action: 'close' }, { cookie: cookies.huda }),
      params({ id }),
    );
    const reopened = await changeStatus(
      post(`/api/staff/support/${id}/status`, { action: 'reopen' }, { cookie: cookies.huda }),
      params({ id }),
    );
    expect(await reopened.json()).toEqual({ status: 'new' });
  });

  it('refuses a wrong key, an unknown request and a malformed id with the same 404, storing nothing', async () => {
    const request = await sendSupportRequest();
    const { key } = linkIn(received(visitor.email)[0]!.text!);
    const other = await sendSupportRequest({ ...visitor, email: 'other@example.com' });
    const attempts: [string, string][] = [
      [request.id, 'not-the-key'],
      [request.id, ''],
      // A right key names its own request only.
      [other.id, key],
      ['00000000-0000-4000-8000-00000000abcd', key],
      ['not-an-id', key],
    ];
    for (const [id, wrong] of attempts) {
      const response = await sendFollowUp(id, wrong, { message: 'Hello' });
      expect(response.status, `${id} ${wrong}`).toBe(404);
      const { error } = (await response.json()) as {
        error: { code: string; message: { ar: string; en: string } };
      };
      expect(error.code).toBe('unknown_support_link');
      expect(error.message.ar).toMatch(/[\u0600-\u06FF]{3}/);
      const opened = await openLink(
        new Request(`${site}/api/support-requests/${id}`, {
          headers: { authorization: `Bearer ${wrong}` },
        }),
        params({ id }),
      );
      expect(opened.status).toBe(404);
    }
    const db = await getDb();
    expect(await db.select().from(schema.supportReplies)).toEqual([]);
  });

  it('refuses an empty, oversized or NUL-holding message, other sites and bodies that are not JSON', async () => {
    const request = await sendSupportRequest();
    const { id, key } = linkIn(received(visitor.email)[0]!.text!);
    const bad: [unknown, string][] = [
      [{ message: ' \n ' }, 'Write your message.'],
      [{ message: 'x'.repeat(4001) }, 'The message is too long (at most 4000 characters).'],
      [{ message: 'one\u0000two' }, 'Write the message as text.'],
      [{}, 'Write your message.'],
    ];
    for (const [body, message] of bad) {
      const response = await sendFollowUp(id, key, body);
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as {
        error: { code: string; fields: Record<string, { en: string; ar: string }> };
      };
      expect(error.code).toBe('invalid_support_message');
      expect(error.fields.message!.en).toBe(message);
    }
    expect((await sendFollowUp(id, key, { message: 'Hi', extra: 1 })).status).toBe(400);
    expect(
      (await sendFollowUp(id, key, 'message=Hi', { 'content-type': 'text/plain' })).status,
    ).toBe(415);
    expect(
      (await sendFollowUp(id, key, { message: 'Hi' }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    const db = await getDb();
    expect(await db.select().from(schema.supportReplies)).toEqual([]);
    expect((await getSupportRequest(db, request.id))!.replies).toEqual([]);
  });

  it('takes five follow-ups a minute into one request', async () => {
    await sendSupportRequest();
    const { id, key } = linkIn(received(visitor.email)[0]!.text!);
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await sendFollowUp(id, key, { message: `Message ${i}` })).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('counts only the right key against the request: wrong keys cannot block the requester', async () => {
    await sendSupportRequest();
    const { id, key } = linkIn(received(visitor.email)[0]!.text!);
    for (let i = 0; i < 8; i++) {
      expect((await sendFollowUp(id, 'not-the-key', { message: 'x' })).status).toBe(404);
    }
    expect((await sendFollowUp(id, key, { message: 'Still me' })).status).toBe(201);
  });
});

describe('the support desk’s list', () => {
  it('counts the desk’s replies of each request (not 0 beside a request with a reply)', async () => {
    const answered = await sendSupportRequest();
    const waiting = await sendSupportRequest({ ...visitor, email: 'waiting@example.com' });
    for (const body of ['First answer.', 'Second answer.']) {
      const response = await reply(
        post(`/api/staff/support/${answered.id}/replies`, { body }, { cookie: cookies.huda }),
        params({ id: answered.id }),
      );
      expect(response.status).toBe(201);
    }
    const { id, key } = linkIn(received(visitor.email)[0]!.text!);
    expect((await sendFollowUp(id, key, { message: 'Thanks, one more thing.' })).status).toBe(201);
    const { rows } = await listSupportRequests(await getDb(), parseSupportQuery({}));
    const replies = Object.fromEntries(rows.map((row) => [row.reference, row.replies]));
    expect(replies).toEqual({ [answered.reference]: 2, [waiting.reference]: 0 });
  });
});

describe('the saved answers', () => {
  it('are added, listed by title, changed and deleted by the support role', async () => {
    const created = await createAnswer(
      post(
        '/api/staff/support/answers',
        {
          title: ' Password reset ',
          body: 'Open the sign-in page\r\nand choose “Forgot password”.',
        },
        { cookie: cookies.huda },
      ),
    );
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    await createAnswer(
      post(
        '/api/staff/support/answers',
        { title: 'Course access', body: 'We added you to the course.' },
        { cookie: cookies.omer },
      ),
    );
    const db = await getDb();
    expect((await listSupportAnswers(db)).map((answer) => answer.title)).toEqual([
      'Course access',
      'Password reset',
    ]);
    const [first] = (await listSupportAnswers(db)).filter((answer) => answer.id === id);
    expect(first).toMatchObject({
      body: 'Open the sign-in page\nand choose “Forgot password”.',
      updatedBy: accounts.huda.email,
    });

    const taken = await saveAnswer(
      post(
        `/api/staff/support/answers/${id}`,
        { title: 'Course access', body: 'x' },
        { cookie: cookies.huda },
      ),
      params({ id }),
    );
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { code: string } }).error.code).toBe(
      'support_answer_taken',
    );
    const empty = await saveAnswer(
      post(`/api/staff/support/answers/${id}`, { title: '', body: ' ' }, { cookie: cookies.huda }),
      params({ id }),
    );
    expect(empty.status).toBe(400);
    const { error } = (await empty.json()) as {
      error: { fields: Record<string, { en: string }> };
    };
    expect(error.fields.title!.en).toBe("Write the saved answer's title.");
    expect(error.fields.body!.en).toBe('Write the reply.');

    const saved = await saveAnswer(
      post(
        `/api/staff/support/answers/${id}`,
        { title: 'Password reset', body: 'Use the “Forgot password” link.' },
        { cookie: cookies.omer },
      ),
      params({ id }),
    );
    expect(saved.status).toBe(200);
    expect((await listSupportAnswers(db)).find((answer) => answer.id === id)).toMatchObject({
      body: 'Use the “Forgot password” link.',
      updatedBy: accounts.omer.email,
    });

    const removed = await removeAnswer(
      post(`/api/staff/support/answers/${id}/remove`, {}, { cookie: cookies.huda }),
      params({ id }),
    );
    expect(removed.status).toBe(200);
    const again = await removeAnswer(
      post(`/api/staff/support/answers/${id}/remove`, {}, { cookie: cookies.huda }),
      params({ id }),
    );
    expect(again.status).toBe(404);
    expect((await listSupportAnswers(db)).map((answer) => answer.title)).toEqual(['Course access']);

    // Each change is in the audit log, who and which answer; the refused ones are not.
    const log = await db
      .select()
      .from(schema.staffAuditLog)
      .where(eq(schema.staffAuditLog.subjectId, id))
      .orderBy(schema.staffAuditLog.id);
    expect(log.map((row) => [row.actorEmail, row.action, row.detail])).toEqual([
      [accounts.huda.email, 'support-answer.create', { title: 'Password reset' }],
      [accounts.omer.email, 'support-answer.save', { title: 'Password reset' }],
      [accounts.huda.email, 'support-answer.remove', { title: 'Password reset' }],
    ]);
  });

  it('are refused to another role (403) and without a session (401)', async () => {
    const body = { title: 'Hello', body: 'World' };
    expect((await createAnswer(post('/api/staff/support/answers', body))).status).toBe(401);
    const refused = await createAnswer(
      post('/api/staff/support/answers', body, { cookie: cookies.admissions }),
    );
    expect(refused.status).toBe(403);
    const id = '00000000-0000-4000-8000-000000000001';
    expect(
      (
        await saveAnswer(
          post(`/api/staff/support/answers/${id}`, body, { cookie: cookies.admissions }),
          params({ id }),
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await removeAnswer(
          post(`/api/staff/support/answers/${id}/remove`, {}, { cookie: cookies.admissions }),
          params({ id }),
        )
      ).status,
    ).toBe(403);
    expect(await listSupportAnswers(await getDb())).toEqual([]);
  });
});

describe('assignment', () => {
  it('assigns a request to a support agent, lists it under “mine”, and writes the audit log', async () => {
    const mine = await sendSupportRequest();
    const other = await sendSupportRequest({ ...visitor, email: 'someone@example.com' });
    const assigned = await assign(
      post(`/api/staff/support/${mine.id}/assign`, { to: ids.huda }, { cookie: cookies.omer }),
      params({ id: mine.id }),
    );
    expect(assigned.status).toBe(200);
    expect(await assigned.json()).toEqual({ assignedTo: ids.huda });
    const db = await getDb();
    const list = (agent: string, me: string) =>
      listSupportRequests(db, parseSupportQuery({ agent }), { me }).then((page) =>
        page.rows.map((row) => row.reference),
      );
    expect(await list('mine', ids.huda)).toEqual([mine.reference]);
    expect(await list('mine', ids.omer)).toEqual([]);
    expect(await list('none', ids.huda)).toEqual([other.reference]);
    expect(await list(ids.huda, ids.omer)).toEqual([mine.reference]);
    const log = await db
      .select()
      .from(schema.staffAuditLog)
      .where(
        and(
          eq(schema.staffAuditLog.subjectId, mine.id),
          eq(schema.staffAuditLog.action, 'support.assign'),
        ),
      );
    expect(log.map((entry) => [entry.actorEmail, entry.detail])).toEqual([
      [accounts.omer.email, { from: null, to: ids.huda }],
    ]);

    // Only a support agent who can sign in; and no one.
    for (const to of [ids.admissions, 'nobody-at-all']) {
      const refused = await assign(
        post(`/api/staff/support/${mine.id}/assign`, { to }, { cookie: cookies.huda }),
        params({ id: mine.id }),
      );
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        'invalid_support_assignment',
      );
    }
    const cleared = await assign(
      post(`/api/staff/support/${mine.id}/assign`, { to: null }, { cookie: cookies.huda }),
      params({ id: mine.id }),
    );
    expect(await cleared.json()).toEqual({ assignedTo: null });
    expect(await list('mine', ids.huda)).toEqual([]);
    const forbidden = await assign(
      post(
        `/api/staff/support/${mine.id}/assign`,
        { to: ids.huda },
        { cookie: cookies.admissions },
      ),
      params({ id: mine.id }),
    );
    expect(forbidden.status).toBe(403);
  });
});

describe('the contact page’s messages', () => {
  const message = {
    fullName: 'Ali Hassan',
    email: 'ali.hassan@example.com',
    subject: 'Visiting the campus',
    message: 'Can my family visit the campus on Saturday?',
    locale: 'en',
  };

  it('reach the desk as a request of the kind contact, listed and filtered, with the same acknowledgement', async () => {
    const response = await sendContact(post('/api/contact-messages', message));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    await backgroundDeliveriesSettled();
    const support = await sendSupportRequest();

    const db = await getDb();
    const [row] = await db
      .select()
      .from(schema.supportRequests)
      .where(eq(schema.supportRequests.reference, reference));
    expect(row).toMatchObject({
      kind: 'contact',
      subject: 'Visiting the campus',
      description: 'Can my family visit the campus on Saturday?',
      issueType: 'other',
      status: 'new',
    });
    const byKind = async (kind: string) =>
      (await listSupportRequests(db, parseSupportQuery({ kind }))).rows.map((r) => r.reference);
    expect(await byKind('contact')).toEqual([reference]);
    expect(await byKind('support')).toEqual([support.reference]);

    const [ack] = received(message.email);
    expect(ack!.subject).toBe(
      `[${reference}] We received your message – Al-Rowad College of Science and Technology`,
    );
    expect(ack!.text).toContain('We received your message from the contact page.');
    expect(ack!.text).not.toContain('Visiting the campus');
    expect(ack!.text).not.toContain('visit the campus on Saturday');
    expect(replyToOf(ack!)).toBe('desk@alrowad.edu.sd');
    expect(linkIn(ack!.text!).id).toBe(row!.id);
    const [forward] = received('helpdesk@alrowad.edu.sd').filter((mail) =>
      mail.subject?.includes(reference),
    );
    expect(forward!.subject).toBe(`[${reference}] رسالة من صفحة اتصل بنا: Visiting the campus`);
    expect(replyToOf(forward!)).toBe(message.email);
  });

  it('answers 400 with a message per wrong field, storing nothing', async () => {
    const response = await sendContact(
      post('/api/contact-messages', {
        ...message,
        subject: ' ',
        email: 'ali@',
        message: 'a\u0000b',
      }),
    );
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as {
      error: { code: string; fields: Record<string, { en: string; ar: string }> };
    };
    expect(error.code).toBe('invalid_contact_message');
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'message', 'subject']);
    expect(error.fields.subject!.en).toBe('Write the subject of your message.');
    expect(error.fields.message!.ar).toMatch(/[\u0600-\u06FF]/);
    expect(await (await getDb()).select().from(schema.supportRequests)).toEqual([]);
  });
});
