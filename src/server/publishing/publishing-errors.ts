/**
 * What the news and events desks say when a save is refused: per-field messages of the
 * workspace's catalogue (`Staff.fieldErrors`), and the database's refusal of a second item at an
 * address already taken, turned into its message; a picture that is not one uploaded here.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { catalogues } from '@/i18n/catalogues';
import type { Db } from '../db/db';
import { isUniqueViolation } from '../db/errors';
import { mediaImages } from '../db/schema';
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

/**
 * A revision's snapshot, checked by today's rules before it is put back: a revision saved under
 * older rules is refused field by field (`code`, 400), never with a 500.
 */
export function checkedSnapshot<S extends z.ZodType>(
  schema: S,
  snapshot: unknown,
  code: ErrorCode,
): z.output<S> {
  const checked = schema.safeParse(snapshot);
  if (checked.success) return checked.data;
  throw new AppError(
    code,
    {},
    staffFieldMessages(
      Object.fromEntries(
        checked.error.issues.map((issue) => [String(issue.path[0] ?? 'form'), issue.message]),
      ),
    ),
  );
}

/** Refuses a picture that is not one uploaded here: `code`, on the imageId field. No picture is fine. */
export async function assertUploadedImage(
  tx: Db,
  imageId: string | null | undefined,
  code: ErrorCode,
): Promise<void> {
  if (!imageId) return;
  const [image] = await tx
    .select({ id: mediaImages.id })
    .from(mediaImages)
    .where(eq(mediaImages.id, imageId));
  if (!image) throw new AppError(code, {}, staffFieldMessages({ imageId: 'imageInvalid' }));
}
