'use client';

import type { Messages } from 'next-intl';
import { fill, fillNodes } from '@/lib/template';
import { ErrorSummary } from '../ui/error-summary';
import { fieldAria, FormField } from '../ui/form-field';
import { textInput, warningPill } from '../ui/styles';
import { SubmitButton } from '../ui/submit-button';
import { useStaffForm } from './use-staff-post';

type Labels = Messages['StaffMailWording'];

/** One word in one language, as the form opens it. */
export interface WordField {
  /** "en.Upload.mailApplicantSubject": the field's name and the server's key. */
  key: string;
  /** What is sent now: the administrators' text, or the catalogue's. */
  value: string;
  /** The catalogue's text (a field emptied goes back to it). */
  first: string;
  /** The names in braces the message fills in. */
  placeholders: string[];
}

export interface WordGroup {
  key: keyof Labels['groups'];
  arabicOnly: boolean;
  words: { word: string; subject: boolean; number: number; fields: WordField[] }[];
}

/**
 * The e-mails' wording (administrators): each message's words in a fieldset, Arabic and English
 * side by side, each field with the names in braces it may use. Posted as the fields are (the
 * browser's own fields hold what is typed, also before the script runs); the server checks each
 * word and names those it refuses.
 */
export function MailWordingForm({
  locale,
  labels,
  groups,
  version,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  groups: WordGroup[];
  version: number;
}) {
  const keys = groups.flatMap((group) =>
    group.words.flatMap((word) => word.fields.map((field) => field.key)),
  );
  const { pending, errors, onSubmit } = useStaffForm(
    locale,
    labels,
    (data) => ({
      url: '/api/staff/mail-wording',
      body: {
        texts: Object.fromEntries(keys.map((key) => [key, String(data.get(key) ?? '')])),
        version,
      },
      done: labels.saved,
    }),
    { keep: true },
  );
  const first = Object.keys(errors)[0];
  const idOf = (key: string) => `word-${key.replaceAll('.', '-')}`;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-10" data-mail-wording-form="">
      {first ? (
        <ErrorSummary target={idOf(first.replace(/^texts\./, ''))}>
          {labels.errorSummary}
        </ErrorSummary>
      ) : null}
      {groups.map((group) => (
        <fieldset key={group.key} className="space-y-4" data-mail-group={group.key}>
          <legend className="text-xl font-bold">{labels.groups[group.key].title}</legend>
          <p className="text-slate-700 dark:text-slate-300">
            {labels.groups[group.key].when}
            {group.arabicOnly ? ` ${labels.arabicOnly}` : null}
          </p>
          {group.words.map((word) => (
            <div key={word.word} className="grid gap-4 lg:grid-cols-2">
              {word.fields.map((field) => {
                const id = idOf(field.key);
                const lang = field.key.slice(0, 2) as 'ar' | 'en';
                const error = errors[`texts.${field.key}`];
                // Each name left to right, also in an Arabic sentence.
                const hint =
                  field.placeholders.length > 0
                    ? fillNodes(labels.placeholders, {
                        names: field.placeholders.map((name) => (
                          <code key={name} dir="ltr" className="mx-1">{`{${name}}`}</code>
                        )),
                      })
                    : labels.noPlaceholders;
                const role = word.subject
                  ? labels.roles.subject
                  : fill(labels.roles.text, { number: word.number });
                const common = {
                  name: field.key,
                  defaultValue: field.value,
                  lang,
                  dir: lang === 'ar' ? ('rtl' as const) : ('ltr' as const),
                  className: textInput,
                  ...fieldAria(id, { hint, error }),
                };
                return (
                  <FormField
                    key={field.key}
                    id={id}
                    label={
                      <>
                        {role} — {labels.languages[lang]}
                        {field.value !== field.first ? (
                          <span className={`ms-2 ${warningPill}`}>{labels.changed}</span>
                        ) : null}
                      </>
                    }
                    hint={hint}
                    error={error}
                  >
                    {word.subject ? (
                      <input {...common} type="text" />
                    ) : (
                      <textarea
                        {...common}
                        rows={Math.min(6, 2 + Math.ceil(field.value.length / 90))}
                      />
                    )}
                  </FormField>
                );
              })}
            </div>
          ))}
        </fieldset>
      ))}
      <SubmitButton pending={pending}>{labels.save}</SubmitButton>
    </form>
  );
}
