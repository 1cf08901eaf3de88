/**
 * The outbox: every message is first recorded in `mail_outbox`, then delivered. A delivery
 * claims the row (moving its next attempt into the future, so two instances never send the
 * same message), sends it and marks it sent; a failure is recorded and retried later with a
 * growing delay (MAIL_RETRY_SECONDS, then twice that, and so on, at most an hour). A message the
 * mail server refuses for good (an SMTP 5xx answer, e.g. an address that does not exist), or
 * that failed MAX_ATTEMPTS times, is marked failed, logged loudly and left for staff to see
 * and retry by hand; it is never retried for ever.
 * deliverPendingMail() runs every MAIL_POLL_SECONDS in each server (src/instrumentation.ts);
 * deliverInBackground() starts it for new messages without making the visitor wait for the
 * mail server.
 */
import 'server-only';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { withoutBidiControls } from '@/lib/bidi';
import type { Db } from '../db/db';
import { mailOutbox, type MailRow } from '../db/schema';
import { describeError, redactText } from '../logging/safe-log';
import { serverConfig } from '../server-config';
import { attachmentsOf } from './mail-attachments';
import { getMailer, type Mailer } from './mailer';
import { withoutSecrets } from './secret-links';

/** How long a claimed message is left to its sender before another may try. */
const CLAIM_MS = 2 * 60_000;
/**
 * Attempts before a message is given up (with the default delays: about 8 hours of trying,
 * long enough to ride out a mail server's outage, short enough to be noticed the same day).
 */
export const MAX_ATTEMPTS = 12;

/** An SMTP answer that will not change on retry: 5xx (the 4xx answers are temporary). */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

export interface NewMail {
  kind: string;
  relatedId?: string;
  to: string;
  subject: string;
  text: string;
  /** The message's language: the sender's name is the college's in it. */
  locale: 'ar' | 'en';
  /** Where an answer goes (Reply-To), when not to the sender (who reads no mail). */
  replyTo?: string;
}

export function retryDelayMs(
  attempts: number,
  firstMs: number = serverConfig.mailRetrySeconds() * 1000,
): number {
  return Math.min(60 * 60_000, firstMs * 2 ** Math.max(0, attempts - 1));
}

async function claim(db: Db, now: Date, ids?: string[]): Promise<MailRow[]> {
  const due = and(
    eq(mailOutbox.status, 'pending'),
    // The database's clock too: a message enqueued with `now()` (microseconds) in the same
    // millisecond as this `now` (milliseconds) is due, not left for the next poll.
    lte(mailOutbox.nextAttemptAt, sql`greatest(now(), ${now.toISOString()}::timestamptz)`),
    ids ? inArray(mailOutbox.id, ids) : undefined,
  );
  return db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
    .where(
      inArray(
        mailOutbox.id,
        db.select({ id: mailOutbox.id }).from(mailOutbox).where(due).limit(20),
      ),
    )
    .returning();
}

/**
 * Sends the pending messages that are due (only `ids`, when given). Returns the ids sent.
 * Never throws for a failed send: the failure is recorded and the message stays pending.
 */
export async function deliverPendingMail(
  db: Db,
  {
    ids,
    mailer = getMailer(),
    now = new Date(),
  }: { ids?: string[]; mailer?: Mailer; now?: Date } = {},
): Promise<string[]> {
  if (ids && ids.length === 0) return [];
  const sent: string[] = [];
  for (const row of await claim(db, now, ids)) {
    try {
      await mailer.send({
        id: row.id,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        locale: row.locale ?? 'en',
        replyTo: row.replyTo ?? undefined,
        attachments: await attachmentsOf(db, row),
      });
      await db
        .update(mailOutbox)
        .set({
          status: 'sent',
          sentAt: new Date(),
          attempts: row.attempts + 1,
          lastError: null,
          // A password link has done its work: the outbox does not keep a working one.
          textBody: withoutSecrets(row.textBody),
        })
        .where(eq(mailOutbox.id, row.id));
      sent.push(row.id);
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = error instanceof Error ? error.message : String(error);
      // A mail server's refusal may quote the recipient's address: not in the log.
      const logged = redactText(message);
      const givenUp = isPermanentFailure(error) || attempts >= MAX_ATTEMPTS;
      if (givenUp) {
        console.error(
          `[mail] FAILED for good: ${row.kind} ${row.id} (related ${row.relatedId ?? '-'}) ` +
            `after ${attempts} attempt(s): ${logged}. It stays in the outbox as failed; ` +
            'staff can retry it once the cause is fixed.',
        );
      } else {
        console.warn(`[mail] ${row.kind} ${row.id} not sent (attempt ${attempts}): ${logged}`);
      }
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: message.slice(0, 500),
          ...(givenUp
            ? { status: 'failed' as const }
            : { nextAttemptAt: new Date(Date.now() + retryDelayMs(attempts)) }),
        })
        .where(eq(mailOutbox.id, row.id));
    }
  }
  return sent;
}

const inFlight = new Set<Promise<string[]>>();

/**
 * Starts delivering `ids` now, without waiting for it: the visitor's answer never waits for a
 * slow or silent mail server. Returns the delivery (ids sent), which never rejects.
 */
export function deliverInBackground(
  db: Db,
  ids: string[],
  options: { mailer?: Mailer } = {},
): Promise<string[]> {
  const delivery = deliverPendingMail(db, { ids, ...options }).catch((error: unknown) => {
    console.error(`[mail] background delivery failed: ${describeError(error)}`);
    return [] as string[];
  });
  inFlight.add(delivery);
  void delivery.finally(() => inFlight.delete(delivery));
  return delivery;
}

/** Resolves once every background delivery started so far has ended (tests, shutdown). */
export async function backgroundDeliveriesSettled(): Promise<void> {
  while (inFlight.size > 0) await Promise.all([...inFlight]);
}

/**
 * Records messages in the outbox (inside the caller's transaction when given one), their
 * subject and text without bidirectional controls, which a plain-text message needs none of and
 * some mail programs draw as boxes (issue #44).
 */
export async function enqueueMail(db: Db, mails: NewMail[]): Promise<string[]> {
  if (mails.length === 0) return [];
  const rows = await db
    .insert(mailOutbox)
    .values(
      mails.map((mail) => ({
        kind: mail.kind,
        relatedId: mail.relatedId,
        toAddress: mail.to,
        subject: withoutBidiControls(mail.subject),
        textBody: withoutBidiControls(mail.text),
        locale: mail.locale,
        replyTo: mail.replyTo ?? null,
        nextAttemptAt: sql`now()`,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}
