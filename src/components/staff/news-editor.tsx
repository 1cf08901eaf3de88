'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { localePath } from '@/i18n/routing';
import { mediaSrcSet, mediaUrl } from '@/lib/media-url';
import {
  MAX_NEWS_ALT,
  MAX_NEWS_BODY,
  MAX_NEWS_EXCERPT,
  MAX_NEWS_TITLE,
  newsDraftSchema,
  type NewsDraft,
  type NewsDraftInput,
} from '@/lib/news';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { secondaryButton, textInput } from '../ui/styles';
import { usePictureUpload } from './use-picture-upload';
import { formErrors } from './form-errors';
import { useStaffPost } from './use-staff-post';
import { ErrorSummary } from '../ui/error-summary';
import { registerField } from './register-field';

type Labels = Messages['StaffNews']['editor'];

/** The picture as the editor shows it: an uploaded one, or the item's drawing, or none. */
export interface EditorPicture {
  id: string;
  widths: number[];
}

type Field = FieldPath<NewsDraftInput>;

/** How a body is written: its few marks, each shown as typed (left to right) with its meaning. */
function BodyHint({ labels }: { labels: Labels }) {
  const marks = [
    ['## …', labels.marks.heading],
    ['- …', labels.marks.list],
    ['[…](https://…)', labels.marks.link],
  ] as const;
  return (
    <>
      {labels.bodyHint}
      {marks.map(([mark, meaning]) => (
        <span key={mark} className="block">
          <code dir="ltr" className="rounded bg-slate-100 px-1 dark:bg-slate-800">
            {mark}
          </code>{' '}
          {meaning}
        </span>
      ))}
    </>
  );
}

const languages = [
  { lang: 'ar', dir: 'rtl', suffix: 'Ar' },
  { lang: 'en', dir: 'ltr', suffix: 'En' },
] as const;

/**
 * The news editor: the address and date, then each language's title, summary, text and picture
 * description side by side (one column on a phone), and the picture. react-hook-form checks it
 * with the server's own schema; the server checks it again, and its messages are shown under
 * the same fields. What was typed stays until it is saved.
 */
