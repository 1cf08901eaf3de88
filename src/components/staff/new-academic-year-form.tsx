'use client';

import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { localePath } from '@/i18n/routing';
import { fieldAria, FormField } from '../ui/form-field';
import { textInput } from '../ui/styles';
import { SubmitButton } from '../ui/submit-button';
import { useStaffPost } from './use-staff-post';

type Labels = Messages['StaffCalendar']['create'] &
  Pick<Messages['StaffCalendar']['editor'], 'failedTitle' | 'failedNetwork'>;

/**
 * Adds an academic year to the calendar desk: its label (the year after the latest, to start
 * with) and the year whose semesters and dates it starts from, moved on; then opens it.
 */
export function NewAcademicYearForm({
  locale,
  suggested,
  years,
  labels,
}: {
  locale: 'ar' | 'en';
  /** The label offered: the year after the latest one. */
  suggested: string;
  /** The years with semesters to start from, the latest first. */
  years: string[];
  labels: Labels;
}) {
  const router = useRouter();
  const { pending, post } = useStaffPost(locale, labels);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(undefined);
    // Read from the fields, which are uncontrolled: what was typed or chosen before the page
    // hydrated is kept through hydration, and is what is sent.
    const form = new FormData(event.currentTarget);
    const year = String(form.get('year') ?? '');
    const copyFrom = String(form.get('copyFrom') ?? '');
    const fields = await post('/api/staff/calendar', { year, copyFrom }, labels.created, (answer) =>
      router.push(localePath(locale, `/staff/calendar/${String(answer.year)}`)),
    );
    if (fields) setError(fields.year ?? Object.values(fields)[0]);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid max-w-3xl gap-4 rounded-lg border border-slate-300 p-4 sm:grid-cols-2 dark:border-slate-600"
      data-new-academic-year=""
    >
      <h2 className="text-xl font-bold sm:col-span-2">{labels.heading}</h2>
      <FormField id="new-year" label={labels.year} hint={labels.yearHint} error={error}>
        <input
          {...fieldAria('new-year', { hint: labels.yearHint, error })}
          name="year"
          defaultValue={suggested}
          inputMode="numeric"
          dir="ltr"
          maxLength={9}
          className={textInput}
        />
      </FormField>
      <FormField id="new-year-from" label={labels.copyFrom} hint={labels.copyHint}>
        <select
          {...fieldAria('new-year-from', { hint: labels.copyHint })}
          name="copyFrom"
          defaultValue={years[0] ?? ''}
          className={textInput}
        >
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          <option value="">{labels.empty}</option>
        </select>
      </FormField>
      <div className="sm:col-span-2">
        <SubmitButton pending={pending} pendingLabel={labels.submit}>
          {labels.submit}
        </SubmitButton>
      </div>
    </form>
  );
}
