import type { ReviewStatus } from '@/lib/review-status';

/** The look of each status: calm for the steps on the way, green and red for the decisions. */
export const statusClasses: Record<ReviewStatus, string> = {
  received: 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
  under_review: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  more_information: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  not_accepted: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};
