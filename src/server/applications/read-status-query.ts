import 'server-only';
import { statusQuerySchema, type StatusQuery } from '@/lib/status-query';
import type { Db } from '../db/db';
import { AppError } from '../errors';
import { readPublicWrite } from '../http/read-public-write';
import { checkRateLimit } from '../rate-limit/check-rate-limit';
import { STATUS_LOOKUPS_PER_QUERY_PER_MINUTE } from '../rate-limit/limits';
import { statusQueryFieldErrors } from './status-field-errors';

/** A reference and an e-mail address: far below this in any script. */
const MAX_BODY_BYTES = 1024;

/**
 * A reference and the e-mail address it was made with, as the status page sends them
 * (POST /api/applications/status and …/status/link): JSON from the site's own pages, at most
 * 1 KB, each field checked with the page's own schema (400 with a message per wrong field),
 * and counted: 10 a minute for one reference, and for one address, from one client.
 */
export async function readStatusQuery(request: Request): Promise<{ db: Db; query: StatusQuery }> {
  const { db, client, body } = await readPublicWrite(request, 'application-status', MAX_BODY_BYTES);
  const parsed = statusQuerySchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError('invalid_status_query', {}, statusQueryFieldErrors(parsed.error));
  }
  // Many applicants share an address; each asks about their own reference and address.
  const limit = { limit: STATUS_LOOKUPS_PER_QUERY_PER_MINUTE };
  const reference = parsed.data.reference.toUpperCase();
  await checkRateLimit(db, 'application-status', `${client}|reference:${reference}`, limit);
  const email = parsed.data.email.toLowerCase();
  await checkRateLimit(db, 'application-status', `${client}|email:${email}`, limit);
  return { db, query: parsed.data };
}
