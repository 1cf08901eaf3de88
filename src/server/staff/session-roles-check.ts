/**
 * The roles of the account a request's staff session cookie names, for the proxy
 * (src/proxy.ts): a signed-in member of staff who opens another role's page gets the
 * workspace's "no access" page, rendered on the server with 403, instead of the page (whose own
 * check, requireStaffPage, still stands behind it). Like database-check.ts, the proxy asks the
 * process's database through a lookup the server hands over on `globalThis`
 * (session-roles.ts, loaded by src/instrumentation.ts).
 *
 * Loaded by the proxy's bundle as well as the server's: no imports but the handover's.
 */

import { processHandover } from '../process-handover';

type RolesLookup = (token: string) => Promise<string[] | null>;

const lookups = processHandover<RolesLookup>('session-roles');

/** better-auth's session cookie with the site's prefix (src/server/staff/auth.ts), either form. */
const SESSION_COOKIES = [
  'college-staff.session_token',
  '__Secure-college-staff.session_token',
] as const;

export function provideSessionRoles(lookup: RolesLookup): void {
  lookups.provide(lookup);
}

/**
 * The roles of the signed-in account, or null when no session is known (no cookie, an expired
 * or unknown session, a disabled account, or no lookup in this process): the page then decides.
 */
export async function signedInRoles(cookie: (name: string) => string | undefined) {
  const lookup = lookups.current();
  if (!lookup) return null;
  for (const name of SESSION_COOKIES) {
    const value = cookie(name);
    if (!value) continue;
    try {
      // A signed cookie: the token, a dot, its signature (a malformed one throws here).
      const token = decodeURIComponent(value).split('.')[0];
      if (!token) continue;
      return await lookup(token);
    } catch {
      return null;
    }
  }
  return null;
}
