'use client';

import type { Messages } from 'next-intl';
import { useState } from 'react';
import { mediaSrcSet, mediaUrl } from '@/lib/media-url';
import {
  MAX_NEWS_ALT,
  MAX_NEWS_EXCERPT,
  MAX_NEWS_TITLE,
  newsDraftSchema,
  type NewsDraft,
} from '@/lib/news';
import { PictureButtons } from './photo-fieldset';
import { LanguageColumns, RecordForm, useItemForm, type ItemEditorProps } from './record-form';
import { RichTextField, type LibraryLink } from './rich-text-editor';
import { usePictureUpload } from './use-picture-upload';

type Labels = Messages['StaffNews']['editor'];

/** The picture as the editor shows it: an uploaded one, or the item's drawing, or none. */
export interface EditorPicture {
  id: string;
  widths: number[];
}

/**
 * The news editor: the address and date, then each language's title, summary, text (written with the toolbar editor) and
 * picture description side by side (one column on a phone), and the picture. react-hook-form checks it
 * with the server's own schema; the server checks it again, and its messages are shown under
 * the same fields. What was typed stays until it is saved.
 */
export function NewsEditor({
  picture,
  drawn,
  library = [],
  ...props
}: ItemEditorProps<NewsDraft, Labels> & {
  /** The uploaded picture the item has now. */
  picture: EditorPicture | null;
  /** Whether the item shows one of the site's drawings (the first items). */
  drawn: boolean;
  /** The library's files the text's links may point at. */
  library?: LibraryLink[];
}) {
  const { locale, labels } = props;
  const [shown, setShown] = useState<EditorPicture | null>(picture);
  const record = useItemForm('news', newsDraftSchema, props);
  const { form, text, message } = record;
  const { uploading, upload } = usePictureUpload(locale, labels, (picture) => {
    setShown(picture);
    form.setValue('imageId', picture.id, { shouldDirty: true });
  });

  function removePicture() {
    setShown(null);
    form.setValue('imageId', null, { shouldDirty: true });
  }

  return (
    <RecordForm record={record} words={labels}>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-xl font-bold">{labels.common}</legend>
        {text('slug', labels.slug, { hint: labels.slugHint, max: 80, dir: 'ltr', lang: 'en' })}
        {text('date', labels.date, { max: 10, type: 'date' })}
      </fieldset>

      <LanguageColumns words={labels} notice={props.notice}>
        {({ lang, dir, suffix }) => (
          <>
            {text(`title${suffix}`, labels.titleLabel, { max: MAX_NEWS_TITLE, lang, dir })}
            {text(`excerpt${suffix}`, labels.excerpt, {
              hint: labels.excerptHint,
              max: MAX_NEWS_EXCERPT,
              lang,
              dir,
            })}
            <RichTextField
              form={form}
              name={`body${suffix}`}
              id={`news-body${suffix}`}
              label={labels.body}
              hint={labels.bodyHint}
              error={message(`body${suffix}`)}
              lang={lang}
              dir={dir}
              words={labels.toolbar}
              library={library}
            />
            {text(`imageAlt${suffix}`, labels.alt, {
              hint: labels.altHint,
              max: MAX_NEWS_ALT,
              lang,
              dir,
            })}
          </>
        )}
      </LanguageColumns>

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
        <PictureButtons
          input="news-picture-input"
          uploading={uploading}
          upload={upload}
          choose={uploading ? labels.uploading : labels.choosePicture}
          remove={shown ? { label: labels.removePicture, onClick: removePicture } : null}
        />
      </fieldset>
    </RecordForm>
  );
}
