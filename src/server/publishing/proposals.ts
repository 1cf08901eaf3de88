/**
 * Review of the desks that save one document at once and have no draft: the banner and the
 * college's figures (issue #47, item 2). Where the desk's section waits for review, an editor
 * who must submit sends the whole document through the desk's own form; it is kept as the desk's
 * proposal (`review_proposals`, one per desk) and visitors see nothing of it. A reviewer (an
 * editor of every section) reads it on the desk's page and applies it (the desk's own save, as
 * the reviewer, in the same transaction: `banner.approve`, `figures.approve`) or sends it back
 * with a comment; the author is e-mailed either outcome (review-gate.ts). A proposal written
 * from a document that has changed since is not applied (409 `proposal_stale`): the reviewer
 * sends it back, and its author starts again from the document as it is.
 */
import 'server-only';
import { eq, ne, or } from 'drizzle-orm';
import type { EditorSection } from '@/config/editor-sections';
import type { SitePath } from '@/config/site-paths';
import { catalogues } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { reviewProposals, type ProposalDesk, type ReviewProposalRow } from '../db/schema';
import { AppError } from '../errors';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { isReviewer, mustSubmitIn, tellReviewAuthor, type ReviewOutcome } from './review-gate';

/** What a desk with proposals tells this module. */
export interface ProposalSteps<Values> {
  desk: ProposalDesk;
  section: EditorSection;
  /** The desk's place in the workspace. */
  path: SitePath;
  /**
   * The document's version now (a proposal is written from it, and applied only over it);
   * `lock` reads it for update, until the transaction ends.
   */
  base: (db: Db, lock?: boolean) => Promise<string>;
  /** The document as a proposal keeps it (JSON: a form's values). */
  store: (values: Values) => Record<string, unknown>;
  /** Checks a kept document as the desk's endpoint does, before it is applied. */
  parse: (values: unknown) => Values;
  /** The desk's own save of the whole document, as `staff`, in the transaction `tx`. */
  apply: (tx: Db, staff: SignedInStaff, values: Values) => Promise<unknown>;
}

/** The desk's name in a language, for the author's e-mail. */
function deskTitle(desk: ProposalDesk, locale: Locale): string {
  return catalogues[locale][desk === 'banner' ? 'StaffBanner' : 'StaffFigures'].title;
}

/** E-mails a proposal's author what became of it, naming the desk and its place. */
function tellAuthor(
  db: Db,
  steps: { desk: ProposalDesk; path: SitePath },
  row: ReviewProposalRow,
  outcome: ReviewOutcome,
): Promise<void> {
  return tellReviewAuthor(
    db,
    row.reviewAuthorId!,
    {
      title: (locale) => deskTitle(steps.desk, locale),
      path: () => steps.path,
      relatedId: steps.desk,
    },
    outcome,
  );
}

/** The desk's proposal, or null. */
export async function proposalOf(db: Db, desk: ProposalDesk): Promise<ReviewProposalRow | null> {
  const [row] = await db.select().from(reviewProposals).where(eq(reviewProposals.desk, desk));
  return row ?? null;
}

/** Whether `staff` must propose rather than save on the desk. */
export function mustPropose(db: Db, staff: SignedInStaff, steps: { section: EditorSection }) {
  return mustSubmitIn(db, staff, steps.section);
}

/**
 * Keeps `values` as the desk's proposal, submitted for review by `staff`: a proposal of theirs
 * (submitted or sent back: a reviewer who read the earlier one is refused its approval, 409
 * `proposal_changed`) or one sent back to another is replaced; one another editor submitted
 * waits for its answer first (409 `review_already_submitted`).
 */
