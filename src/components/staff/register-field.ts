import type { FormEvent } from 'react';
import {
  get,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';
import { typedBefore } from '../ui/typed-before-hydration';

/**
 * `form.register(name)`, with the field's saved value written into the server's HTML too.
 * react-hook-form fills uncontrolled fields from `defaultValues` only once the page has
 * hydrated: without the `defaultValue`, an editor on a slow phone saw a saved record's fields
 * empty until the script had run, and could start typing into them. What is typed before the
 * script has run is kept (typedBefore).
 */
export function registerField<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  name: FieldPath<Values>,
) {
  const saved: unknown = get(form.formState.defaultValues, name);
  const registration = form.register(name);
  return {
    ...registration,
    defaultValue:
      typeof saved === 'string' || typeof saved === 'number' ? String(saved) : undefined,
    ref: (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
      // Words typed (or a choice made) before the page hydrated: react-hook-form writes its
      // state over the field each time it attaches it (the ref is a new function on every
      // render), so they are put back, and into its state, which then agrees with the field and
      // leaves it alone.
      const typed = element ? typedBefore(element, form.getValues(name)) : undefined;
      registration.ref(element);
      if (typed !== undefined) {
        form.setValue(name, typed as PathValue<Values, FieldPath<Values>>, { shouldDirty: true });
      }
    },
  };
}

/**
 * A form's submit handler that first takes into the form's state the words typed into its
 * fields before the page hydrated: their input events came before react-hook-form's handlers,
 * so its state would send the saved words instead (seen: a status e-mail typed at once was saved
 * as its old words).
 */
export function withTypedWords<Values extends FieldValues, Context, Output>(
  form: UseFormReturn<Values, Context, Output>,
  submit: (event: FormEvent<HTMLFormElement>) => unknown,
) {
  return (event: FormEvent<HTMLFormElement>) => {
    for (const element of event.currentTarget.elements) {
      if (
        !(
          element instanceof HTMLInputElement ||
          element instanceof HTMLTextAreaElement ||
          element instanceof HTMLSelectElement
        ) ||
        !element.name
      ) {
        continue;
      }
      const name = element.name as FieldPath<Values>;
      const known: unknown = form.getValues(name);
      if (known === undefined) continue;
      const typed = typedBefore(element, known);
      if (typed !== undefined) {
        form.setValue(name, typed as PathValue<Values, FieldPath<Values>>, { shouldDirty: true });
      }
    }
    return submit(event);
  };
}
