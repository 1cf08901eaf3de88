'use client';

import type { Messages } from 'next-intl';
import {
  circularAudiences,
  circularDraftSchema,
  circularKinds,
  MAX_CIRCULAR_TITLE,
  type CircularDraftInput,
} from '@/lib/circulars';
import { fieldAria, FormField } from '../ui/form-field';
import { textInput } from '../ui/styles';
import { LanguageColumns, RecordForm, useItemForm, type ItemEditorProps } from './record-form';
import { registerField } from './register-field';
import { RichTextField, type LibraryLink } from './rich-text-editor';

type Labels = Messages['StaffCirculars']['editor'];

/**
 * The editor of a notice or circular: its address, date and last day, what it is about, whom it
 * is for and whether it is urgent, then each language's title and text (the toolbar editor)
 * side by side, and the library's document joined to it. Checked in the browser with the
 * server's schema and again by the server, whose messages are shown under the same fields.
 */
export function CircularEditor({
  files,
  library = [],
  kinds,
  audiences,
  ...props
}: ItemEditorProps<CircularDraftInput, Labels> & {
  /** The library's documents it may carry: id and title in the page's language. */
  files: readonly (readonly [string, string])[];
  /** The library's files the text's links may point at. */
  library?: LibraryLink[];
  /** The kinds' and the audiences' names in the page's language. */
  kinds: Record<(typeof circularKinds)[number], string>;
  audiences: Record<(typeof circularAudiences)[number], string>;
}) {
  const { labels } = props;
  const record = useItemForm('circulars', circularDraftSchema, props);
  const { form, text, choice, message } = record;
  const chosen = new Set(props.initial.audiences ?? []);
  const audienceError = message('audiences');

  return (
    <RecordForm record={record} words={labels}>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <legend className="mb-2 text-xl font-bold">{labels.when}</legend>
        {text('slug', labels.slug, { hint: labels.slugHint, max: 80, dir: 'ltr', lang: 'en' })}
        {text('date', labels.date, { type: 'date' })}
        {text('expiresOn', labels.expiresOn, { type: 'date', hint: labels.expiresOnHint })}
        {choice(
          'kind',
          labels.kind,
          circularKinds.map((kind) => [kind, kinds[kind]] as const),
        )}
      </fieldset>

      <div className="grid gap-6 sm:grid-cols-2">
        <fieldset
          className="space-y-2"
          aria-describedby={audienceError ? 'circular-audiences-error' : undefined}
          aria-invalid={audienceError ? true : undefined}
        >
          <legend className="mb-1 font-bold">{labels.audiences}</legend>
          {circularAudiences.map((audience, index) => (
            <label key={audience} className="flex items-center gap-2">
              <input
                type="checkbox"
                {...form.register('audiences')}
                id={index === 0 ? 'circular-audiences' : undefined}
                value={audience}
                defaultChecked={chosen.has(audience)}
                className="size-5"
              />
              {audiences[audience]}
            </label>
          ))}
          {audienceError ? (
            <p
              id="circular-audiences-error"
              className="text-sm font-bold text-red-700 dark:text-red-300"
            >
              {audienceError}
            </p>
          ) : null}
        </fieldset>
        <div className="space-y-1">
          <label className="flex items-center gap-2 font-bold">
            <input
              type="checkbox"
              {...form.register('urgent')}
              id="circular-urgent"
              defaultChecked={props.initial.urgent}
              aria-describedby="circular-urgent-hint"
              className="size-5"
            />
            {labels.urgent}
          </label>
          <p id="circular-urgent-hint" className="text-sm text-slate-600 dark:text-slate-400">
            {labels.urgentHint}
          </p>
        </div>
      </div>

      <LanguageColumns words={labels} notice={props.notice}>
        {({ lang, dir, suffix }) => (
          <>
            {text(`title${suffix}`, labels.titleLabel, { max: MAX_CIRCULAR_TITLE, lang, dir })}
            <RichTextField
              form={form}
              name={`body${suffix}`}
              id={`circular-body${suffix}`}
              label={labels.body}
              hint={labels.bodyHint}
              error={message(`body${suffix}`)}
              lang={lang}
              dir={dir}
              words={labels.toolbar}
              library={library}
            />
          </>
        )}
      </LanguageColumns>

      <FormField
        id="circular-fileId"
        label={labels.file}
        hint={labels.fileHint}
        error={message('fileId')}
      >
        <select
          {...registerField(form, 'fileId')}
          {...fieldAria('circular-fileId', { hint: labels.fileHint, error: message('fileId') })}
          className={textInput}
        >
          <option value="">{labels.noFile}</option>
          {files.map(([id, title]) => (
            <option key={id} value={id}>
              {title}
            </option>
          ))}
        </select>
      </FormField>
    </RecordForm>
  );
}
