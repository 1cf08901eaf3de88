import 'server-only';
import type { Db } from '../db/db';
import type { ApplicationRow } from '../db/schema';
import { checkRateLimit } from '../rate-limit/check-rate-limit';
import { PER_APPLICATION_PER_MINUTE } from '../rate-limit/limits';
import { findApplicationForToken } from './create-application';

/**
 * The application a request's `Authorization: Bearer <upload token>` opens (404 otherwise),
 * counted against that application's own limit on `action` (limits.ts): the limit that holds
 * one applicant's client, whoever shares its address.
 */
export async function applicationOfRequest(
  db: Db,
  request: Request,
  id: string,
  action: keyof typeof PER_APPLICATION_PER_MINUTE,
): Promise<ApplicationRow> {
  const token = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? null;
  const application = await findApplicationForToken(db, id, token);
  await checkRateLimit(db, action, `application:${application.id}`, {
    limit: PER_APPLICATION_PER_MINUTE[action],
  });
  return application;
}
