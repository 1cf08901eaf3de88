'use client';

import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, PathValue } from 'react-hook-form';
import type { z } from 'zod';
import { PhotoFieldset } from './photo-fieldset';
import { LanguageColumns, RecordForm, useRecordForm, type languages } from './record-form';

type Language = (typeof languages)[number];

/** What a person's form (a board member, a directory record) is given by its page. */
export interface PersonFormProps<Initial, Labels> {
  locale: 'ar' | 'en';
  /** Null for a new person. */
  memberId: number | null;
  initial: Initial;
  labels: Labels;
  /** Staff.fieldErrors: the schema's error codes in this language. */
  fieldErrors: Record<string, string>;
}

type PersonWords = Parameters<typeof useRecordForm>[2]['words'] &
  Parameters<typeof RecordForm>[0]['words'] &
  Parameters<typeof PhotoFieldset>[0]['words'] & { arabic: string; english: string; name: string };

/**
 * A person's form wired as a record form of its desk, with `setPhoto` for the photo chosen
 * (kept when the person is saved).
 */
export function usePersonForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  desk: 'board' | 'directory',
  schema: Schema,
  {
    locale,
    memberId,
    initial,
    labels,
    fieldErrors,
  }: PersonFormProps<z.input<Schema>, { form: PersonWords }>,
) {
  const record = useRecordForm(schema, initial, {
    locale,
    desk,
    recordId: memberId,
    words: labels.form,
    fieldErrors,
  });
  type Values = z.input<Schema>;
  const setPhoto = (imageId: string | null) =>
    record.form.setValue(
      'imageId' as FieldPath<Values>,
      imageId as PathValue<Values, FieldPath<Values>>,
      { shouldDirty: true },
    );
  const name = ({ lang, dir, suffix }: Language) =>
    record.text(`name${suffix}` as FieldPath<Values>, labels.form.name, { lang, dir });
  return { ...record, setPhoto, name };
}

/**
 * The frame of a person's form: the name and the desk's other words in each language, the
 * desk's own questions, then the photo (or, without one, `fallback`).
 */
export function PersonForm({
  locale,
  record,
  words,
  inBoth,
  photo,
  children,
}: {
  locale: 'ar' | 'en';
  record: Parameters<typeof RecordForm>[0]['record'] & {
    setPhoto: (imageId: string | null) => void;
    name: (language: Language) => ReactNode;
  };
  words: PersonWords;
  /** The person's words in one language, under the name. */
  inBoth: (language: Language) => ReactNode;
  photo: { initial: string | null; fallback: { portrait?: string; text: string } };
  children: ReactNode;
}) {
  return (
    <div className="space-y-10">
      <RecordForm record={record} words={words}>
        <LanguageColumns words={words}>
          {(language) => (
            <>
              {record.name(language)}
              {inBoth(language)}
            </>
          )}
        </LanguageColumns>
        {children}
        <PhotoFieldset
          locale={locale}
          marker={record.desk === 'board' ? 'board' : 'directory'}
          initial={photo.initial}
          fallback={photo.fallback}
          words={words}
          onChange={record.setPhoto}
        />
      </RecordForm>
    </div>
  );
}
