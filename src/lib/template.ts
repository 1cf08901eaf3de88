/**
 * Fills `{name}` placeholders of a catalogue message on the client, where next-intl's runtime
 * is not loaded (client components get their messages as props, already in the page's
 * language). Plural choices use the browser's Intl.PluralRules with the catalogue's forms.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  );
}

export type PluralForms = Record<'zero' | 'one' | 'two' | 'few' | 'many' | 'other', string>;

/** The plural form for `count` in `locale`, with `#` replaced by the count (Western digits). */
export function plural(locale: string, forms: PluralForms, count: number): string {
  const category = count === 0 ? 'zero' : new Intl.PluralRules(locale).select(count);
  return forms[category].replace('#', String(count));
}

/**
 * Like fill(), for placeholders whose values are elements: e.g. a year wrapped in an
 * left-to-right isolate, so "2024-2025" is not shown as "2025-2024" inside Arabic text.
 */
export function fillNodes<T>(template: string, values: Record<string, T>): (string | T)[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const key = /^\{(\w+)\}$/.exec(part)?.[1];
      return key !== undefined && key in values ? values[key]! : part;
    });
}
