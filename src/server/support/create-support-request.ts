/**
 * Records a support request (the platform hub's support form, or a message of the contact page:
 * its `kind`), forwards it to the support address and acknowledges it to the visitor: the row,
 * the reply link's key and both e-mails are written in one transaction (never one without the
 * others); the answer goes out as soon as they are committed, and the e-mails are delivered in
 * the background (or later by the outbox's retries), so a slow mail server never holds the
 * visitor.
 */
import 'server-only';
import type { IssueType } from '@/lib/issue-types';
import type { SupportKind } from '@/lib/support-desk';
import type { Db } from '../db/db';
import { supportRequests } from '../db/schema';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import type { Mailer } from '../mail/mailer';
import { newReference } from '../reference';
import { serverConfig } from '../server-config';
import { issueSupportLink } from './support-link';
import { supportAcknowledgement, supportForward } from './support-mail';

export interface NewSupportRequest {
  fullName: string;
  email: string;
  issueType: IssueType;
  description: string;
  /** 'support' unless told (the contact page's messages are 'contact'). */
  kind?: SupportKind;
  /** The contact page's subject. */
  subject?: string | null;
}

export async function createSupportRequest(
  db: Db,
  request: NewSupportRequest,
  locale: 'ar' | 'en',
  { mailer, now = new Date() }: { mailer?: Mailer; now?: Date } = {},
): Promise<{ reference: string }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { row, mailIds } = await db.transaction(async (tx) => {
        const writer = tx as unknown as Db;
        const [row] = await tx
          .insert(supportRequests)
          .values({
            reference: newReference('SUP', now),
            fullName: request.fullName,
            email: request.email,
            issueType: request.issueType,
            description: request.description,
            kind: request.kind ?? 'support',
            subject: request.subject ?? null,
            locale,
            createdAt: now,
          })
          .returning();
        const link = await issueSupportLink(writer, row!);
        const mailIds = await enqueueMail(writer, [
          supportForward(row!, serverConfig.supportNotifyEmail()),
          supportAcknowledgement(row!, link),
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
