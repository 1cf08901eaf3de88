'use client';

import { useRouter } from 'next/navigation';
import type { FormEvent, ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { localePath } from '@/i18n/routing';
import { ErrorSummary } from '../ui/error-summary';
import { fieldAria, FormField, optionsOf } from '../ui/form-field';
import { textInput } from '../ui/styles';
import { SubmitButton } from '../ui/submit-button';
import { formErrors } from './form-errors';
import { recordDesks, type ItemDeskKey, type RecordDesk } from './record-desks';
import { registerField, withTypedWords } from './register-field';
import { useStaffPost } from './use-staff-post';

/** The two languages a record is written in, each in its own column. */
export const languages = [
  { lang: 'ar', dir: 'rtl', suffix: 'Ar' },
  { lang: 'en', dir: 'ltr', suffix: 'En' },
] as const;

type Language = (typeof languages)[number];

/** How a text question is drawn: its hint, length, kind, language; `rows` makes it a text area. */
export type TextOptions = {
  hint?: ReactNode;
  max?: number;
  type?: string;
  lang?: string;
  dir?: 'rtl' | 'ltr';
  rows?: number;
};

/**
 * One text question of a react-hook-form form: its label, hint and error tied to the control,
 * the saved value in the server's HTML too (registerField).
 */
export function TextField<Values extends FieldValues, Context, Output>({
  form,
  id,
  name,
  label,
  error,
  hint,
  max,
  type = 'text',
  lang,
  dir,
  rows,
}: TextOptions & {
  form: UseFormReturn<Values, Context, Output>;
  id: string;
  name: FieldPath<Values>;
  label: string;
  error?: string;
}) {
  const common = {
    ...registerField(form, name),
    ...fieldAria(id, { hint, error }),
    maxLength: max,
    lang,
    dir,
    className: textInput,
  };
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} type={type} />}
    </FormField>
  );
}

/**
 * A desk's record form, wired once: saving posts to `/api/staff/{desk}` (a new record, then its
 * page) or `/api/staff/{desk}/{id}`, with the version read when the record has one; the
 * server's messages go under the same fields. `text` and `choice` draw its questions, with ids
 * `{marker}-{field}`.
 */
export function useRecordForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  initial: z.input<Schema>,
  {
    locale,
    desk,
    recordId,
    words,
    fieldErrors,
    edition,
  }: {
    locale: 'ar' | 'en';
    desk: RecordDesk;
    /** Null for a new record. */
    recordId: string | number | null;
    words: { saved: string; created: string; failedTitle: string; failedNetwork: string };
    /** Staff.fieldErrors: the schema's error codes in this language. */
    fieldErrors: Record<string, string>;
    /**
     * For records saved with their version: the `updatedAt` read (null for a new one), and
     * whether visitors see the record now (the notice then says the public page changed).
     */
    edition?: { version: string | null; live: boolean; savedLive: string };
  },
) {
  type Values = z.input<Schema>;
  // Checked in the browser with the server's own schema; the server checks it again.
  const form = useForm<Values, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues: initial as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const router = useRouter();
  const { pending, post } = useStaffPost(locale, words);
  const { message, firstError } = formErrors(form, fieldErrors);
  const { marker } = recordDesks[desk];

  const onSubmit = withTypedWords(
    form,
    form.handleSubmit(async (values) => {
      const fields = recordId
        ? await post(
            `/api/staff/${desk}/${recordId}`,
            edition ? { ...values, version: edition.version } : values,
            edition?.live ? edition.savedLive : words.saved,
          )
        : await post(`/api/staff/${desk}`, values, words.created, (answer) =>
            router.push(localePath(locale, `/staff/${desk}/${String(answer.id)}`)),
          );
      for (const [field, text] of Object.entries(fields ?? {})) {
        form.setError(field as FieldPath<Values>, { type: 'server', message: text });
      }
    }),
  );

  const text = (name: FieldPath<Values>, label: string, options: TextOptions = {}) => (
    <TextField
      form={form}
      id={`${marker}-${name}`}
      name={name}
      label={label}
      error={message(name)}
      {...options}
    />
  );

  const choice = (
    name: FieldPath<Values>,
    label: string,
    options: readonly (readonly [string, string])[],
  ) => {
    const id = `${marker}-${name}`;
    return (
      <FormField id={id} label={label} error={message(name)}>
        <select
          {...registerField(form, name)}
          {...fieldAria(id, { error: message(name) })}
          className={textInput}
        >
          {optionsOf(options)}
        </select>
      </FormField>
    );
  };

  return {
    form,
    desk,
    onSubmit,
    pending: pending || form.formState.isSubmitting,
    message,
    firstError,
    text,
    choice,
  };
}

