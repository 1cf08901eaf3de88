import 'server-only';
import { z } from 'zod';
import { applicationFormErrors, type ApplicationFormError } from '@/lib/application-form';
import { catalogues } from '@/i18n/catalogues';
import { AppError } from '../errors';

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

/** A form refused for one field, with the catalogue's 'Answer this question'. */
export function refusedField(path: string): AppError {
  const issue = { code: 'custom' as const, path: [path], message: 'required', input: undefined };
  return new AppError(
    'invalid_application_form',
    {},
    applicationFormFieldErrors(new z.ZodError([issue])),
  );
}
