/**
 * Review of the desks' items (issue #47, item 2), on the server: the news waits for review; an
 * editor limited to the news and the events writes a draft but cannot publish, schedule, take
 * off or change a published item, and submits instead; a reviewer sends it back with a comment,
 * then approves the second submission by publishing it; the author is e-mailed both outcomes;
 * the start page counts what waits; the events (not under review) publish directly.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { newsDraftSchema } from '@/lib/news';
import { eventDraftSchema } from '@/lib/college-events';
import { ownDataDir } from '../../../test/support/db/own-data-dir';
import { refusalCode } from '../../../test/support/publishing/desk-tests';
import { staffAccount } from '../../../test/support/staff-account';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('item-review');
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { getDb, closeDatabases } = await import('../db/client');
const { mailOutbox, newsItems } = await import('../db/schema');
const { backgroundDeliveriesSettled } = await import('../mail/deliver-mail');
const { workWaiting } = await import('../staff/work-waiting');
const { saveReviewedSections } = await import('../pages/page-review');
const news = await import('../news/news-desk');
const events = await import('../events/events-desk');
const { eq } = await import('drizzle-orm');

afterAll(async () => {
  await backgroundDeliveriesSettled();
  await closeDatabases();
});

async function account(
  ...args: Parameters<typeof staffAccount> extends [unknown, ...infer Rest] ? Rest : never
) {
  return staffAccount(await getDb(), ...args);
}

const paragraph = (text: string) =>
  JSON.stringify({
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
  });

const item = newsDraftSchema.parse({
  slug: 'new-laboratories',
  date: '2026-11-20',
  titleAr: 'مختبرات جديدة',
  titleEn: 'New laboratories',
  excerptAr: 'افتتاح المختبرات.',
  excerptEn: 'The laboratories open.',
  bodyAr: paragraph('افتتحت الكلية مختبرات جديدة.'),
  bodyEn: paragraph('The college opened new laboratories.'),
  imageId: null,
  imageAltAr: '',
  imageAltEn: '',
});

describe('review of the news (PGlite)', () => {
  it('makes a limited editor submit, and a reviewer send back and approve, the author told each time', async () => {
    const db = await getDb();
    const admin = await account(
      'chief.items@alrowad.edu.sd',
      'Khalid',
      ['administrator'],
      'all',
      'en',
    );
    const author = await account(
      'pr.items@alrowad.edu.sd',
      'سارة',
      ['editor'],
      ['news', 'events'],
      'ar',
    );
    const reviewer = await account('web.items@alrowad.edu.sd', 'Nafisa', ['editor'], 'all', 'en');
    await saveReviewedSections(db, admin, ['news']);

    const { id } = await news.createNews(db, author, item);
    const version = async () =>
      (await db.select().from(newsItems).where(eq(newsItems.id, id)))[0]!.updatedAt.toISOString();
    // Publishing, scheduling: refused to the author.
    expect(await refusalCode(news.changeNewsStatus(db, author, id, { action: 'publish' }))).toBe(
      'review_required',
    );
    // A reviewer cannot send back what was never submitted; the author submits.
    expect(await refusalCode(news.returnNewsToAuthor(db, reviewer, id, await version(), 'x'))).toBe(
      'review_not_submitted',
    );
    await news.submitNewsForReview(db, author, id, await version());
    // Once is enough: a second submission waits for the same answer.
    expect(await refusalCode(news.submitNewsForReview(db, author, id, await version()))).toBe(
      'review_already_submitted',
    );
    expect((await workWaiting(db, reviewer.roles, reviewer.sections)).reviews).toEqual({
      news: 1,
      events: 0,
      circulars: 0,
      calendar: 0,
      board: 0,
      directory: 0,
      navigation: 0,
      banner: 0,
      figures: 0,
    });
    // The author cannot send it back; the reviewer does, with a comment.
    expect(await refusalCode(news.returnNewsToAuthor(db, author, id, await version(), 'no'))).toBe(
      'staff_forbidden',
    );
    await news.returnNewsToAuthor(db, reviewer, id, await version(), 'Name the building, please.');
    const [returned] = await db.select().from(newsItems).where(eq(newsItems.id, id));
    expect(returned).toMatchObject({
      reviewState: 'returned',
      reviewComment: 'Name the building, please.',
    });

    // Saved and submitted again; the reviewer publishes it, which approves it.
    await news.saveNews(db, author, id, { ...item, titleEn: 'New laboratories in the east wing' });
    await news.submitNewsForReview(db, author, id, await version());
    await news.changeNewsStatus(db, reviewer, id, { action: 'publish', version: await version() });
    const [published] = await db.select().from(newsItems).where(eq(newsItems.id, id));
    expect(published).toMatchObject({ status: 'published', reviewState: null });

    // Once published, the author changes it no more, nor submits it.
    expect(
      await refusalCode(news.saveNews(db, author, id, { ...item, titleEn: 'Changed alone' })),
    ).toBe('review_required');
    expect(await refusalCode(news.submitNewsForReview(db, author, id, await version()))).toBe(
      'review_not_needed',
    );
    expect(await refusalCode(news.changeNewsStatus(db, author, id, { action: 'unpublish' }))).toBe(
      'review_required',
    );
    // Nor marks its translation up to date, which a reviewer goes by.
    expect(await refusalCode(news.markNewsTranslated(db, author, id, await version()))).toBe(
      'review_required',
    );

    await backgroundDeliveriesSettled();
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, author.email));
    expect(mails.map((mail) => mail.kind).sort()).toEqual(['page-approved', 'page-returned']);
    const sentBack = mails.find((mail) => mail.kind === 'page-returned')!;
    expect(sentBack.subject).toContain('مختبرات جديدة');
    expect(sentBack.textBody).toContain('Name the building, please.');
    expect(sentBack.textBody).toContain(`https://www.alrowad.edu.sd/staff/news/${id}`);

    // The events are not under review: the same author publishes them directly.
    const event = await events.createEvent(
      db,
      author,
      eventDraftSchema.parse({
        slug: 'lab-open-day',
        date: '2027-01-10',
        time: '10:00',
        durationMinutes: 60,
        titleAr: 'يوم المختبرات',
        titleEn: 'Laboratories open day',
        locationAr: 'الجناح الشرقي',
        locationEn: 'East wing',
        descriptionAr: 'جولة.',
        descriptionEn: 'A tour.',
      }),
    );
    await events.changeEventStatus(db, author, event.id, { action: 'publish' });
  });
});
