/**
 * The requester's way back into their request (issue #45): no mail server reads the desk's
 * incoming mail here, so each e-mail to a requester (the acknowledgement, each reply) carries a
 * link to /support/reply, where they write a follow-up that joins the same request.
 *
 * - The link names the request and a key after '#', which the browser never sends to a server
 *   (no access log, no Referer holds it); the page sends the key as `Authorization: Bearer`.
 * - Each e-mail gets a new random key; only its SHA-256 is kept (`support_links`), so a copy of
 *   the database opens no request; the outbox masks the key once the e-mail is delivered.
 * - Every key of a request works as long as the request is kept.
 */
import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { siteConfig } from '@/config/site';
import { localePath } from '@/i18n/routing';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { supportLinks, supportRequests, type SupportRequestRow } from '../db/schema';

/** The path of the page a reply link opens. */
export const SUPPORT_REPLY_PATH = '/support/reply';

const keyHash = (key: string) => createHash('sha256').update(key).digest('hex');
/** Looked up in place of an id that is none: a wrong link costs the same work as a right one. */
const NO_REQUEST = '00000000-0000-4000-8000-000000000000';

/**
 * A new reply link to the request, in the request's language (pass the transaction that
 * records the e-mail carrying it).
 */
export async function issueSupportLink(
  db: Db,
  request: Pick<SupportRequestRow, 'id' | 'locale'>,
): Promise<string> {
  const key = randomBytes(24).toString('base64url');
  await db.insert(supportLinks).values({ requestId: request.id, keyHash: keyHash(key) });
  const locale = request.locale === 'en' ? 'en' : 'ar';
  return `${siteConfig.siteUrl}${localePath(locale, SUPPORT_REPLY_PATH)}#${request.id}.${key}`;
}

/**
 * The request a link's key opens, or null (a wrong key, an unknown or malformed id): the same
 * query runs either way, so the answer's timing tells nothing.
 */
export async function requestOfSupportLink(
  db: Db,
  id: string,
  key: string | null,
): Promise<SupportRequestRow | null> {
  const valid = isUuid(id) && typeof key === 'string' && key.length > 0 && key.length <= 100;
  const [row] = await db
    .select({ request: supportRequests })
    .from(supportLinks)
    .innerJoin(supportRequests, eq(supportRequests.id, supportLinks.requestId))
    .where(
      and(
        eq(supportLinks.requestId, valid ? id : NO_REQUEST),
        eq(supportLinks.keyHash, keyHash(valid ? key : '')),
      ),
    )
    .limit(1);
  return valid && row ? row.request : null;
}
