'use client';

import { useState, type ChangeEvent } from 'react';
import { mediaUrl } from '@/lib/media-url';
import { secondaryButton } from '../ui/styles';
import { usePictureUpload } from './use-picture-upload';

/**
 * A person's photo on a workspace form (the board, the staff directory): the photo shown, a
 * button that uploads a new one at once through the workspace (kept when the form is saved),
 * and one that removes it. Without a photo, the drawn portrait shown instead, or the words
 * saying there is none. The `data-{marker}-photo` attributes are for the tests.
 */
export function PhotoFieldset({
  locale,
  marker,
  initial,
  fallback,
  words,
  onChange,
}: {
  locale: 'ar' | 'en';
  marker: 'board' | 'directory';
  /** The picture id saved with the record, or null. */
  initial: string | null;
  /** Without a photo: a drawn portrait's address with the words under it, or the words alone. */
  fallback: { portrait?: string; text: string };
  words: {
    photo: string;
    photoHint: string;
    choosePhoto: string;
    removePhoto: string;
    uploading: string;
    uploaded: string;
    failedTitle: string;
    failedNetwork: string;
  };
  /** The picture id to save with the record, or null. */
  onChange: (imageId: string | null) => void;
}) {
  const [photo, setPhoto] = useState<string | null>(initial);
  const choose = (id: string | null) => {
    setPhoto(id);
    onChange(id);
  };
  const { uploading, upload } = usePictureUpload(locale, words, (picture) => choose(picture.id));
  const hint = `${marker}-photo-hint`;
  const source = photo ? mediaUrl(photo, 480) : fallback.portrait;
  return (
    <fieldset className="space-y-3" aria-describedby={hint}>
      <legend className="text-xl font-bold">{words.photo}</legend>
      <p id={hint} className="text-sm text-slate-600 dark:text-slate-400">
        {words.photoHint}
      </p>
      {source ? (
        // eslint-disable-next-line @next/next/no-img-element -- a stored, resized copy or a drawn portrait
        <img
          src={source}
          alt=""
          className="size-32 rounded-full object-cover"
          {...{ [`data-${marker}-photo`]: photo ?? 'portrait' }}
        />
      ) : null}
      {photo ? null : <p className={source ? 'text-sm' : undefined}>{fallback.text}</p>}
      <PictureButtons
        input={`${marker}-photo-input`}
        uploading={uploading}
        upload={upload}
        choose={uploading ? words.uploading : words.choosePhoto}
        remove={photo ? { label: words.removePhoto, onClick: () => choose(null) } : null}
      />
    </fieldset>
  );
}

/**
 * A picture's buttons on a workspace form: the file input (as a button, marked
 * `data-{input}` for the tests) that uploads at once, and the one that removes the picture when
 * there is one.
 */
export function PictureButtons({
  input,
  uploading,
  upload,
  choose,
  remove,
}: {
  input: string;
  uploading: boolean;
  upload: (event: ChangeEvent<HTMLInputElement>) => void;
  /** The choosing button's words (its uploading words while a picture is sent). */
  choose: string;
  remove: { label: string; onClick: () => void } | null;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <label className={`${secondaryButton} cursor-pointer focus-within:outline-2`}>
        {choose}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="sr-only"
          onChange={upload}
          disabled={uploading}
          {...{ [`data-${input}`]: '' }}
        />
      </label>
      {remove ? (
        <button type="button" className={secondaryButton} onClick={remove.onClick}>
          {remove.label}
        </button>
      ) : null}
    </div>
  );
}
