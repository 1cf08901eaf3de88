import 'server-only';
import type { z } from 'zod';
import type { StatusQueryError } from '@/lib/status-query';
import { catalogues } from '@/i18n/catalogues';

const { ar, en } = catalogues;

const fallback: Record<string, StatusQueryError> = {
  reference: 'referenceRequired',
  email: 'emailRequired',
};

/**
 * The first problem of each field of a status lookup, as bilingual messages of the
 * ApplicationStatus catalogue (the form shows them under the fields).
 */
export function statusQueryFieldErrors(
  error: z.ZodError,
): Record<string, { ar: string; en: string }> {
  const fields: Record<string, { ar: string; en: string }> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in fallback) || fields[field]) continue;
    const key = (
      issue.message in en.ApplicationStatus.errors ? issue.message : fallback[field]
    ) as StatusQueryError;
    fields[field] = { ar: ar.ApplicationStatus.errors[key], en: en.ApplicationStatus.errors[key] };
  }
  // A body that is not an object at all: every field is missing.
  if (Object.keys(fields).length === 0) {
    for (const [field, key] of Object.entries(fallback)) {
      fields[field] = {
        ar: ar.ApplicationStatus.errors[key],
        en: en.ApplicationStatus.errors[key],
      };
    }
  }
  return fields;
}
