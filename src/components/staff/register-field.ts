import {
  get,
  type FieldPath,
  type FieldValues,
  type PathValue,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * `form.register(name)`, with the field's saved value written into the server's HTML too.
 * react-hook-form fills uncontrolled fields from `defaultValues` only once the page has
 * hydrated: without the `defaultValue`, an editor on a slow phone saw a saved record's fields
 * empty until the script had run, and could start typing into them. What is typed before the
 * script has run is kept (below).
 */
/** The fields already attached once. */
const attached = new WeakSet<Element>();

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
      // What was typed before the page hydrated (the field's value no longer its HTML's):
      // react-hook-form writes its default over the field as it registers it, so the words
      // are put back, and into the form's state, once it has.
      // Only when the field is first attached (the ref is a new function on each render).
      const first = element !== null && !attached.has(element);
      if (first) attached.add(element);
      const words =
        element instanceof HTMLTextAreaElement ||
        (element instanceof HTMLInputElement &&
          !['checkbox', 'radio', 'file'].includes(element.type));
      const typed =
        first && words && element.value !== element.defaultValue ? element.value : undefined;
      registration.ref(element);
      if (typed !== undefined) {
        form.setValue(name, typed as PathValue<Values, FieldPath<Values>>, { shouldDirty: true });
      }
    },
  };
}
