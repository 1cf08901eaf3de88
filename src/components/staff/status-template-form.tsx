'use client';

import type { Messages } from 'next-intl';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  MAX_TEMPLATE_BODY,
  MAX_TEMPLATE_SUBJECT,
  renderTemplate,
  type TemplatePlaceholder,
} from '@/lib/status-templates';
import { primaryButton, secondaryButton } from '../ui/styles';
import { ErrorSummary } from '../ui/error-summary';
import { useHydrated } from '../ui/use-hydrated';
import { TextField } from './record-form';
import { withTypedWords } from './register-field';
import { useStaffPost } from './use-staff-post';

type Labels = Messages['StaffTemplates'];
interface Values {
  subject: string;
  body: string;
}

/**
 * One status's e-mail in one language: its subject and text, saved as the office's own words,
 * or back to the college's default. Under it, the e-mail as an applicant would read it, filled
 * in with a sample application, as it is typed. The server checks the placeholders again.
 */
export function StatusTemplateForm({
  locale,
  labels,
  status,
  language,
  initial,
  custom,
  sample,
}: {
  locale: 'ar' | 'en';
  labels: Labels;
  status: string;
  /** The e-mail's language (the page may be in the other). */
  language: 'ar' | 'en';
  initial: Values;
  custom: boolean;
  /** What the placeholders say of a sample application, in the e-mail's language. */
  sample: Record<TemplatePlaceholder, string>;
}) {
  const { pending, post } = useStaffPost(locale, labels);
  const hydrated = useHydrated();
  const form = useForm<Values>({ defaultValues: initial });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = `template-${status}-${language}`;
  const firstError = Object.keys(errors)[0];
  // eslint-disable-next-line react-hooks/incompatible-library -- the preview follows every keystroke
  const typed = form.watch();
  const dir = language === 'ar' ? 'rtl' : 'ltr';

  const save = form.handleSubmit(async (values) => {
    setErrors(
      (await post(
        '/api/staff/applications/templates',
        { status, locale: language, ...values },
        labels.saved,
      )) ?? {},
    );
  });
  const reset = async () => {
    const refused = await post(
      '/api/staff/applications/templates/reset',
      { status, locale: language },
      labels.restored,
    );
    if (!refused) setErrors({});
  };

  return (
    <form noValidate onSubmit={withTypedWords(form, save)} className="space-y-4" data-template={id}>
      {firstError ? (
        <ErrorSummary target={`${id}-${firstError}`}>{labels.errorSummary}</ErrorSummary>
      ) : null}
      <p className="text-sm font-bold text-slate-600 dark:text-slate-400" data-template-state="">
        {custom ? labels.custom : labels.default}
      </p>
      <TextField
        form={form}
        id={`${id}-subject`}
        name="subject"
        label={labels.subject}
        error={errors.subject}
        max={MAX_TEMPLATE_SUBJECT}
        lang={language}
        dir={dir}
      />
      <TextField
        form={form}
        id={`${id}-body`}
        name="body"
        label={labels.body}
        error={errors.body}
        max={MAX_TEMPLATE_BODY}
        lang={language}
        dir={dir}
        rows={14}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={pending || !hydrated} className={primaryButton}>
          {pending ? labels.saving : labels.save}
        </button>
        {custom ? (
          <button type="button" disabled={pending} className={secondaryButton} onClick={reset}>
            {labels.restore}
          </button>
        ) : null}
      </div>
      <details className="rounded border border-slate-300 p-3 dark:border-slate-600">
        <summary className="cursor-pointer font-bold">{labels.preview}</summary>
        <div lang={language} dir={dir} className="mt-3 space-y-2" data-template-preview="">
          <p className="font-bold">{renderTemplate(typed.subject ?? '', sample)}</p>
          <p className="whitespace-pre-line">{renderTemplate(typed.body ?? '', sample)}</p>
        </div>
      </details>
    </form>
  );
}
