/**
 * The admissions officer an application is assigned to (issue #45): the office shares its
 * list, and each officer filters the inbox by "mine". Only an admissions account that can sign
 * in may be assigned; each change is in the audit log.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db';
import { applications } from '../db/schema';
import { AppError } from '../errors';
import { accountsWithRole } from '../staff/accounts-with-role';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { lockSentApplication } from './get-application';

/** The accounts that may be assigned applications: admissions, not disabled, by name. */
export function listAdmissionsOfficers(db: Db): Promise<{ id: string; name: string }[]> {
  return accountsWithRole(db, 'admissions');
}

/** Assigns the application to `to` (an admissions officer's id), or to no one (null). */
export async function assignApplication(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
  to: string | null,
): Promise<{ assignedTo: string | null }> {
  await assignApplications(db, actor, [id], to);
  return { assignedTo: to };
}

/**
 * Assigns many applications to one officer, or to no one, in one transaction (the inbox's
 * selection): each change in the audit log, one already so left as it is and counted; an
 * unknown application changes nothing at all (404).
 */
export async function assignApplications(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  ids: readonly string[],
  to: string | null,
): Promise<{ changed: number; unchanged: number }> {
  if (to !== null && !(await listAdmissionsOfficers(db)).some((officer) => officer.id === to)) {
    throw new AppError('invalid_assignment');
  }
  const unique = [...new Set(ids)];
  let unchanged = 0;
  await db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    // In one order, so two officers' changes never wait for each other's locks in a circle.
    for (const id of unique.toSorted()) {
      const application = await lockSentApplication(writer, id);
      if (application.assignedTo === to) {
        unchanged += 1;
        continue;
      }
      await tx.update(applications).set({ assignedTo: to }).where(eq(applications.id, id));
      await recordAudit(
        writer,
        actor,
        'application.assign',
        { type: 'application', id },
        { from: application.assignedTo, to },
      );
    }
  });
  return { changed: unique.length - unchanged, unchanged };
}
