/**
 * Records a technical support request and forwards it to the support address: the row and
 * its e-mail are written in one transaction (never one without the other); the answer goes out
 * as soon as they are committed, and the e-mail is delivered in the background (or later by the
 * outbox's retries), so a slow mail server never holds the visitor.
 */
import 'server-only';
import type { SupportRequest } from '@/lib/support-request-schema';
import type { Db } from '../db/db';
import { supportRequests } from '../db/schema';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import type { Mailer } from '../mail/mailer';
import { newReference } from '../reference';
import { serverConfig } from '../server-config';
import { supportForward } from './support-mail';

export async function createSupportRequest(
  db: Db,
  request: SupportRequest,
  locale: 'ar' | 'en',
  { mailer, now = new Date() }: { mailer?: Mailer; now?: Date } = {},
): Promise<{ reference: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { row, mailIds } = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(supportRequests)
          .values({ reference: newReference('SUP', now), ...request, locale, createdAt: now })
          .returning();
        const mailIds = await enqueueMail(tx as unknown as Db, [
          supportForward(row!, serverConfig.supportNotifyEmail()),
        ]);
        return { row: row!, mailIds };
      });
      void deliverInBackground(db, mailIds, { mailer });
      return { reference: row.reference };
    } catch (error) {
      // A reference already taken (one chance in a billion): draw another.
      if (attempt < 3 && String(error).includes('support_requests_reference_unique')) continue;
      throw error;
    }
  }
}
