import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * A desk form's errors for people: `message(field)` is the field's error in the page's language
 * (the schema's and the server's codes looked up in `Staff.fieldErrors`; a server's own words
 * pass through), and `firstError` the first field in error, where the summary sends focus.
 */
export function formErrors<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  fieldErrors: Record<string, string>,
): { message: (field: FieldPath<Values>) => string | undefined; firstError?: FieldPath<Values> } {
  const { errors } = form.formState;
  return {
    message: (field) => {
      const code = form.getFieldState(field, form.formState).error?.message;
      return code ? (fieldErrors[code] ?? code) : undefined;
    },
    firstError: (Object.keys(errors) as FieldPath<Values>[])[0],
  };
}
