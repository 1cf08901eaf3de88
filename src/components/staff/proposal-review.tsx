import { getMessages, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import { getDb } from '@/server/db/client';
import type { ReviewProposalRow } from '@/server/db/schema';
import { isReviewer, mustSubmitIn } from '@/server/publishing/review-gate';
import { proposalToken } from '@/server/publishing/proposals';
import type { SignedInStaff } from '@/server/staff/staff-session';
import { DeskSection } from './desk-page';
import { ReviewReturnForm } from './review-return-form';
import { StaffPostButton } from './staff-post-button';

/**
 * The review of a desk that saves one document (the banner, the figures; issue #47,
 * src/server/publishing/proposals.ts). For an editor who must submit: that what they save goes
 * to a reviewer, and where their proposal stands, with the reviewer's comment when it comes
 * back. For a reviewer, while a proposal waits: who sent it and when, the change itself
 * (`change`, drawn by the desk's page), the button that applies it and the form that sends it
 * back. Answers whether the account must submit.
 */
export async function proposalReview({
  locale,
  staff,
  desk,
  proposal: stored,
  stale,
  change,
}: {
  locale: Locale;
  staff: SignedInStaff;
  desk: 'banner' | 'figures';
  proposal: ReviewProposalRow | null;
  /** Whether the document has changed since the proposal was written from it. */
  stale: boolean;
  change: (values: Record<string, unknown>) => ReactNode;
}): Promise<{ mustSubmit: boolean; own: ReviewProposalRow | null; panel: ReactNode }> {
  const mustSubmit = await mustSubmitIn(await getDb(), staff, desk);
  const reviewer = isReviewer(staff);
  // An editor who must submit reads their own proposal and its comment, not another's.
  const own = stored && stored.reviewAuthorId === staff.id ? stored : null;
  const proposal = reviewer ? stored : own;
  if (!mustSubmit && !(reviewer && proposal)) return { mustSubmit, own, panel: null };
  const messages = await getMessages({ locale });
  const words = messages.StaffItemReview;
  const failed = messages.StaffNews.editor;
  const t = await getTranslations({ locale, namespace: 'StaffItemReview' });
  const date = workspaceDateTime(locale);
  const when = proposal?.reviewAt ? date.format(proposal.reviewAt) : '';
  const who = proposal?.reviewAuthor ?? '';
  const endpoint = `/api/staff/${desk}/review`;
  const submitted = proposal?.reviewState === 'submitted';
  const panel = (
    <DeskSection id="proposal-review-title" title={words.heading}>
      <div className="space-y-3" data-proposal-review={proposal?.reviewState ?? 'none'}>
        {mustSubmit ? <p>{words.proposalRequired}</p> : null}
        {mustSubmit && stored && !own && stored.reviewState === 'submitted' ? (
          <p className="font-bold">{t('othersWaiting', { who: stored.reviewAuthor ?? '' })}</p>
        ) : null}
        {submitted ? (
          <p className="font-bold">
            {t(reviewer ? 'proposalWaitingReviewer' : 'waiting', { who, when })}
          </p>
        ) : null}
        {proposal?.reviewState === 'returned' && proposal.reviewComment ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950">
            <p className="font-bold">{t('returnedNote', { when })}</p>
            <p className="mt-1 whitespace-pre-line">{proposal.reviewComment}</p>
          </div>
        ) : null}
        {reviewer && submitted && proposal ? (
          <>
            <h3 className="text-lg font-bold">{words.proposalHeading}</h3>
            {stale ? (
              <p className="font-bold text-amber-800 dark:text-amber-300" data-proposal-stale="">
                {messages.ApiErrors.proposal_stale}
              </p>
            ) : (
              <>
                <div data-proposal-change="">{change(proposal.values)}</div>
                <StaffPostButton
                  locale={locale}
                  endpoint={endpoint}
                  body={{ action: 'approve', proposal: proposalToken(proposal) }}
                  words={{
                    label: words.approve,
                    done: words.approved,
                    failedTitle: failed.failedTitle,
                    failedNetwork: failed.failedNetwork,
                  }}
                  primary
                  marker="proposal-approve"
                />
              </>
            )}
            <ReviewReturnForm
              locale={locale}
              labels={words}
              failed={failed}
              endpoint={endpoint}
              proposal={proposalToken(proposal)}
            />
          </>
        ) : null}
      </div>
    </DeskSection>
  );
  return { mustSubmit, own, panel };
}