/** What an item's editor (a news item, an event) is given by its page. */
/** A notice the page gives an editor for one language's column (rendered on the server). */
export interface ItemEditorNotice {
  language: 'ar' | 'en';
  content: ReactNode;
}

export interface ItemEditorProps<Initial, Labels> {
  locale: 'ar' | 'en';
  /** Null for a new item. */
  itemId: string | null;
  initial: Initial;
  /** Whether visitors see the item now (a save then changes the public pages). */
  live: boolean;
  /** The item's `updatedAt` when this copy was read (null for a new item). */
  version: string | null;
  labels: Labels;
  /** Staff.fieldErrors: the schema's error codes in this language. */
  fieldErrors: Record<string, string>;
  /** What to translate into the language that is behind, above its fields. */
  notice?: ItemEditorNotice | null;
}

/** An item's editor wired as a record form, saved with the version it read. */
export function useItemForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  desk: ItemDeskKey,
  schema: Schema,
  props: ItemEditorProps<
    z.input<Schema>,
    {
      saved: string;
      savedLive: string;
      created: string;
      failedTitle: string;
      failedNetwork: string;
    }
  >,
) {
  const { locale, itemId, initial, live, version, labels, fieldErrors } = props;
  return useRecordForm(schema, initial, {
    locale,
    desk,
    recordId: itemId,
    words: labels,
    fieldErrors,
    edition: { version, live, savedLive: labels.savedLive },
  });
}

/**
 * The frame of a desk's record form: the error summary at the top (to the first field in
 * error), the questions, and the save button.
 */
export function RecordForm({
  record,
  words,
  children,
}: {
  record: {
    desk: RecordDesk;
    onSubmit: (event: FormEvent<HTMLFormElement>) => unknown;
    pending: boolean;
    firstError?: string;
  };
  words: { errorSummary: string; saving: string; save: string };
  children: ReactNode;
}) {
  const { marker, form } = recordDesks[record.desk];
  return (
    <form noValidate onSubmit={record.onSubmit} className="space-y-8" {...{ [`data-${form}`]: '' }}>
      {record.firstError ? (
        <ErrorSummary target={`${marker}-${record.firstError}`}>{words.errorSummary}</ErrorSummary>
      ) : null}
      {children}
      <SubmitButton pending={record.pending} pendingLabel={words.saving}>
        {words.save}
      </SubmitButton>
    </form>
  );
}

/** A record's words in each language, side by side (one column on a phone). */
export function LanguageColumns({
  words,
  notice,
  children,
}: {
  words: { arabic: string; english: string };
  /** Shown above one language's fields (what to translate into it, issue #47). */
  notice?: ItemEditorNotice | null;
  children: (language: Language) => ReactNode;
}) {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      {languages.map((language) => (
        <fieldset key={language.lang} className="min-w-0 space-y-4">
          <legend className="mb-2 text-xl font-bold">
            {language.lang === 'ar' ? words.arabic : words.english}
          </legend>
          {notice?.language === language.lang ? notice.content : null}
          {children(language)}
        </fieldset>
      ))}
    </div>
  );
}
