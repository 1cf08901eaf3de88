/**
 * The common start of every staff write endpoint: from the site's own pages, by a signed-in
 * account of the right role, within its session's writes a minute (limits.ts), a JSON body of
 * at most `maxBytes` that `schema` accepts (else 400 with the field's message in both
 * languages).
 */
import 'server-only';
import type { z } from 'zod';
import type { StaffRole } from '@/lib/staff-roles';
import { getDb } from '../db/client';
import type { Db } from '../db/db';
import { catalogues } from '@/i18n/catalogues';
import { AppError, type ErrorCode } from '../errors';
import { readJson } from '../http/read-json';
import { assertSameOrigin } from '../http/same-origin';
import { checkRateLimit } from '../rate-limit/check-rate-limit';
import { STAFF_WRITES_PER_SESSION_PER_MINUTE } from '../rate-limit/limits';
import { requireStaffApi, type SignedInStaff } from './staff-session';

/**
 * A write from the site's own pages by a signed-in account of `role`, counted against its
 * session's writes a minute over the whole workspace: 429 past it, whoever shares the address.
 */
export async function requireStaffWrite(
  request: Request,
  role: StaffRole,
): Promise<{ db: Db; staff: SignedInStaff }> {
  assertSameOrigin(request);
  const staff = await requireStaffApi(request, role);
  const db = await getDb();
  await checkRateLimit(db, 'staff-writes', `session:${staff.sessionId}`, {
    limit: STAFF_WRITES_PER_SESSION_PER_MINUTE,
  });
  return { db, staff };
}

/** The most refused fields one answer names (the longest form, the figures', has fewer). */
const MAX_NAMED_FIELDS = 200;

export async function readStaffWrite<S extends z.ZodType>(
  request: Request,
  role: StaffRole,
  schema: S,
  {
    maxBytes,
    invalid,
    nested = false,
  }: {
    maxBytes: number;
    invalid: ErrorCode;
    /** Name a field by its whole path (`semesters.0.nameAr`), for forms with lists. */
    nested?: boolean;
  },
): Promise<{ db: Db; staff: SignedInStaff; input: z.infer<S> }> {
  const { db, staff } = await requireStaffWrite(request, role);
  const body = await readJson(request, maxBytes);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, { ar: string; en: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = (nested ? issue.path.join('.') : String(issue.path[0] ?? '')) || 'form';
      // A form names at most this many at once: a body of thousands of bad keys is answered in
      // a few kilobytes, never in megabytes.
      if (!(field in fields) && Object.keys(fields).length >= MAX_NAMED_FIELDS) break;
      const ar: Record<string, string> = catalogues.ar.Staff.fieldErrors;
      const en: Record<string, string> = catalogues.en.Staff.fieldErrors;
      const key = issue.message in en ? issue.message : 'invalid';
      fields[field] ??= { ar: ar[key] ?? '', en: en[key] ?? '' };
    }
    throw new AppError(invalid, {}, fields);
  }
  return { db, staff, input: parsed.data };
}
