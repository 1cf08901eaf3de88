/**
 * Review where the college wants it (issue #47, item 2), on the server: an administrator puts
 * the medicine page's section under review; its faculty editor cannot publish or schedule it
 * and submits instead; a reviewer (an editor of every section) sends it back with a comment,
 * then approves the second submission by publishing it; the author is e-mailed both outcomes in
 * their language; the start page counts what waits; other sections publish directly.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ownDataDir } from '../../../test/support/db/own-data-dir';
import { refusalCode } from '../../../test/support/publishing/desk-tests';
import { staffAccount } from '../../../test/support/staff-account';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('page-review');
process.env.SITE_URL = 'https://www.alrowad.edu.sd';
process.env.SMTP_URL = '';

const { getDb, closeDatabases } = await import('../db/client');
const { mailOutbox, sitePages, staffAuditLog } = await import('../db/schema');
const { backgroundDeliveriesSettled } = await import('../mail/deliver-mail');
const { workWaiting } = await import('../staff/work-waiting');
const { repositoryPage, getPageForEditing, savePageDraft } = await import('./page-desk');
const review = await import('./page-review');
const { and, eq } = await import('drizzle-orm');

afterAll(async () => {
  await backgroundDeliveriesSettled();
  await closeDatabases();
});

const KEY = 'study/medicine';

async function account(
  ...args: Parameters<typeof staffAccount> extends [unknown, ...infer Rest] ? Rest : never
) {
  return staffAccount(await getDb(), ...args);
}

async function mailsTo(address: string) {
  const db = await getDb();
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

describe('review of the pages (PGlite)', () => {
  it('makes a limited editor submit, and a reviewer send back and approve, the author told each time', async () => {
    const db = await getDb();
    const admin = await account(
      'chief.review@alrowad.edu.sd',
      'Khalid',
      ['administrator'],
      'all',
      'en',
    );
    const author = await account(
      'medicine.review@alrowad.edu.sd',
      'عمر الأمين',
      ['editor'],
      ['pages-medicine', 'pages-law'],
      'ar',
    );
    const reviewer = await account('web.review@alrowad.edu.sd', 'Nafisa', ['editor'], 'all', 'en');

    // Medicine's section waits for review; law's does not.
    expect(await review.saveReviewedSections(db, admin, ['pages-medicine'])).toEqual({
      sections: ['pages-medicine'],
    });
    expect(await refusalCode(review.saveReviewedSections(db, admin, ['pages-medicine']))).toBe(
      'review_unchanged',
    );
    expect(await review.mustSubmit(db, author, KEY)).toBe(true);
    expect(await review.mustSubmit(db, reviewer, KEY)).toBe(false);
    expect(await review.mustSubmit(db, author, 'study/law')).toBe(false);

    // The author can neither publish nor schedule; an incomplete draft cannot be submitted.
    const page = structuredClone(repositoryPage(KEY));
    page.ar.title = `${page.ar.title} (معدّل)`;
    const at = new Date(Date.now() + 86_400_000);
    for (const extra of [{}, { at }]) {
      expect(
        await refusalCode(
          review.publishOrRefuse(db, author, KEY, { content: page, version: 0, ...extra }),
        ),
      ).toBe('review_required');
    }
    // Nor put an earlier version back: that too is a publication.
    expect(
      await refusalCode(
        review.restoreOrRefuse(db, author, KEY, {
          version: 0,
          revisionId: '00000000-0000-4000-8000-000000000000',
        }),
      ),
    ).toBe('review_required');
    const blank = structuredClone(page);
    blank.en.title = ' ';
    expect(
      await refusalCode(review.submitPage(db, author, KEY, { content: blank, version: 0 })),
    ).toBe('page_incomplete');
    const submitted = await review.submitPage(db, author, KEY, { content: page, version: 0 });
    let row = await getPageForEditing(db, KEY);
    expect(row).toMatchObject({ reviewState: 'submitted', reviewAuthorId: author.id });
    // Visitors still see the repository's words.
    expect(row.published.ar.title).toBe(repositoryPage(KEY).ar.title);
    expect((await workWaiting(db, ['editor'], 'all')).review).toBe(1);
    expect((await workWaiting(db, ['editor'], ['pages-medicine'])).review).toBeUndefined();

    // Only a reviewer sends it back, and only while it is submitted.
    const back = { version: submitted.version, comment: 'أضف مدة البرنامج بالسنوات.' };
    expect(await refusalCode(review.returnPage(db, author, KEY, back))).toBe('staff_forbidden');
    const returned = await review.returnPage(db, reviewer, KEY, back);
    row = await getPageForEditing(db, KEY);
    expect(row).toMatchObject({ reviewState: 'returned', reviewComment: back.comment });
    expect(
      await refusalCode(
        review.returnPage(db, reviewer, KEY, { ...back, version: returned.version }),
      ),
    ).toBe('review_not_submitted');
    const [sentBack] = await mailsTo(author.email);
    expect(sentBack).toMatchObject({ kind: 'page-returned', locale: 'ar' });
    expect(sentBack!.subject).toContain('أُعيد إليك ما أرسلته للتعديل');
    expect(sentBack!.textBody).toContain(back.comment);
    expect(sentBack!.textBody).toContain('https://www.alrowad.edu.sd/staff/pages/study/medicine');

    // A draft saved keeps it returned; submitted again, the reviewer approves it by publishing.
    const saved = await savePageDraft(db, author, KEY, {
      content: page,
      version: returned.version,
    });
    expect((await getPageForEditing(db, KEY)).reviewState).toBe('returned');
    const again = await review.submitPage(db, author, KEY, {
      content: page,
      version: saved.version,
    });
    const published = await review.publishOrRefuse(db, reviewer, KEY, {
      content: page,
      version: again.version,
    });
    expect(published.published).toBe(true);
    row = await getPageForEditing(db, KEY);
    expect(row.reviewState).toBeNull();
    expect(row.published.ar.title).toBe(page.ar.title);
    await expect.poll(async () => (await mailsTo(author.email)).length).toBe(2);
    const approved = (await mailsTo(author.email)).find((mail) => mail.kind === 'page-approved');
    expect(approved!.textBody).toContain('Nafisa');
    expect((await workWaiting(db, ['editor'], 'all')).review).toBe(0);
    const actions = await db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.subjectType, 'page'), eq(staffAuditLog.subjectId, KEY)));
    expect(actions.map((each) => each.action)).toEqual(
      expect.arrayContaining(['page.submit', 'page.return', 'page.approve', 'page.publish']),
    );

    // Law's section has no review: the same editor publishes it directly.
    const law = structuredClone(repositoryPage('study/law'));
    expect(
      (await review.publishOrRefuse(db, author, 'study/law', { content: law, version: 0 }))
        .published,
    ).toBe(true);
    const [lawRow] = await db.select().from(sitePages).where(eq(sitePages.routeKey, 'study/law'));
    expect(lawRow!.reviewState).toBeNull();
  });
});
