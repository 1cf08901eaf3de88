import 'server-only';
import type { z } from 'zod';
import type { SupportFieldError } from '@/lib/support-request-schema';
import { catalogues } from '@/i18n/catalogues';

const { ar, en } = catalogues;

const fallback: Record<string, SupportFieldError> = {
  fullName: 'nameRequired',
  email: 'emailRequired',
  issueType: 'issueTypeRequired',
  description: 'descriptionRequired',
};

/** The first problem of each field, as bilingual messages of the Support catalogue. */
export function supportFieldErrors(error: z.ZodError): Record<string, { ar: string; en: string }> {
  const fields: Record<string, { ar: string; en: string }> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!(field in fallback) || fields[field]) continue;
    const key = (
      issue.message in en.Support.errors ? issue.message : fallback[field]
    ) as SupportFieldError;
    fields[field] = { ar: ar.Support.errors[key], en: en.Support.errors[key] };
  }
  // A body that is not an object at all: every field is missing.
  if (Object.keys(fields).length === 0) {
    for (const [field, key] of Object.entries(fallback)) {
      fields[field] = { ar: ar.Support.errors[key], en: en.Support.errors[key] };
    }
  }
  return fields;
}
