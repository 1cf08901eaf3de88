'use client';

import type { Messages } from 'next-intl';
import { REVIEW_COMMENT_MAX } from '@/lib/page-pair';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';
import { useStaffForm } from './use-staff-post';

/**
 * A reviewer sends a submitted page (or news item, event, circular, record, proposal) back to its author, with what needs changing (e-mailed to
 * the author, and shown above the page's editor).
 */
export function ReviewReturnForm({
  locale,
  labels,
  failed,
  endpoint,
  version,
  proposal,
}: {
  locale: 'ar' | 'en';
  labels: Pick<Messages['StaffPages']['review'], 'comment' | 'sendBack' | 'sentBack'>;
  failed: { failedTitle: string; failedNetwork: string };
  endpoint: string;
  /** The page's version, or an item's `updatedAt` as read; none for a desk's proposal. */
  version?: number | string;
  /** A desk's proposal: the time of the submission read (proposals.ts). */
  proposal?: string;
}) {
  const { pending, errors, onSubmit } = useStaffForm(locale, failed, (data) => ({
    url: endpoint,
    body: { action: 'return', version, proposal, comment: String(data.get('comment') ?? '') },
    done: labels.sentBack,
  }));
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" data-review-return="">
      <FormField id="review-comment" label={labels.comment} error={errors.comment}>
        <textarea
          {...fieldAria('review-comment', { error: errors.comment })}
          name="comment"
          rows={3}
          maxLength={REVIEW_COMMENT_MAX}
          required
          className={textInput}
        />
      </FormField>
      <SubmitButton pending={pending}>{labels.sendBack}</SubmitButton>
    </form>
  );
}