export async function submitProposal<Values>(
  db: Db,
  staff: SignedInStaff,
  steps: ProposalSteps<Values>,
  values: Values,
): Promise<{ review: 'submitted' }> {
  const base = await steps.base(db);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const columns = {
      values: steps.store(values),
      base,
      reviewState: 'submitted' as const,
      reviewAuthorId: staff.id,
      reviewAuthor: staff.name,
      reviewAt: new Date(),
      reviewComment: null,
    };
    // One statement, so that two first proposals at once cannot both pass a check made
    // before either is written: the row is replaced only when no other editor's waits.
    const written = await tx
      .insert(reviewProposals)
      .values({ desk: steps.desk, ...columns })
      .onConflictDoUpdate({
        target: reviewProposals.desk,
        set: columns,
        setWhere: or(
          ne(reviewProposals.reviewState, 'submitted'),
          eq(reviewProposals.reviewAuthorId, staff.id),
        ),
      })
      .returning({ desk: reviewProposals.desk });
    if (written.length === 0) throw new AppError('review_already_submitted');
    await recordAudit(tx, staff, `${steps.desk}.submit`, { type: steps.desk, id: '1' });
  });
  return { review: 'submitted' };
}

/**
 * The submitted proposal, locked; refused when there is none (409 `review_not_submitted`) and
 * when it is not the one the reviewer read (`submittedAt`, its time: its author has submitted
 * it again since, 409 `proposal_changed`).
 */
async function lockSubmitted(
  tx: Db,
  desk: ProposalDesk,
  submittedAt: string,
): Promise<ReviewProposalRow> {
  const [row] = await tx
    .select()
    .from(reviewProposals)
    .where(eq(reviewProposals.desk, desk))
    .for('update');
  if (row?.reviewState !== 'submitted' || !row.reviewAuthorId) {
    throw new AppError('review_not_submitted');
  }
  if (row.reviewAt?.getTime() !== new Date(submittedAt).getTime()) {
    throw new AppError('proposal_changed');
  }
  return row;
}

/** A proposal's identity as the reviewer's page reads it and sends it back: its time. */
export function proposalToken(row: ReviewProposalRow): string {
  return row.reviewAt?.toISOString() ?? '';
}

/**
 * Applies the submitted proposal (a reviewer only): the desk's save of it as the reviewer, the
 * proposal gone and the approval audited in one transaction; then its author is told.
 */
export async function approveProposal<Values>(
  db: Db,
  staff: SignedInStaff,
  steps: ProposalSteps<Values>,
  submittedAt: string,
): Promise<{ review: 'approved' }> {
  if (!isReviewer(staff)) throw new AppError('staff_forbidden');
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const proposal = await lockSubmitted(tx, steps.desk, submittedAt);
    // The document locked until the save below: nothing is saved between the check and it.
    if (proposal.base !== (await steps.base(tx, true))) throw new AppError('proposal_stale');
    await steps.apply(tx, staff, steps.parse(proposal.values));
    await tx.delete(reviewProposals).where(eq(reviewProposals.desk, steps.desk));
    await recordAudit(tx, staff, `${steps.desk}.approve`, { type: steps.desk, id: '1' });
    return proposal;
  });
  await tellAuthor(db, steps, row, { kind: 'approved', reviewer: staff.name, at: null });
  return { review: 'approved' };
}

/** Sends the submitted proposal back to its author with the reviewer's comment. */
export async function returnProposal<Values>(
  db: Db,
  staff: SignedInStaff,
  steps: ProposalSteps<Values>,
  submittedAt: string,
  comment: string,
): Promise<{ review: 'returned' }> {
  if (!isReviewer(staff)) throw new AppError('staff_forbidden');
  const row = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const proposal = await lockSubmitted(tx, steps.desk, submittedAt);
    await tx
      .update(reviewProposals)
      .set({ reviewState: 'returned', reviewComment: comment, reviewAt: new Date() })
      .where(eq(reviewProposals.desk, steps.desk));
    await recordAudit(tx, staff, `${steps.desk}.return`, { type: steps.desk, id: '1' });
    return proposal;
  });
  await tellAuthor(db, steps, row, { kind: 'returned', reviewer: staff.name, comment });
  return { review: 'returned' };
}
