import type { ReactNode } from 'react';
import type { FieldErrors } from 'react-hook-form';
import type { ApplicationFormInput } from '@/lib/application-form';
import type { ApplicationFormError } from '@/lib/application-choices';
import { fieldAria, FormField, optionsOf } from '../../ui/form-field';
import { textInput } from '../../ui/styles';
import { typedBefore } from '../../ui/typed-before-hydration';
import { errorAt, idOf, type AnswersForm, type Field, type Labels } from './form-answers';

interface TextOptions {
  hint?: string;
  type?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel' | 'email';
}

/** How the steps draw their questions, bound to the form and its errors of this render. */
export interface FieldControls {
  /** A field's error as the schema names it ('belowMinimum'). */
  errorKey: (field: string) => string | undefined;
  /** A field's error, in the page's language. */
  message: (field: string) => string | undefined;
  text: (field: Field, label: string, options?: TextOptions) => ReactNode;
  select: (field: Field, label: string, options: [string, string][], blank?: string) => ReactNode;
}

/**
 * `form.register(field)`, keeping what the visitor typed or chose before the page hydrated (on
 * a slow phone the form is there, and used, seconds before its script): react-hook-form would
 * write its empty answer over it when it attaches the field. `onTyped` hears of it, so the
 * draft this browser keeps does not take its place either.
 */
function keepingTyped(
  form: AnswersForm,
  field: Field,
  onTyped: (field: Field, value: string) => void,
) {
  const registration = form.register(field);
  return {
    ...registration,
    ref: (element: HTMLInputElement | HTMLSelectElement | null) => {
      const typed = element ? typedBefore(element, form.getValues(field)) : undefined;
      registration.ref(element);
      if (typed !== undefined) {
        form.setValue(field, typed as never, { shouldDirty: true });
        onTyped(field, typed);
      }
    },
  };
}

/**
 * The form's text and select questions. Functions, not components, so each control keeps its
 * identity, and focus, across renders.
 */
export function fieldControls(
  form: AnswersForm,
  errors: FieldErrors<ApplicationFormInput>,
  labels: Labels,
  onTyped: (field: Field, value: string) => void,
): FieldControls {
  const message = (field: string) => {
    const key = errorAt(errors, field);
    return key ? (labels.errors[key as ApplicationFormError] ?? key) : undefined;
  };

  /** A field's label, hint and error around its control. */
  function shell(field: string, label: string, hint: string | undefined, children: ReactNode) {
    const error = message(field);
    return (
      <FormField
        id={idOf(field)}
        label={label}
        hint={hint}
        error={error}
        errorFirst
        className={error ? 'border-s-4 border-red-600 ps-3' : undefined}
        labelClassName="font-bold text-slate-800 dark:text-slate-200"
      >
        {children}
      </FormField>
    );
  }

  const inputProps = (field: Field, hint?: boolean) => ({
    ...keepingTyped(form, field, onTyped),
    ...fieldAria(idOf(field), { hint, error: errorAt(errors, field) }),
    className: textInput,
  });

  function text(field: Field, label: string, options: TextOptions = {}) {
    return shell(
      field,
      label,
      options.hint,
      <input
        {...inputProps(field, Boolean(options.hint))}
        type={options.type ?? 'text'}
        dir={options.dir ?? 'auto'}
        autoComplete={options.autoComplete ?? 'off'}
        inputMode={options.inputMode}
      />,
    );
  }

  function select(field: Field, label: string, options: [string, string][], blank?: string) {
    return shell(
      field,
      label,
      undefined,
      <select {...inputProps(field)}>
        {blank !== undefined ? <option value="">{blank}</option> : null}
        {optionsOf(options)}
      </select>,
    );
  }

  return { errorKey: (field) => errorAt(errors, field), message, text, select };
}