export function NewsEditor({
  locale,
  itemId,
  initial,
  picture,
  drawn,
  live,
  version,
  labels,
  fieldErrors,
}: {
  locale: 'ar' | 'en';
  /** Null for a new item. */
  itemId: string | null;
  initial: NewsDraft;
  /** The uploaded picture the item has now. */
  picture: EditorPicture | null;
  /** Whether the item shows one of the site's drawings (the first items). */
  drawn: boolean;
  /** Whether visitors see the item now (a save then changes the public page). */
  live: boolean;
  /** The item's `updatedAt` when this copy was read (null for a new item). */
  version: string | null;
  labels: Labels;
  /** Staff.fieldErrors: the schema's error codes in this language. */
  fieldErrors: Record<string, string>;
}) {
  const router = useRouter();
  const { pending, post } = useStaffPost(locale, labels);
  const [shown, setShown] = useState<EditorPicture | null>(picture);
  const { uploading, upload } = usePictureUpload(locale, labels, (picture) => {
    setShown(picture);
    form.setValue('imageId', picture.id, { shouldDirty: true });
  });
  const form = useForm<NewsDraftInput, unknown, NewsDraft>({
    resolver: zodResolver(newsDraftSchema),
    defaultValues: initial,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { message, firstError } = formErrors(form, fieldErrors);

  async function submit(values: NewsDraft) {
    const fields = itemId
      ? await post(
          `/api/staff/news/${itemId}`,
          { ...values, version },
          live ? labels.savedLive : labels.saved,
        )
      : await post('/api/staff/news', values, labels.created, (answer) =>
          router.push(localePath(locale, `/staff/news/${String(answer.id)}`)),
        );
    if (fields) showServerErrors(fields);
  }

  function showServerErrors(fields: Record<string, string>) {
    for (const [field, text] of Object.entries(fields)) {
      form.setError(field as Field, { type: 'server', message: text });
    }
  }

  function removePicture() {
    setShown(null);
    form.setValue('imageId', null, { shouldDirty: true });
  }

  const input = (
    field: Field,
    label: string,
    options: { hint?: string; max: number; lang?: string; dir?: 'rtl' | 'ltr'; type?: string },
  ) => {
    const id = `news-${field}`;
    const error = message(field);
    return (
      <FormField id={id} label={label} hint={options.hint} error={error}>
        <input
          {...registerField(form, field)}
          {...fieldAria(id, { hint: options.hint, error })}
          type={options.type ?? 'text'}
          lang={options.lang}
          dir={options.dir}
          maxLength={options.max}
          className={textInput}
        />
      </FormField>
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="space-y-8" data-news-editor="">
      {firstError ? (
        <ErrorSummary target={`news-${firstError}`}>{labels.errorSummary}</ErrorSummary>
      ) : null}

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-bold">{labels.common}</legend>
        {input('slug', labels.slug, { hint: labels.slugHint, max: 80, dir: 'ltr', lang: 'en' })}
        {input('date', labels.date, { max: 10, type: 'date' })}
      </fieldset>

      <div className="grid gap-8 lg:grid-cols-2">
        {languages.map(({ lang, dir, suffix }) => {
          const body = `body${suffix}` as const;
          const bodyError = message(body);
          return (
            <fieldset key={lang} className="space-y-4">
              <legend className="mb-2 text-xl font-bold">
                {lang === 'ar' ? labels.arabic : labels.english}
              </legend>
              {input(`title${suffix}`, labels.titleLabel, { max: MAX_NEWS_TITLE, lang, dir })}
              {input(`excerpt${suffix}`, labels.excerpt, {
                hint: labels.excerptHint,
                max: MAX_NEWS_EXCERPT,
                lang,
                dir,
              })}
              <FormField
                id={`news-${body}`}
                label={labels.body}
                hint={<BodyHint labels={labels} />}
                error={bodyError}
              >
                <textarea
                  {...registerField(form, body)}
                  {...fieldAria(`news-${body}`, { hint: true, error: bodyError })}
                  lang={lang}
                  dir={dir}
                  rows={14}
                  maxLength={MAX_NEWS_BODY}
                  className={textInput}
                />
              </FormField>
              {input(`imageAlt${suffix}`, labels.alt, {
                hint: labels.altHint,
                max: MAX_NEWS_ALT,
                lang,
                dir,
              })}
            </fieldset>
          );
        })}
      </div>

      <fieldset className="space-y-3" aria-describedby="news-picture-hint">
        <legend className="text-xl font-bold">{labels.picture}</legend>
        <p id="news-picture-hint" className="text-sm text-slate-600 dark:text-slate-400">
          {labels.pictureHint}
        </p>
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- the stored copies are already resized
          <img
            src={mediaUrl(shown.id, shown.widths[0] ?? 480)}
            srcSet={mediaSrcSet(shown.id, shown.widths)}
            sizes="(min-width: 640px) 24rem, 100vw"
            alt=""
            className="aspect-[16/9] w-full max-w-sm rounded-lg object-cover"
            data-news-picture={shown.id}
          />
        ) : (
          <p>{drawn ? labels.drawnPicture : labels.noPicture}</p>
        )}
        {message('imageId') ? (
          <p className="text-sm font-bold text-red-700 dark:text-red-300">{message('imageId')}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-3">
          <label className={`${secondaryButton} cursor-pointer focus-within:outline-2`}>
            {uploading ? labels.uploading : labels.choosePicture}
            <input
              type="file"
              accept="image/jpeg,image/png,image/webp"
              className="sr-only"
              onChange={upload}
              disabled={uploading}
              data-news-picture-input=""
            />
          </label>
          {shown ? (
            <button type="button" className={secondaryButton} onClick={removePicture}>
              {labels.removePicture}
            </button>
          ) : null}
        </div>
      </fieldset>

      <SubmitButton pending={pending || form.formState.isSubmitting} pendingLabel={labels.saving}>
        {labels.save}
      </SubmitButton>
    </form>
  );
}
