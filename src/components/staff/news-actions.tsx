'use client';

import type { Messages } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { fieldAria, FormField } from '../ui/form-field';
import { primaryButton, secondaryButton, textInput } from '../ui/styles';
import { useStaffPost } from './use-staff-post';
import { useHydrated } from '../ui/use-hydrated';

/** The words the forms use: a desk's (news, events, board, directory: the same keys). */
type Labels = {
  status: Pick<
    Messages['StaffNews']['status'],
    | 'needsBoth'
    | 'publish'
    | 'published'
    | 'schedule'
    | 'scheduleHint'
    | 'scheduleLabel'
    | 'scheduled'
    | 'unpublish'
    | 'unpublished'
  >;
  editor: Pick<Messages['StaffNews']['editor'], 'failedTitle' | 'failedNetwork'>;
};

/**
 * Publication of a news item: publish now, publish at a date and hour (Khartoum time), or take
 * it off the site. The server refuses an item not written in both languages, and says so.
 */
export function NewsStatusForm({
  locale,
  endpoint,
  visibility,
  version,
  labels,
  scheduleError,
}: {
  locale: 'ar' | 'en';
  /** The item's endpoint: /api/staff/{news|events|board|directory}/{id}. */
  endpoint: string;
  visibility: 'draft' | 'scheduled' | 'published';
  /** The item's `updatedAt` when the page was read. */
  version: string;
  labels: Labels;
  /** Staff.fieldErrors.scheduleInvalid in this language. */
  scheduleError: string;
}) {
  const { pending, post } = useStaffPost(locale, labels.editor);
  const hydrated = useHydrated();
  const [error, setError] = useState<string | undefined>();
  const url = `${endpoint}/status`;

  async function schedule(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Read from the field itself, not from React's state: a date typed before the page had
    // hydrated is in the field, and an uncontrolled field keeps it through hydration.
    const field = event.currentTarget.elements.namedItem('at');
    const at = field instanceof HTMLInputElement ? field.value : '';
    if (!at) {
      setError(scheduleError);
      return;
    }
    setError(undefined);
    const fields = await post(url, { action: 'schedule', at, version }, labels.status.scheduled);
    if (fields?.at) setError(fields.at);
  }

  /** A button that publishes the item now, or takes it off the site. */
  const act = (action: 'publish' | 'unpublish', label: string, done: string, className: string) => (
    <button
      type="button"
      disabled={pending}
      className={className}
      onClick={() => post(url, { action, version }, done)}
    >
      {label}
    </button>
  );

  return (
    <div className="space-y-4" data-news-status={visibility}>
      <p className="text-sm text-slate-600 dark:text-slate-400">{labels.status.needsBoth}</p>
      <div className="flex flex-wrap gap-3">
        {visibility !== 'published'
          ? act('publish', labels.status.publish, labels.status.published, primaryButton)
          : null}
        {visibility !== 'draft'
          ? act('unpublish', labels.status.unpublish, labels.status.unpublished, secondaryButton)
          : null}
      </div>
      <form noValidate onSubmit={schedule} className="flex flex-wrap items-end gap-3">
        <FormField
          id="news-schedule"
          label={labels.status.scheduleLabel}
          hint={labels.status.scheduleHint}
          error={error}
        >
          <input
            {...fieldAria('news-schedule', { hint: true, error })}
            type="datetime-local"
            name="at"
            defaultValue=""
            className={textInput}
          />
        </FormField>
        <button type="submit" disabled={pending || !hydrated} className={secondaryButton}>
          {labels.status.schedule}
        </button>
      </form>
    </div>
  );
}

/** Puts an earlier version of what a desk edits back (kept as a new version). */
export function RestoreRevisionButton({
  locale,
  endpoint,
  revisionId,
  label,
  labels,
}: {
  locale: 'ar' | 'en';
  /** The item's endpoint: /api/staff/news/{id} or /api/staff/events/{id}. */
  endpoint: string;
  revisionId: string;
  /** The button's full name, with the version's date, for screen readers. */
  label: string;
  labels: { restore: string; restored: string; failedTitle: string; failedNetwork: string };
}) {
  const { pending, post } = useStaffPost(locale, labels);
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={label}
      className={secondaryButton}
      onClick={() => post(`${endpoint}/restore`, { revision: revisionId }, labels.restored)}
    >
      {labels.restore}
    </button>
  );
}

/**
 * "The translation is up to date" (news, events; issue #47): the language that is behind counts
 * as changed now, its words unchanged, for a change that needs no translation. Inside the
 * editor's form, so a button that does not submit it.
 */
export function MarkTranslatedButton({
  locale,
  endpoint,
  version,
  labels,
}: {
  locale: 'ar' | 'en';
  /** The item's endpoint: /api/staff/news/{id} or /api/staff/events/{id}. */
  endpoint: string;
  /** The item's `updatedAt` when the page was read. */
  version: string;
  labels: { markCurrent: string; marked: string; failedTitle: string; failedNetwork: string };
}) {
  const { pending, post } = useStaffPost(locale, labels);
  return (
    <button
      type="button"
      disabled={pending}
      className={secondaryButton}
      data-mark-translated=""
      onClick={() => post(`${endpoint}/translation`, { version }, labels.marked)}
    >
      {labels.markCurrent}
    </button>
  );
}
