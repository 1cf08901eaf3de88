'use client';

import type { Messages } from 'next-intl';
import { directoryMemberSchema, type DirectoryMemberInput } from '@/lib/directory-member';
import { PersonForm, usePersonForm, type PersonFormProps } from './person-form';

/**
 * A record of the staff directory: name and job title in each language, the department, the
 * e-mail and telephone, and the photo (uploaded at once through the workspace, kept when the
 * record is saved; a seeded record shows its drawn portrait until then). Publication and removal
 * are set apart on the record's page.
 */
export function DirectoryMemberForm({
  portrait,
  departments,
  ...props
}: PersonFormProps<DirectoryMemberInput, Messages['StaffDirectory']> & {
  /** The drawn portrait shown without a photo. */
  portrait: string;
  /** The departments' names in the page's language, in the chips' order. */
  /** The departments in force: id and name in the page's language. */
  departments: [string, string][];
}) {
  const words = props.labels.form;
  const record = usePersonForm('directory', directoryMemberSchema, props);
  return (
    <PersonForm
      locale={props.locale}
      record={record}
      words={words}
      inBoth={({ lang, dir, suffix }) =>
        record.text(`title${suffix}`, words.jobTitle, { lang, dir })
      }
      photo={{ initial: props.initial.imageId, fallback: { portrait, text: words.portrait } }}
    >
      <fieldset className="grid gap-4 md:grid-cols-3">
        <legend className="mb-2 text-xl font-bold">{words.contact}</legend>
        {record.choice('department', words.department, departments)}
        {record.text('email', words.email, { type: 'email', dir: 'ltr' })}
        {record.text('phone', words.phone, { type: 'tel', dir: 'ltr', hint: words.phoneHint })}
      </fieldset>
    </PersonForm>
  );
}
