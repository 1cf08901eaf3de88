import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';

/**
 * `form.register(name)`, with the field's saved value written into the server's HTML too.
 * react-hook-form fills uncontrolled fields from `defaultValues` only once the page has
 * hydrated: without the `defaultValue`, an editor on a slow phone saw a saved record's fields
 * empty until the script had run, and could start typing into them.
 */
export function registerField<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  name: FieldPath<Values>,
) {
  const saved: unknown = get(form.formState.defaultValues, name);
  return {
    ...form.register(name),
    defaultValue:
      typeof saved === 'string' || typeof saved === 'number' ? String(saved) : undefined,
  };
}
