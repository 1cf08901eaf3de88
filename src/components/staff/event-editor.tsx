'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm, type FieldPath } from 'react-hook-form';
import { localePath } from '@/i18n/routing';
import {
  eventDraftSchema,
  MAX_EVENT_DESCRIPTION,
  MAX_EVENT_LOCATION,
  MAX_EVENT_TITLE,
  type EventDraft,
  type EventDraftInput,
} from '@/lib/college-events';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';
import { formErrors } from './form-errors';
import { useStaffPost } from './use-staff-post';
import { ErrorSummary } from '../ui/error-summary';
import { registerField } from './register-field';

type Labels = Messages['StaffEvents']['editor'];
type Field = FieldPath<EventDraftInput>;

const languages = [
  { lang: 'ar', dir: 'rtl', suffix: 'Ar' },
  { lang: 'en', dir: 'ltr', suffix: 'En' },
] as const;

/**
 * The event editor: the address, the date, the starting time and the length, then each
 * language's title, place and description side by side (one column on a phone). Checked in the
 * browser with the server's schema and again by the server, whose messages are shown under the
 * same fields; what was typed stays until it is saved.
 */
export function EventEditor({
  locale,
  itemId,
  initial,
  live,
  version,
  labels,
  fieldErrors,
}: {
  locale: 'ar' | 'en';
  /** Null for a new event. */
  itemId: string | null;
  initial: EventDraftInput;
  /** Whether visitors see the event now (a save then changes the public pages). */
  live: boolean;
  /** The event's `updatedAt` when this copy was read (null for a new event). */
  version: string | null;
  labels: Labels;
  /** Staff.fieldErrors: the schema's error codes in this language. */
  fieldErrors: Record<string, string>;
}) {
  const router = useRouter();
  const { pending, post } = useStaffPost(locale, labels);
  const form = useForm<EventDraftInput, unknown, EventDraft>({
    resolver: zodResolver(eventDraftSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { message, firstError } = formErrors(form, fieldErrors);

  async function submit(values: EventDraft) {
    const fields = itemId
      ? await post(
          `/api/staff/events/${itemId}`,
          { ...values, version },
          live ? labels.savedLive : labels.saved,
        )
      : await post('/api/staff/events', values, labels.created, (answer) =>
          router.push(localePath(locale, `/staff/events/${String(answer.id)}`)),
        );
    for (const [field, text] of Object.entries(fields ?? {})) {
      form.setError(field as Field, { type: 'server', message: text });
    }
  }

  const input = (
    field: Field,
    label: string,
    options: {
      hint?: string;
      max?: number;
      type?: string;
      lang?: string;
      dir?: 'rtl' | 'ltr';
      multiline?: boolean;
    } = {},
  ) => {
    const id = `event-${field}`;
    const error = message(field);
    const common = {
      ...registerField(form, field),
      ...fieldAria(id, { hint: options.hint, error }),
      maxLength: options.max,
      lang: options.lang,
      dir: options.dir,
      className: textInput,
    };
    return (
      <FormField id={id} label={label} hint={options.hint} error={error}>
        {options.multiline ? (
          <textarea {...common} rows={5} />
        ) : (
          <input {...common} type={options.type ?? 'text'} />
        )}
      </FormField>
    );
  };

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(submit)}
      className="space-y-8"
      data-event-editor=""
    >
      {firstError ? (
        <ErrorSummary target={`event-${firstError}`}>{labels.errorSummary}</ErrorSummary>
      ) : null}
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="mb-2 text-xl font-bold">{labels.when}</legend>
        {input('slug', labels.slug, { hint: labels.slugHint, max: 80, dir: 'ltr', lang: 'en' })}
        {input('date', labels.date, { type: 'date' })}
        {input('endDate', labels.endDate, { type: 'date', hint: labels.endDateHint })}
        {input('time', labels.time, { type: 'time' })}
        {input('durationMinutes', labels.duration, { type: 'number' })}
      </fieldset>
      <div className="grid gap-8 lg:grid-cols-2">
        {languages.map(({ lang, dir, suffix }) => (
          <fieldset key={lang} className="space-y-4">
            <legend className="mb-2 text-xl font-bold">
              {lang === 'ar' ? labels.arabic : labels.english}
            </legend>
            {input(`title${suffix}`, labels.titleLabel, { max: MAX_EVENT_TITLE, lang, dir })}
            {input(`location${suffix}`, labels.location, { max: MAX_EVENT_LOCATION, lang, dir })}
            {input(`description${suffix}`, labels.description, {
              max: MAX_EVENT_DESCRIPTION,
              lang,
              dir,
              multiline: true,
            })}
          </fieldset>
        ))}
      </div>
      <SubmitButton pending={pending || form.formState.isSubmitting} pendingLabel={labels.saving}>
        {labels.save}
      </SubmitButton>
    </form>
  );
}
