'use client';

import type { Messages } from 'next-intl';
import type { DepartmentId } from '@content/staff-schema';
import { directoryMemberSchema, type DirectoryMemberInput } from '@/lib/directory-member';
import { PhotoFieldset } from './photo-fieldset';
import { LanguageColumns, RecordForm, useRecordForm } from './record-form';

type Labels = Messages['StaffDirectory'];

/**
 * A record of the staff directory: name and job title in each language, the department, the
 * e-mail and telephone, and the photo (uploaded at once through the workspace, kept when the
 * record is saved; a seeded record shows its drawn portrait until then). Publication and removal
 * are set apart on the record's page.
 */
export function DirectoryMemberForm({
  locale,
  memberId,
  initial,
  portrait,
  departments,
  labels,
  fieldErrors,
}: {
  locale: 'ar' | 'en';
  /** Null for a new record. */
  memberId: number | null;
  initial: DirectoryMemberInput;
  /** The drawn portrait shown without a photo. */
  portrait: string;
  /** The departments' names in the page's language, in the chips' order. */
  departments: [DepartmentId, string][];
  labels: Labels;
  fieldErrors: Record<string, string>;
}) {
  const words = labels.form;
  const record = useRecordForm(directoryMemberSchema, initial, {
    locale,
    desk: 'directory',
    recordId: memberId,
    words,
    fieldErrors,
  });

  return (
    <div className="space-y-10">
      <RecordForm record={record} words={words}>
        <LanguageColumns words={words}>
          {({ lang, dir, suffix }) => (
            <>
              {record.text(`name${suffix}`, words.name, { lang, dir })}
              {record.text(`title${suffix}`, words.jobTitle, { lang, dir })}
            </>
          )}
        </LanguageColumns>
        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-2 text-xl font-bold">{words.contact}</legend>
          {record.choice('department', words.department, departments)}
          {record.text('email', words.email, { type: 'email', dir: 'ltr' })}
          {record.text('phone', words.phone, { type: 'tel', dir: 'ltr', hint: words.phoneHint })}
        </fieldset>
        <PhotoFieldset
          locale={locale}
          marker="directory"
          initial={initial.imageId}
          fallback={{ portrait, text: words.portrait }}
          words={words}
          onChange={(imageId) => record.form.setValue('imageId', imageId, { shouldDirty: true })}
        />
      </RecordForm>
    </div>
  );
}
