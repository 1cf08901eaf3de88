import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Applicant } from '@/lib/applicant-schema';
import type { Db } from '../db/db';
import { applications, type ApplicationRow } from '../db/schema';
import { AppError } from '../errors';
import { newReference } from '../reference';

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Starts an application for the applicant: returns its id, reference and the upload token
 * the browser must present with each document (only its hash is stored).
 */
export async function createApplication(
  db: Db,
  applicant: Applicant,
  locale: 'ar' | 'en',
): Promise<{ id: string; reference: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  for (let attempt = 0; ; attempt++) {
    try {
      const [row] = await db
        .insert(applications)
        .values({
          reference: newReference('RWD'),
          applicantName: applicant.name,
          applicantEmail: applicant.email,
          locale,
          uploadTokenHash: hashToken(token),
        })
        .returning({ id: applications.id, reference: applications.reference });
      return { ...row!, token };
    } catch (error) {
      // A reference already taken (one chance in a billion): draw another.
      if (attempt < 3 && String(error).includes('applications_reference_unique')) continue;
      throw error;
    }
  }
}

/** The application `id` if `token` is its upload token; 404 otherwise (no hint which is wrong). */
export async function findApplicationForToken(
  db: Db,
  id: string,
  token: string | null,
): Promise<ApplicationRow> {
  if (!token || !/^[0-9a-f-]{36}$/.test(id)) throw new AppError('not_found');
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.id, id), eq(applications.uploadTokenHash, hashToken(token))));
  if (!row) throw new AppError('not_found');
  return row;
}
