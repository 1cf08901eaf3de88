import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { rolesOf } from '@/lib/staff-roles';
import { getDb } from '../db/client';
import { staffSession, staffUser } from '../db/schema';
import { provideSessionRoles } from './session-roles-check';
import { storedSessionToken } from './session-token-hash';

/**
 * Hands the proxy (session-roles-check.ts) the lookup of a session token's roles: an unexpired
 * session of an account that is not disabled, else null.
 */
export function provideSessionRolesLookup(): void {
  provideSessionRoles(async (token) => {
    const db = await getDb();
    const [row] = await db
      .select({ role: staffUser.role, banned: staffUser.banned })
      .from(staffSession)
      .innerJoin(staffUser, eq(staffUser.id, staffSession.userId))
      .where(
        and(
          eq(staffSession.token, storedSessionToken(token)),
          gt(staffSession.expiresAt, new Date()),
        ),
      );
    if (!row || row.banned) return null;
    return rolesOf(row.role);
  });
}
