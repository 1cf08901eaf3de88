/**
 * The personal link sent again (issue #44):
 * - "E-mail me the link" on the status page: an applicant who lost their link gets one again,
 *   at the address they applied with, after proving the reference and that address. One
 *   message per application every LINK_MAIL_PAUSE_MINUTES, so a stranger who knows both cannot
 *   flood the applicant's inbox; the links in earlier e-mails keep working.
 * - "Send a new link" in the workspace: the office stops the old link (shared by mistake) and
 *   the applicant gets the new one.
 */
import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import { mailTranslator } from '../mail/mail-words';
import type { Db } from '../db/db';
import { applications, mailOutbox, type ApplicationRow } from '../db/schema';
import { deliverInBackground, enqueueMail, type NewMail } from '../mail/deliver-mail';
import { issueApplicantLink, revokeApplicantLinks } from './applicant-link';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import { applicantMail } from './application-mail';
import { findSentApplication } from './application-status';
import { lockSentApplication } from './get-application';

/** Said in the status page's words (ApplicationStatus.linkSent): change both together. */
export const LINK_MAIL_PAUSE_MINUTES = 10;

export function applicantLinkMail(
  application: ApplicationRow,
  link: string,
  why: 'asked' | 'replaced',
): NewMail {
  const say = mailTranslator(application.locale, 'Upload');
  return applicantMail(
    application,
    // Only the ones asked for count against the pause (sendApplicantLink).
    why === 'asked' ? 'application-link' : 'application-new-link',
    say('mailLinkSubject', { reference: application.reference }),
    [
      say(why === 'asked' ? 'mailLinkIntro' : 'mailLinkReplaced', {
        reference: application.reference,
      }),
      say('mailApplicantLink', { url: link }),
    ],
  );
}

/**
 * Sends the link of the sent application with this reference and address (else
 * AppError('status_not_found'), as the status lookup); nothing new within the pause.
 */
export async function sendApplicantLink(
  db: Db,
  reference: string,
  email: string,
  now = new Date(),
): Promise<void> {
  const application = await findSentApplication(db, reference, email);
  const since = new Date(now.getTime() - LINK_MAIL_PAUSE_MINUTES * 60_000);
  const ids = await db.transaction(async (tx) => {
    // One request at a time per application (its row locked), so that requests arriving
    // together (a script, several addresses) cannot all pass the pause and each send a link.
    await tx
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, application.id))
      .for('update');
    const [recent] = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.kind, 'application-link'),
          eq(mailOutbox.relatedId, application.id),
          gt(mailOutbox.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) return [];
    const writer = tx as unknown as Db;
    const link = await issueApplicantLink(writer, application);
    return enqueueMail(writer, [applicantLinkMail(application, link, 'asked')]);
  });
  if (ids.length > 0) void deliverInBackground(db, ids);
}

/**
 * The office's "send a new link": every link sent before stops working, and the applicant is
 * e-mailed the new one; written to the audit log with the change.
 */
export async function replaceApplicantLink(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
): Promise<{ sent: true }> {
  const mailIds = await db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const application = await lockSentApplication(writer, id);
    await revokeApplicantLinks(writer, id);
    await recordAudit(writer, actor, 'application.link', { type: 'application', id });
    const link = await issueApplicantLink(writer, application);
    return enqueueMail(writer, [applicantLinkMail(application, link, 'replaced')]);
  });
  void deliverInBackground(db, mailIds);
  return { sent: true };
}
