'use client';

import type { Messages } from 'next-intl';
import { reviewableSections, type ReviewableSection } from '@/config/editor-sections';
import { SubmitButton } from '../ui/submit-button';
import { useStaffForm } from './use-staff-post';

/**
 * The sections whose pages wait for review before publication (administrators, on the site's
 * settings page): one box per section of pages, ticked where review applies.
 */
export function ReviewSectionsForm({
  locale,
  labels,
  reviewed,
  names,
}: {
  locale: 'ar' | 'en';
  labels: Messages['StaffSettings'];
  reviewed: readonly ReviewableSection[];
  names: Record<ReviewableSection, string>;
}) {
  const { pending, errors, onSubmit } = useStaffForm(
    locale,
    labels,
    (data) => ({
      url: '/api/staff/settings/review',
      body: { sections: data.getAll('sections').map(String) },
      done: labels.review.saved,
    }),
    { keep: true },
  );
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-review-form="">
      <fieldset
        className="space-y-1"
        aria-describedby={errors.sections ? 'review-sections-error' : undefined}
      >
        <legend className="sr-only">{labels.review.title}</legend>
        {errors.sections ? (
          <p
            id="review-sections-error"
            className="text-sm font-bold text-red-700 dark:text-red-300"
          >
            {errors.sections}
          </p>
        ) : null}
        {reviewableSections.map((section) => (
          <label key={section} className="flex items-start gap-2">
            <input
              type="checkbox"
              name="sections"
              value={section}
              defaultChecked={reviewed.includes(section)}
              className="mt-1 size-4 accent-brand-700"
            />
            <span>{names[section]}</span>
          </label>
        ))}
      </fieldset>
      <SubmitButton pending={pending}>{labels.review.save}</SubmitButton>
    </form>
  );
}
