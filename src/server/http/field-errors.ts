import 'server-only';
import type { z } from 'zod';
import { catalogues } from '@/i18n/catalogues';

type Bilingual = { ar: string; en: string };
/** The catalogue namespaces whose `errors` hold a form's field messages. */
type FormNamespace = 'Support' | 'ApplicationStatus' | 'ContactForm' | 'SupportReply';

/**
 * The first problem of each field of a form, as bilingual messages of the form's catalogue
 * (`<namespace>.errors`), for the form to show under its fields. `fallback` names each field
 * and its message when it is missing; a body that is not an object at all misses every field.
 */
export function formFieldErrors<N extends FormNamespace>(
  namespace: N,
  fallback: Record<string, keyof (typeof catalogues)['en'][N]['errors']>,
  error: z.ZodError,
): Record<string, Bilingual> {
  const words = (locale: 'ar' | 'en') =>
    catalogues[locale][namespace].errors as Record<string, string>;
  const message = (key: string): Bilingual => ({ ar: words('ar')[key]!, en: words('en')[key]! });
  const fields: Record<string, Bilingual> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in fallback) || fields[field]) continue;
    fields[field] = message(issue.message in words('en') ? issue.message : String(fallback[field]));
  }
  if (Object.keys(fields).length === 0) {
    for (const [field, key] of Object.entries(fallback)) fields[field] = message(String(key));
  }
  return fields;
}
