/**
 * The common start of every staff write endpoint: from the site's own pages, by a signed-in
 * account of the right role, a JSON body of at most `maxBytes` that `schema` accepts (else 400
 * with the field's message in both languages).
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
import { requireStaffApi, type SignedInStaff } from './staff-session';

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
  assertSameOrigin(request);
  const staff = await requireStaffApi(request, role);
  const db = await getDb();
  const body = await readJson(request, maxBytes);
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fields: Record<string, { ar: string; en: string }> = {};
    for (const issue of parsed.error.issues) {
      const field = (nested ? issue.path.join('.') : String(issue.path[0] ?? '')) || 'form';
      const ar: Record<string, string> = catalogues.ar.Staff.fieldErrors;
      const en: Record<string, string> = catalogues.en.Staff.fieldErrors;
      const key = issue.message in en ? issue.message : 'invalid';
      fields[field] ??= { ar: ar[key] ?? '', en: en[key] ?? '' };
    }
    throw new AppError(invalid, {}, fields);
  }
  return { db, staff, input: parsed.data };
}
