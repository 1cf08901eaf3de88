/**
 * What a visitor typed or chose in a field before the page's scripts had run. Its input and
 * change events came before React's handlers, so the form's state does not know it; React's
 * hydration leaves an input's value and a select's choice as the visitor left them, but
 * react-hook-form writes its state over a field when it attaches it. A field counts when its
 * value is no longer its HTML's, nor the state's (`known`), so a field the form itself filled
 * after hydration never counts.
 */
export function typedBefore(
  element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement,
  known: unknown,
): string | undefined {
  const state = known === undefined || known === null ? '' : String(known);
  if (element.value === state) return undefined;
  if (element instanceof HTMLSelectElement) {
    // The HTML's choice: the option marked selected, or else the first one.
    const options = [...element.options];
    const html = (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
    return element.value !== html ? element.value : undefined;
  }
  const words =
    element instanceof HTMLTextAreaElement ||
    !['checkbox', 'radio', 'file', 'submit', 'button', 'hidden'].includes(element.type);
  return words && element.value !== element.defaultValue ? element.value : undefined;
}
