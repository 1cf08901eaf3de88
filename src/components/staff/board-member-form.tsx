'use client';

import type { Messages } from 'next-intl';
import { boardMemberSchema, type BoardMemberInput } from '@/lib/board-member';
import { PhotoFieldset } from './photo-fieldset';
import { LanguageColumns, RecordForm, useRecordForm } from './record-form';

type Labels = Messages['StaffBoard'];

const roles = ['chairman', 'vice_chairman', 'member'] as const;

/**
 * A board member's form: name, position and biography in each language, the role, and the
 * photo (uploaded at once through the workspace, kept when the member is saved). Publication and
 * removal are set apart on the member's page.
 */
export function BoardMemberForm({
  locale,
  memberId,
  initial,
  labels,
  fieldErrors,
}: {
  locale: 'ar' | 'en';
  /** Null for a new member. */
  memberId: number | null;
  initial: BoardMemberInput;
  labels: Labels;
  fieldErrors: Record<string, string>;
}) {
  const words = labels.form;
  const record = useRecordForm(boardMemberSchema, initial, {
    locale,
    desk: 'board',
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
              {record.text(`position${suffix}`, words.position, { lang, dir })}
              {record.text(`bio${suffix}`, words.bio, { lang, dir, rows: 4 })}
            </>
          )}
        </LanguageColumns>
        {record.choice(
          'role',
          words.role,
          roles.map((role) => [role, labels.roles[role]] as const),
        )}
        <PhotoFieldset
          locale={locale}
          marker="board"
          initial={initial.imageId}
          fallback={{ text: labels.noPhoto }}
          words={words}
          onChange={(imageId) => record.form.setValue('imageId', imageId, { shouldDirty: true })}
        />
      </RecordForm>
    </div>
  );
}
