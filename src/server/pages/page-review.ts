/**
 * Review where the college wants it (issue #47, item 2), for the informational pages. An
 * administrator chooses the sections whose publications wait for review
 * (`/staff/settings`, table section_reviews). There, an editor limited to some sections cannot
 * publish or schedule: they submit the draft (complete in both languages, as for publication);
 * an editor of every section, the reviewer, then publishes or schedules it (approving it) or
 * sends it back with a comment. The author is told of either by e-mail, in their language; the
 * workspace's start page counts what waits for review. Sections without review publish as
 * before.
 */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { sectionOfPage, type EditorSection } from '@/config/editor-sections';
import type { RouteKey } from '@/config/routes';
import type { Db } from '../db/db';
import { sectionReviews, sitePages } from '../db/schema';
import { AppError } from '../errors';
import {
  isReviewer,
  mustSubmitIn,
  reviewedSections,
  tellReviewAuthor,
  type ReviewOutcome,
} from '../publishing/review-gate';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';

export { isReviewer, reviewedSections };
import {
  checkPagePair,
  firstRow,
  getPageForEditing,
  keep,
  lockedPage,
  publishPage,
  restorePageRevision,
  type PageWriteResult,
} from './page-desk';

/** Sets the sections whose publications wait for review (an administrator). */
export async function saveReviewedSections(
  db: Db,
  staff: SignedInStaff,
  sections: readonly EditorSection[],
): Promise<{ sections: EditorSection[] }> {
  return db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const before = await reviewedSections(writer);
    if (before.join(',') === sections.join(',')) throw new AppError('review_unchanged');
    await tx.delete(sectionReviews);
    if (sections.length > 0) {
      await tx
        .insert(sectionReviews)
        .values(sections.map((section) => ({ section, setBy: staff.name })));
    }
    await recordAudit(
      writer,
      staff,
      'settings.review',
      { type: 'settings', id: 'review' },
      { from: before.join(',') || '—', to: sections.join(',') || '—' },
    );
    return { sections: [...sections] };
  });
}

/** Whether `staff` must submit the page for review rather than publish it. */
export function mustSubmit(db: Db, staff: SignedInStaff, key: RouteKey): Promise<boolean> {
  return mustSubmitIn(db, staff, sectionOfPage(key));
}

/** Publishes or schedules the page, refused (403) where the account must submit it instead. */
export async function publishOrRefuse(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { content: unknown; version: number; at?: Date | null },
): Promise<PageWriteResult> {
  if (await mustSubmit(db, staff, key)) throw new AppError('review_required');
  const result = await publishPage(db, staff, key, input);
  if (result.approved) {
    await tellAuthor(db, key, result.approved.authorId, {
      kind: 'approved',
      reviewer: staff.name,
      at: result.approved.scheduled,
    });
  }
  return result;
}

/** Publishes an earlier revision again: a publication, refused where the account must submit. */
export async function restoreOrRefuse(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { version: number; revisionId: string },
): Promise<PageWriteResult> {
  if (await mustSubmit(db, staff, key)) throw new AppError('review_required');
  return restorePageRevision(db, staff, key, input);
}

/** Submits the draft for review: complete in both languages, as a publication must be. */
export async function submitPage(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { content: unknown; version: number },
): Promise<PageWriteResult> {
  const draft = checkPagePair(input.content, true, key);
  return db.transaction(async (tx) => {
    const row = (await lockedPage(tx, key, input.version)) ?? (await firstRow(tx, key));
    const version = row.version + 1;
    await tx
      .update(sitePages)
      .set({
        draft,
        draftSavedAt: sql`now()`,
        draftSavedBy: staff.name,
        publishAt: null,
        version,
        reviewState: 'submitted',
        reviewAuthorId: staff.id,
        reviewAuthor: staff.name,
        reviewAt: sql`now()`,
        reviewComment: null,
      })
      .where(eq(sitePages.routeKey, key));
    await keep(tx, key, draft, 'draft', staff.name);
    await recordAudit(tx, staff, 'page.submit', { type: 'page', id: key });
    return { key, version, published: false };
  });
}

/** Sends a submitted draft back to its author with the reviewer's comment (a reviewer only). */
export async function returnPage(
  db: Db,
  staff: SignedInStaff,
  key: RouteKey,
  input: { version: number; comment: string },
): Promise<PageWriteResult> {
  if (!isReviewer(staff)) throw new AppError('staff_forbidden');
  const result = await db.transaction(async (tx) => {
    const row = await lockedPage(tx, key, input.version);
    if (row?.reviewState !== 'submitted' || !row.reviewAuthorId) {
      throw new AppError('review_not_submitted');
    }
    const version = row.version + 1;
    await tx
      .update(sitePages)
      .set({ reviewState: 'returned', reviewComment: input.comment, reviewAt: sql`now()`, version })
      .where(eq(sitePages.routeKey, key));
    await recordAudit(tx, staff, 'page.return', { type: 'page', id: key });
    return { key, version, published: false, author: row.reviewAuthorId };
  });
  await tellAuthor(db, key, result.author, {
    kind: 'returned',
    reviewer: staff.name,
    comment: input.comment,
  });
  return { key: result.key, version: result.version, published: false };
}

/** E-mails the author of a submitted page what became of it, in the author's language. */
async function tellAuthor(db: Db, key: RouteKey, authorId: string, outcome: ReviewOutcome) {
  await tellReviewAuthor(
    db,
    authorId,
    {
      title: async (locale) => (await getPageForEditing(db, key)).published[locale].title,
      path: () => `/staff/pages/${key}`,
      relatedId: key,
    },
    outcome,
  );
}
