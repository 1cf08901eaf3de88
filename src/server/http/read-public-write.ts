/**
 * The common start of a visitor's JSON write (an application, a support request, a status
 * lookup): from the site's own pages (else 403), within the client's requests a minute to
 * `action` (else 429, limits.ts), a JSON body of at most `maxBytes` (else 413, 415 or 400).
 * Answers the database, the client's key (for the route's own finer limits) and the body, for
 * the route's schema to check.
 */
import 'server-only';
import { getDb } from '../db/client';
import type { Db } from '../db/db';
import { checkRateLimit } from '../rate-limit/check-rate-limit';
import { clientKey } from './client-address';
import { readJson } from './read-json';
import { assertSameOrigin } from './same-origin';

export async function readPublicWrite(
  request: Request,
  action: string,
  maxBytes: number,
): Promise<{ db: Db; client: string; body: unknown }> {
  assertSameOrigin(request);
  const db = await getDb();
  const client = clientKey(request);
  await checkRateLimit(db, action, client);
  const body = await readJson(request, maxBytes);
  return { db, client, body };
}
