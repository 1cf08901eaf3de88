/**
 * The accounts that hold a role and can sign in (not disabled), by name: whom an application
 * (admissions) or a support request (support) may be assigned to.
 */
import 'server-only';
import { asc } from 'drizzle-orm';
import { rolesOf, type StaffRole } from '@/lib/staff-roles';
import type { Db } from '../db/db';
import { staffUser } from '../db/schema';

export async function accountsWithRole(
  db: Db,
  role: StaffRole,
): Promise<{ id: string; name: string }[]> {
  const accounts = await db
    .select({
      id: staffUser.id,
      name: staffUser.name,
      role: staffUser.role,
      banned: staffUser.banned,
    })
    .from(staffUser)
    .orderBy(asc(staffUser.name));
  return accounts
    .filter((account) => !account.banned && rolesOf(account.role).includes(role))
    .map(({ id, name }) => ({ id, name }));
}
