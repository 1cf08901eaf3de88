'use client';

import type { Messages } from 'next-intl';
import { boardMemberSchema, type BoardMemberInput } from '@/lib/board-member';
import { PersonForm, usePersonForm, type PersonFormProps } from './person-form';

const roles = ['chairman', 'vice_chairman', 'member'] as const;

/**
 * A board member's form: name, position and biography in each language, the role, and the
 * photo (uploaded at once through the workspace, kept when the member is saved). Publication and
 * removal are set apart on the member's page.
 */
export function BoardMemberForm(props: PersonFormProps<BoardMemberInput, Messages['StaffBoard']>) {
  const { labels } = props;
  const words = labels.form;
  const record = usePersonForm('board', boardMemberSchema, props);
  return (
    <PersonForm
      locale={props.locale}
      record={record}
      words={words}
      inBoth={({ lang, dir, suffix }) => (
        <>
          {record.text(`position${suffix}`, words.position, { lang, dir })}
          {record.text(`bio${suffix}`, words.bio, { lang, dir, rows: 4 })}
        </>
      )}
      photo={{ initial: props.initial.imageId, fallback: { text: labels.noPhoto } }}
    >
      {record.choice(
        'role',
        words.role,
        roles.map((role) => [role, labels.roles[role]] as const),
      )}
    </PersonForm>
  );
}
