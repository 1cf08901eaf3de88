import type { FieldControls } from './field-controls';
import { idOf, type AnswersForm, type Labels } from './form-answers';

/** Step 4: the guardian, and the applicant's declaration. */
export function GuardianStep({
  form,
  labels,
  fields: { message, text },
}: {
  form: AnswersForm;
  labels: Labels;
  fields: FieldControls;
}) {
  const declarationError = message('declaration');
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('guardianName', labels.guardianName, { dir: 'auto' })}
      {text('guardianPhone', labels.guardianPhone, {
        hint: labels.phoneHint,
        type: 'tel',
        dir: 'ltr',
        inputMode: 'tel',
      })}
      <div className={`sm:col-span-2 ${declarationError ? 'border-s-4 border-red-600 ps-3' : ''}`}>
        {declarationError ? (
          <p
            id={`${idOf('declaration')}-error`}
            className="mb-1 text-sm font-bold text-red-700 dark:text-red-300"
          >
            {declarationError}
          </p>
        ) : null}
        <label className="flex items-start gap-3 text-slate-800 dark:text-slate-200">
          <input
            {...form.register('declaration')}
            id={idOf('declaration')}
            type="checkbox"
            aria-invalid={declarationError ? true : undefined}
            aria-describedby={declarationError ? `${idOf('declaration')}-error` : undefined}
            className="mt-1 size-5 shrink-0 accent-brand-600"
          />
          {labels.declaration}
        </label>
      </div>
    </div>
  );
}
