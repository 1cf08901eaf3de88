/**
 * How much the support desk's public forms may e-mail one person (issue #45): each request is
 * acknowledged to the address it gives, which nobody has verified, so one mailbox (its case and
 * "+tags" aside, mail/mailbox.ts) gets at most SUPPORT_REQUESTS_PER_EMAIL_PER_MINUTE requests a
 * minute and SUPPORT_REQUESTS_PER_MAILBOX_PER_HOUR an hour, from the support form and the
 * contact page together; the client's own bound (RATE_LIMIT_PER_MINUTE) holds besides.
 */
import 'server-only';
import { and, count, gte, sql } from 'drizzle-orm';
import type { Db } from '../db/db';
import { supportRequests } from '../db/schema';
import { AppError } from '../errors';
import { mailboxKey, mailboxOf } from '../mail/mailbox';
import { checkRateLimit } from '../rate-limit/check-rate-limit';
import {
  SUPPORT_REQUESTS_PER_EMAIL_PER_MINUTE,
  SUPPORT_REQUESTS_PER_MAILBOX_PER_HOUR,
} from '../rate-limit/limits';

const HOUR_MS = 60 * 60 * 1000;

export async function checkRequesterLimits(db: Db, email: string, now = new Date()): Promise<void> {
  await checkRateLimit(db, 'support-requests', `mailbox:${mailboxKey(email)}`, {
    limit: SUPPORT_REQUESTS_PER_EMAIL_PER_MINUTE,
    now,
  });
  const [row] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(
      and(
        gte(supportRequests.createdAt, new Date(now.getTime() - HOUR_MS)),
        sql`regexp_replace(lower(${supportRequests.email}), '\\+[^@]*@', '@') = ${mailboxOf(email)}`,
      ),
    );
  if ((row?.n ?? 0) >= SUPPORT_REQUESTS_PER_MAILBOX_PER_HOUR) {
    throw new AppError('rate_limited', { retryAfter: '600' });
  }
}
