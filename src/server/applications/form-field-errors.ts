import 'server-only';
import type { z } from 'zod';
import { applicationFormErrors, type ApplicationFormError } from '@/lib/application-form';
import { catalogues } from '@/i18n/catalogues';

const { ar, en } = catalogues;

/**
 * The first problem of each field of the application form, keyed by its path as the form names
 * it ('phone', 'qualification.percentage'), as bilingual messages of the ApplicationForm
 * catalogue. A problem without a message key of its own (a wrong type, a missing object) reads
 * 'Answer this question'.
 */
export function applicationFormFieldErrors(
  error: z.ZodError,
): Record<string, { ar: string; en: string }> {
  const fields: Record<string, { ar: string; en: string }> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    if (fields[field]) continue;
    const key: ApplicationFormError = (applicationFormErrors as readonly string[]).includes(
      issue.message,
    )
      ? (issue.message as ApplicationFormError)
      : 'required';
    fields[field] = { ar: ar.ApplicationForm.errors[key], en: en.ApplicationForm.errors[key] };
  }
  return fields;
}
