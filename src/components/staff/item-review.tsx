import { getMessages, getTranslations } from 'next-intl/server';
import type { Locale } from '@/i18n/routing';
import { workspaceDateTime } from '@/lib/format';
import type { SignedInStaff } from '@/server/staff/staff-session';
import type { EditorSection } from '@/config/editor-sections';
import { isReviewer, reviewedSections } from '@/server/publishing/review-gate';
import { getDb } from '@/server/db/client';
import { DeskSection } from './desk-page';
import { StaffPostButton } from './staff-post-button';
import { ReviewReturnForm } from './review-return-form';

/** What an item's page reads of its review. */
export interface ItemReviewState {
  status: 'draft' | 'published';
  reviewState: 'submitted' | 'returned' | null;
  reviewAuthor: string | null;
  reviewAt: Date | null;
  reviewComment: string | null;
  updatedAt: Date;
}

/**
 * Where the item's section waits for review (issue #47, item 2): for its author, what to do and
 * where the submission stands, with the submit button for a draft; for a reviewer, who submitted
 * it and the form that sends it back. Nothing where the section publishes directly. Answers
 * whether the account must submit (its publication buttons are then left out).
 */
export async function itemReview({
  locale,
  staff,
  section,
  endpoint,
  item,
  version = item.updatedAt.toISOString(),
  publishOnly = false,
}: {
  locale: Locale;
  staff: SignedInStaff;
  section: EditorSection;
  endpoint: string;
  /** `status` 'draft' when there is a draft to submit (the menus: a draft pending). */
  item: ItemReviewState;
  /** The version the review endpoint checks: the item's `updatedAt`, or the menus' number. */
  version?: string | number;
  /** A desk that publishes at once and never at a time (the menus): the reviewer's words say so. */
  publishOnly?: boolean;
}): Promise<{ mustSubmit: boolean; panel: React.ReactNode }> {
  if (!(await reviewedSections(await getDb())).includes(section)) {
    return { mustSubmit: false, panel: null };
  }
  const messages = await getMessages({ locale });
  const words = messages.StaffItemReview;
  const t = await getTranslations({ locale, namespace: 'StaffItemReview' });
  const failed = messages.StaffNews.editor;
  const date = workspaceDateTime(locale);
  const when = item.reviewAt ? date.format(item.reviewAt) : '';
  const who = item.reviewAuthor ?? '';
  const reviewer = isReviewer(staff);
  const submitted = item.reviewState === 'submitted';
  const panel = (
    <DeskSection id="item-review-title" title={words.heading}>
      <div className="space-y-3" data-item-review={item.reviewState ?? 'none'}>
        {reviewer ? null : <p>{words.required}</p>}
        {submitted ? (
          <p className="font-bold">
            {t(
              reviewer ? (publishOnly ? 'waitingReviewerPublish' : 'waitingReviewer') : 'waiting',
              {
                who,
                when,
              },
            )}
          </p>
        ) : null}
        {item.reviewState === 'returned' && item.reviewComment ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950">
            <p className="font-bold">{t('returnedNote', { when })}</p>
            <p className="mt-1 whitespace-pre-line">{item.reviewComment}</p>
          </div>
        ) : null}
        {!reviewer && !submitted && item.status === 'draft' ? (
          <StaffPostButton
            locale={locale}
            endpoint={`${endpoint}/review`}
            body={{ action: 'submit', version }}
            words={{
              label: words.submit,
              done: words.submitted,
              failedTitle: failed.failedTitle,
              failedNetwork: failed.failedNetwork,
            }}
            primary
            marker="item-submit"
          />
        ) : null}
        {reviewer && submitted ? (
          <ReviewReturnForm
            locale={locale}
            labels={words}
            failed={failed}
            endpoint={`${endpoint}/review`}
            version={version}
          />
        ) : null}
      </div>
    </DeskSection>
  );
  return { mustSubmit: !reviewer, panel };
}
