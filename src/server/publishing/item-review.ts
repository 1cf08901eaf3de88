/**
 * Review of the desks' items (issue #47, item 2: news, events, circulars, academic years), as of the pages
 * (src/server/pages/page-review.ts). Where the item's section waits for review, an editor
 * limited to some sections writes and saves drafts but never changes what visitors see
 * (desk-items.ts refuses their publication, schedule, withdrawal and the save of a published
 * item): they submit the draft, complete in both languages. A reviewer (an editor of every
 * section) publishes or schedules it, which approves it, or sends it back with a comment; the
 * author is told of either by e-mail (review-gate.ts).
 */
import 'server-only';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { assertComplete, lockItem, type ItemDesk, type ItemRow } from './desk-items';
import { isReviewer, tellReviewAuthor } from './review-gate';

type Reviewed<Row extends ItemRow, Draft> = ItemDesk<Row, Draft> & {
  audit: 'news' | 'event' | 'circular' | 'calendar';
  review: NonNullable<ItemDesk<Row, Draft>['review']>;
};

function reviewed<Row extends ItemRow, Draft>(desk: ItemDesk<Row, Draft>): Reviewed<Row, Draft> {
  if (!desk.review) throw new AppError(desk.unknown);
  return desk as Reviewed<Row, Draft>;
}

/**
 * Submits a draft item for review: complete in both languages, as a publication needs it.
 * Refused (409 `review_not_needed`) for an item visitors see or will see at a set time, which
 * only a reviewer changes.
 */
export async function submitItem<Row extends ItemRow, Draft>(
  db: Db,
  staff: SignedInStaff,
  desk: ItemDesk<Row, Draft>,
  id: string,
  version: string,
): Promise<{ id: string }> {
  const { review, audit, subject } = reviewed(desk);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const row = await lockItem(tx, desk, id, version);
    if (row.status === 'published') throw new AppError('review_not_needed');
    if (row.reviewState === 'submitted') throw new AppError('review_already_submitted');
    assertComplete(desk, await desk.draftOf(row, tx));
    await review.set(tx, id, {
      reviewState: 'submitted',
      reviewAuthorId: staff.id,
      reviewAuthor: staff.name,
      reviewAt: new Date(),
      reviewComment: null,
    });
    await recordAudit(tx, staff, `${audit}.submit`, { type: subject, id });
  });
  return { id };
}

/** Sends a submitted item back to its author with the reviewer's comment (a reviewer only). */
export async function returnItem<Row extends ItemRow, Draft>(
  db: Db,
  staff: SignedInStaff,
  desk: ItemDesk<Row, Draft>,
  id: string,
  version: string,
  comment: string,
): Promise<{ id: string }> {
  const { review, audit, subject } = reviewed(desk);
  if (!isReviewer(staff)) throw new AppError('staff_forbidden');
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const locked = await lockItem(tx, desk, id, version);
    if (locked.reviewState !== 'submitted' || !locked.reviewAuthorId) {
      throw new AppError('review_not_submitted');
    }
    await review.set(tx, id, {
      reviewState: 'returned',
      reviewComment: comment,
      reviewAt: new Date(),
    });
    await recordAudit(tx, staff, `${audit}.return`, { type: subject, id });
    return locked;
  });
  await tellReviewAuthor(
    db,
    row.reviewAuthorId!,
    { title: (locale) => review.title(row, locale), path: () => review.path(id), relatedId: id },
    { kind: 'returned', reviewer: staff.name, comment },
  );
  return { id };
}
