'use client';

import type { Messages } from 'next-intl';
import {
  eventDraftSchema,
  MAX_EVENT_LOCATION,
  MAX_EVENT_TITLE,
  type EventDraftInput,
} from '@/lib/college-events';
import { LanguageColumns, RecordForm, useItemForm, type ItemEditorProps } from './record-form';
import { RichTextField, type LibraryLink } from './rich-text-editor';

type Labels = Messages['StaffEvents']['editor'];

/**
 * The event editor: the address, the date, the starting time and the length, then each
 * language's title, place and description (the toolbar editor) side by side (one column on a phone). Checked in the
 * browser with the server's schema and again by the server, whose messages are shown under the
 * same fields; what was typed stays until it is saved.
 */
export function EventEditor({
  library = [],
  ...props
}: ItemEditorProps<EventDraftInput, Labels> & {
  /** The library's files the description's links may point at. */
  library?: LibraryLink[];
}) {
  const { labels } = props;
  const record = useItemForm('events', eventDraftSchema, props);
  const { text } = record;

  return (
    <RecordForm record={record} words={labels}>
      <fieldset className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <legend className="mb-2 text-xl font-bold">{labels.when}</legend>
        {text('slug', labels.slug, { hint: labels.slugHint, max: 80, dir: 'ltr', lang: 'en' })}
        {text('date', labels.date, { type: 'date' })}
        {text('endDate', labels.endDate, { type: 'date', hint: labels.endDateHint })}
        {text('time', labels.time, { type: 'time' })}
        {text('durationMinutes', labels.duration, { type: 'number' })}
      </fieldset>
      <LanguageColumns words={labels} notice={props.notice}>
        {({ lang, dir, suffix }) => (
          <>
            {text(`title${suffix}`, labels.titleLabel, { max: MAX_EVENT_TITLE, lang, dir })}
            {text(`location${suffix}`, labels.location, { max: MAX_EVENT_LOCATION, lang, dir })}
            <RichTextField
              form={record.form}
              name={`description${suffix}`}
              id={`event-description${suffix}`}
              label={labels.description}
              hint={labels.descriptionHint}
              error={record.message(`description${suffix}`)}
              lang={lang}
              dir={dir}
              words={labels.toolbar}
              library={library}
            />
          </>
        )}
      </LanguageColumns>
    </RecordForm>
  );
}
