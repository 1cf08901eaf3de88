/**
 * The admissions office moves an application to a new status: the application, the audit log
 * and the applicant's e-mail (in the language they applied in, in the office's words for that
 * status: status-templates.ts) are written in one
 * transaction, so a status is never changed without its notice, nor a notice sent for a
 * change that did not happen. The status page shows the new status at once.
 */
import 'server-only';
import { eq } from 'drizzle-orm';
import type { StatusChange } from '@/lib/review-status';
import type { Db } from '../db/db';
import { applications } from '../db/schema';
import { AppError } from '../errors';
import { deliverInBackground, enqueueMail } from '../mail/deliver-mail';
import { recordAudit } from '../staff/record-audit';
import { issueApplicantLink } from './applicant-link';
import { issueLetter, withdrawLetter } from './letter/admission-letter';
import { lockSentApplication } from './get-application';
import { statusMailFrom, statusTemplateOf } from './status-templates';
import type { Locale } from '@/i18n/routing';
import type { SignedInStaff } from '../staff/staff-session';

export async function changeApplicationStatus(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
  change: StatusChange,
  now = new Date(),
): Promise<{ mailIds: string[] }> {
  const mailIds = await db.transaction(async (tx) => {
    const writer = tx as unknown as Db;
    const ids = await applyStatusChange(writer, actor, id, change, now, (locale) =>
      statusTemplateOf(writer, change.status, locale),
    );
    if (!ids) throw new AppError('status_unchanged');
    return ids;
  });
  void deliverInBackground(db, mailIds);
  return { mailIds };
}

/**
 * One status and one message for many applications (issue #45: the office decides a programme's
 * list at once), all in one transaction: each changed application gets its audit row and its
 * e-mail as a single change would; one already at that status (with no message) is left as it
 * is and counted; an unknown id changes nothing at all (404).
 */
export async function changeApplicationsStatus(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  ids: readonly string[],
  change: StatusChange,
  now = new Date(),
): Promise<{ changed: number; unchanged: number }> {
  const unique = [...new Set(ids)];
  let unchanged = 0;
  const mailIds = await db.transaction(async (tx) => {
    const all: string[] = [];
    const writer = tx as unknown as Db;
    // The status's words in each language, read once for the whole list.
    const words = new Map<Locale, Promise<{ subject: string; body: string }>>();
    const templates = (locale: Locale) => {
      if (!words.has(locale)) words.set(locale, statusTemplateOf(writer, change.status, locale));
      return words.get(locale)!;
    };
    // In one order, so two officers' bulk changes never wait for each other's locks in a circle.
    for (const id of unique.toSorted()) {
      const written = await applyStatusChange(writer, actor, id, change, now, templates);
      if (written) all.push(...written);
      else unchanged += 1;
    }
    return all;
  });
  void deliverInBackground(db, mailIds);
  return { changed: unique.length - unchanged, unchanged };
}

/**
 * The change of one application inside the caller's transaction: the row locked and moved, the
 * audit row, the applicant's e-mail queued (its ids returned); null when it is already at that
 * status and no message comes with it.
 */
async function applyStatusChange(
  tx: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  id: string,
  change: StatusChange,
  now: Date,
  templates: (locale: Locale) => Promise<{ subject: string; body: string }>,
): Promise<string[] | null> {
  const application = await lockSentApplication(tx, id);
  if (application.reviewStatus === change.status && !change.message) return null;
  const message = change.message ?? null;
  await tx
    .update(applications)
    .set({ reviewStatus: change.status, reviewMessage: message, reviewUpdatedAt: now })
    .where(eq(applications.id, id));
  // The letter goes with the acceptance, and no longer holds once the decision changes.
  if (change.status === 'accepted') await issueLetter(tx, id, now);
  else if (application.reviewStatus === 'accepted') await withdrawLetter(tx, id, now);
  await recordAudit(
    tx,
    actor,
    'application.status',
    { type: 'application', id },
    { from: application.reviewStatus, to: change.status, message },
  );
  return enqueueMail(tx, [
    statusMailFrom(
      await templates(application.locale),
      application,
      change.status,
      message,
      await issueApplicantLink(tx, application),
    ),
  ]);
}
