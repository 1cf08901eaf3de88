/**
 * An application form sent without its documents (issue #44): the applicant is e-mailed at once
 * a link that continues on any device (the documents tab of this application), and reminded
 * once, halfway to the removal of an incomplete application
 * (INCOMPLETE_APPLICATION_TTL_HOURS, cleanup-applications.ts), with the time it will go.
 */
import 'server-only';
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import { mailTranslator } from '../mail/mail-words';
import { formatDateTimeOf } from '@/lib/format';
import type { Db } from '../db/db';
import { applications, type ApplicationRow } from '../db/schema';
import { deliverInBackground, enqueueMail, type NewMail } from '../mail/deliver-mail';
import { serverConfig } from '../server-config';
import { issueApplicantLink } from './applicant-link';
import { applicantMail } from './application-mail';

/** When an incomplete application is removed. */
function removalTime(application: Pick<ApplicationRow, 'createdAt'>): Date {
  return new Date(
    application.createdAt.getTime() + serverConfig.incompleteApplicationTtlHours() * 3600_000,
  );
}

function documentsMail(
  application: ApplicationRow,
  link: string,
  kind: 'application-form-received' | 'application-reminder',
): NewMail {
  const locale = application.locale;
  const say = mailTranslator(locale, 'Upload');
  const words = {
    'application-form-received': { subject: 'mailFormSubject', body: 'mailFormBody' },
    'application-reminder': { subject: 'mailReminderSubject', body: 'mailReminderBody' },
  } as const;
  return applicantMail(
    application,
    kind,
    say(words[kind].subject, { reference: application.reference }),
    [
      say(words[kind].body, {
        reference: application.reference,
        deadline: formatDateTimeOf(locale, removalTime(application).toISOString()),
      }),
      say('mailContinueLink', { url: link }),
    ],
  );
}

/** The e-mail of a form just received: the link to send its documents from any device. */
export async function sendFormReceived(db: Db, application: ApplicationRow): Promise<void> {
  const ids = await db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const link = await issueApplicantLink(writer, application, 'documents');
    return enqueueMail(writer, [documentsMail(application, link, 'application-form-received')]);
  });
  void deliverInBackground(db, ids);
}

/**
 * Reminds, once, each applicant whose form has waited half the removal time for its documents
 * (run with the hourly clean-up). Returns how many were reminded.
 */
export async function remindIncompleteApplications(db: Db, now = new Date()): Promise<number> {
  const ttl = serverConfig.incompleteApplicationTtlHours() * 3600_000;
  const waiting = await db
    .select()
    .from(applications)
    .where(
      and(
        eq(applications.status, 'incomplete'),
        isNotNull(applications.form),
        isNull(applications.reminderSentAt),
        lt(applications.createdAt, new Date(now.getTime() - ttl / 2)),
        // Still an hour or more before it goes: a reminder after that would come too late.
        gt(applications.createdAt, new Date(now.getTime() - ttl + 3600_000)),
      ),
    );
  let reminded = 0;
  for (const application of waiting) {
    const ids = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(applications)
        .set({ reminderSentAt: now })
        .where(and(eq(applications.id, application.id), isNull(applications.reminderSentAt)))
        .returning({ id: applications.id });
      if (!claimed) return []; // another instance reminded it
      const writer = tx as unknown as Db;
      const link = await issueApplicantLink(writer, application, 'documents');
      return enqueueMail(writer, [documentsMail(application, link, 'application-reminder')]);
    });
    if (ids.length > 0) reminded++;
    void deliverInBackground(db, ids);
  }
  return reminded;
}
