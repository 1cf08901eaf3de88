import type { Messages } from 'next-intl';
import type { ReactNode } from 'react';
import { formatDayOf } from '@/lib/format';
import type { ReviewStatus } from '@/lib/review-status';
import { fillNodes } from '@/lib/template';
import { Link } from '../ui/link';

type Labels = Messages['ApplicationStatus'];

/** The look of each status: calm for the steps on the way, green and red for the decisions. */
const statusClasses: Record<ReviewStatus, string> = {
  received: 'bg-brand-100 text-brand-900 dark:bg-brand-900 dark:text-brand-100',
  under_review: 'bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100',
  more_information: 'bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100',
  accepted: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100',
  not_accepted: 'bg-slate-200 text-slate-900 dark:bg-slate-700 dark:text-slate-100',
};

/**
 * Where an application is, as the status lookup and the applicant's own page show it: the
 * status, since when, `rows` of the page's own, what the status means (`body`, else the
 * catalogue's), the office's message, and while 'received' the way to pay the fee.
 */
export function StatusSummary({
  locale,
  labels,
  status,
  updatedAt,
  message,
  feesHref,
  rows = [],
  body,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  status: ReviewStatus;
  updatedAt: string;
  message: string | null;
  feesHref: string;
  rows?: { label: string; value: ReactNode; marker?: Record<string, string> }[];
  body?: string;
}) {
  const words = labels.statuses[status];
  return (
    <>
      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-bold">{labels.statusLabel}</dt>
        <dd>
          <span
            className={`inline-block rounded-full px-3 py-0.5 font-bold ${statusClasses[status]}`}
            data-status={status}
          >
            {words.label}
          </span>
        </dd>
        <dt className="font-bold">{labels.updatedLabel}</dt>
        <dd>
          <time dateTime={updatedAt}>{formatDayOf(locale, updatedAt)}</time>
        </dd>
        {rows.map((row) => (
          <div key={row.label} className="contents">
            <dt className="font-bold">{row.label}</dt>
            <dd {...row.marker}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-slate-800 dark:text-slate-200">{body ?? words.body}</p>
      {message ? (
        <div className="mt-4 border-s-4 border-brand-500 ps-4">
          <h3 className="font-bold">{labels.messageLabel}</h3>
          <p dir="auto" className="mt-1 whitespace-pre-line" data-status-message="">
            {message}
          </p>
        </div>
      ) : null}
      {status === 'received' ? (
        <p className="mt-4">
          <Link href={feesHref} className="font-bold text-brand-700 underline dark:text-brand-300">
            {labels.feesLink}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** A heading's words with the application's reference in them, whole and left to right. */
export function withReference(template: string, reference: string): ReactNode[] {
  return fillNodes(template, {
    reference: (
      <bdi key="reference" dir="ltr" className="whitespace-nowrap">
        {reference}
      </bdi>
    ),
  });
}
