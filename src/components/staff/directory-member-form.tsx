'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm, type FieldPath } from 'react-hook-form';
import type { DepartmentId } from '@content/staff-schema';
import { localePath } from '@/i18n/routing';
import {
  directoryMemberSchema,
  type DirectoryMember,
  type DirectoryMemberInput,
} from '@/lib/directory-member';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';
import { PhotoFieldset } from './photo-fieldset';
import { formErrors } from './form-errors';
import { useStaffPost } from './use-staff-post';
import { ErrorSummary } from '../ui/error-summary';
import { registerField } from './register-field';

type Labels = Messages['StaffDirectory'];
type Field = FieldPath<DirectoryMemberInput>;

const languages = [
  { lang: 'ar', dir: 'rtl', suffix: 'Ar' },
  { lang: 'en', dir: 'ltr', suffix: 'En' },
] as const;

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
  const router = useRouter();
  const words = labels.form;
  const { pending, post } = useStaffPost(locale, words);
  const form = useForm<DirectoryMemberInput, unknown, DirectoryMember>({
    resolver: zodResolver(directoryMemberSchema),
    defaultValues: initial,
  });
  const { message, firstError } = formErrors(form, fieldErrors);

  async function submit(values: DirectoryMember) {
    const fields = memberId
      ? await post(`/api/staff/directory/${memberId}`, values, words.saved)
      : await post('/api/staff/directory', values, words.created, (answer) =>
          router.push(localePath(locale, `/staff/directory/${String(answer.id)}`)),
        );
    for (const [field, text] of Object.entries(fields ?? {})) {
      form.setError(field as Field, { type: 'server', message: text });
    }
  }

  const input = (
    field: Field,
    label: string,
    options: { lang?: string; dir?: 'rtl' | 'ltr'; type?: string; hint?: string } = {},
  ) => {
    const id = `directory-${field}`;
    const error = message(field);
    return (
      <FormField id={id} label={label} hint={options.hint} error={error}>
        <input
          {...registerField(form, field)}
          {...fieldAria(id, { hint: options.hint, error })}
          type={options.type ?? 'text'}
          lang={options.lang}
          dir={options.dir}
          className={textInput}
        />
      </FormField>
    );
  };

  return (
    <div className="space-y-10">
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="space-y-8"
        data-directory-form=""
      >
        {firstError ? (
          <ErrorSummary target={`directory-${firstError}`}>{words.errorSummary}</ErrorSummary>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-2">
          {languages.map(({ lang, dir, suffix }) => (
            <fieldset key={lang} className="space-y-4">
              <legend className="mb-2 text-xl font-bold">
                {lang === 'ar' ? words.arabic : words.english}
              </legend>
              {input(`name${suffix}`, words.name, { lang, dir })}
              {input(`title${suffix}`, words.jobTitle, { lang, dir })}
            </fieldset>
          ))}
        </div>
        <fieldset className="grid gap-4 md:grid-cols-3">
          <legend className="mb-2 text-xl font-bold">{words.contact}</legend>
          <FormField
            id="directory-department"
            label={words.department}
            error={message('department')}
          >
            <select
              {...registerField(form, 'department')}
              {...fieldAria('directory-department', { error: message('department') })}
              className={textInput}
            >
              {departments.map(([id, name]) => (
                <option key={id} value={id}>
                  {name}
                </option>
              ))}
            </select>
          </FormField>
          {input('email', words.email, { type: 'email', dir: 'ltr' })}
          {input('phone', words.phone, { type: 'tel', dir: 'ltr', hint: words.phoneHint })}
        </fieldset>
        <PhotoFieldset
          locale={locale}
          marker="directory"
          initial={initial.imageId}
          fallback={{ portrait, text: words.portrait }}
          words={words}
          onChange={(imageId) => form.setValue('imageId', imageId, { shouldDirty: true })}
        />
        <SubmitButton pending={pending || form.formState.isSubmitting} pendingLabel={words.saving}>
          {words.save}
        </SubmitButton>
      </form>
    </div>
  );
}
