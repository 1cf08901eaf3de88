'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import type { Messages } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useForm, type FieldPath } from 'react-hook-form';
import { localePath } from '@/i18n/routing';
import { boardMemberSchema, type BoardMemberInput } from '@/lib/board-member';
import { fieldAria, FormField } from '../ui/form-field';
import { SubmitButton } from '../ui/submit-button';
import { textInput } from '../ui/styles';
import { PhotoFieldset } from './photo-fieldset';
import { formErrors } from './form-errors';
import { useStaffPost } from './use-staff-post';
import { ErrorSummary } from '../ui/error-summary';
import { registerField } from './register-field';

type Labels = Messages['StaffBoard'];
type Field = FieldPath<BoardMemberInput>;

const languages = [
  { lang: 'ar', dir: 'rtl', suffix: 'Ar' },
  { lang: 'en', dir: 'ltr', suffix: 'En' },
] as const;

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
  const router = useRouter();
  const words = labels.form;
  const { pending, post } = useStaffPost(locale, words);
  const form = useForm<BoardMemberInput>({
    resolver: zodResolver(boardMemberSchema),
    defaultValues: initial,
  });
  const { message, firstError } = formErrors(form, fieldErrors);

  async function submit(values: BoardMemberInput) {
    const fields = memberId
      ? await post(`/api/staff/board/${memberId}`, values, words.saved)
      : await post('/api/staff/board', values, words.created, (answer) =>
          router.push(localePath(locale, `/staff/board/${String(answer.id)}`)),
        );
    for (const [field, text] of Object.entries(fields ?? {})) {
      form.setError(field as Field, { type: 'server', message: text });
    }
  }

  const input = (field: Field, label: string, lang: string, dir: 'rtl' | 'ltr', long = false) => {
    const id = `board-${field}`;
    const error = message(field);
    const common = {
      ...registerField(form, field),
      ...fieldAria(id, { error }),
      lang,
      dir,
      className: textInput,
    };
    return (
      <FormField id={id} label={label} error={error}>
        {long ? <textarea {...common} rows={4} /> : <input {...common} type="text" />}
      </FormField>
    );
  };

  return (
    <div className="space-y-10">
      <form
        noValidate
        onSubmit={form.handleSubmit(submit)}
        className="space-y-8"
        data-board-form=""
      >
        {firstError ? (
          <ErrorSummary target={`board-${firstError}`}>{words.errorSummary}</ErrorSummary>
        ) : null}
        <div className="grid gap-8 lg:grid-cols-2">
          {languages.map(({ lang, dir, suffix }) => (
            <fieldset key={lang} className="space-y-4">
              <legend className="mb-2 text-xl font-bold">
                {lang === 'ar' ? words.arabic : words.english}
              </legend>
              {input(`name${suffix}`, words.name, lang, dir)}
              {input(`position${suffix}`, words.position, lang, dir)}
              {input(`bio${suffix}`, words.bio, lang, dir, true)}
            </fieldset>
          ))}
        </div>
        <FormField id="board-role" label={words.role} error={message('role')}>
          <select
            {...registerField(form, 'role')}
            {...fieldAria('board-role', { error: message('role') })}
            className={textInput}
          >
            {(['chairman', 'vice_chairman', 'member'] as const).map((role) => (
              <option key={role} value={role}>
                {labels.roles[role]}
              </option>
            ))}
          </select>
        </FormField>
        <PhotoFieldset
          locale={locale}
          marker="board"
          initial={initial.imageId}
          fallback={{ text: labels.noPhoto }}
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
