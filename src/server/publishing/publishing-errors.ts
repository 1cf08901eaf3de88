/**
 * What the news and events desks say when a save is refused: per-field messages of the
 * workspace's catalogue (`Staff.fieldErrors`), and the database's refusal of a second item at an
 * address already taken, turned into its message.
 */
import 'server-only';
import { catalogues } from '@/i18n/catalogues';
import { isUniqueViolation } from '../db/errors';
import { AppError, type ErrorCode } from '../errors';

/** Per-field messages in both languages, from `Staff.fieldErrors` codes. */
export function staffFieldMessages(
  codes: Record<string, string>,
): Record<string, { ar: string; en: string }> {
  const ar: Record<string, string> = catalogues.ar.Staff.fieldErrors;
  const en: Record<string, string> = catalogues.en.Staff.fieldErrors;
  return Object.fromEntries(
    Object.entries(codes).map(([field, code]) => [
      field,
      { ar: ar[code] ?? ar.invalid ?? '', en: en[code] ?? en.invalid ?? '' },
    ]),
  );
}

/** Runs `work`; a unique violation (the address taken) becomes `code` on the slug field. */
export async function slugChecked<T>(work: () => Promise<T>, code: ErrorCode): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError(code, {}, staffFieldMessages({ slug: 'slugInvalid' }));
    }
    throw error;
  }
}
