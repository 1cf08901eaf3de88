/**
 * The workspace's audit log: one row per view, download and change, never updated or deleted
 * (a trigger in drizzle/0004 refuses both). Pass a transaction as `db` to write the row with
 * the change it records.
 */
import 'server-only';
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/db';
import { staffAuditLog, type AuditRow } from '../db/schema';
import type { SignedInStaff } from './staff-session';

export type AuditAction =
  | 'application.view'
  | 'application.status'
  | 'application.note'
  | 'application.link'
  | 'application.assign'
  | 'application.email'
  | 'application.fee'
  | 'applications.export'
  | 'reports.export'
  | 'document.view'
  | 'document.download'
  | 'letter.download'
  | 'template.save'
  | 'template.reset'
  | 'account.invite'
  | 'account.roles'
  | 'account.sections'
  | 'account.disable'
  | 'account.enable'
  | 'account.reset-two-factor'
  | 'account.password-link'
  | 'support.view'
  | 'support.status'
  | 'support.reply'
  | 'support.assign'
  | 'support-answer.create'
  | 'support-answer.save'
  | 'support-answer.remove'
  | 'mail.retry'
  | 'media.upload'
  | 'library.create'
  | 'library.save'
  | 'library.content'
  | 'library.remove'
  | 'news.create'
  | 'news.save'
  | 'news.publish'
  | 'news.schedule'
  | 'news.unpublish'
  | 'news.restore'
  | 'news.translated'
  | 'news.submit'
  | 'news.approve'
  | 'news.return'
  | 'banner.save'
  | 'banner.submit'
  | 'banner.approve'
  | 'banner.return'
  | 'page.save'
  | 'page.schedule'
  | 'page.publish'
  | 'page.discard'
  | 'page.restore'
  | 'page.translated'
  | 'page.submit'
  | 'page.approve'
  | 'page.return'
  | 'settings.save'
  | 'settings.review'
  | 'figures.save'
  | 'figures.submit'
  | 'figures.approve'
  | 'figures.return'
  | 'departments.save'
  | 'emails.save'
  | 'event.create'
  | 'event.save'
  | 'event.publish'
  | 'event.schedule'
  | 'event.unpublish'
  | 'event.restore'
  | 'event.translated'
  | 'event.submit'
  | 'event.approve'
  | 'event.return'
  | 'circular.create'
  | 'circular.save'
  | 'circular.publish'
  | 'circular.schedule'
  | 'circular.unpublish'
  | 'circular.restore'
  | 'circular.translated'
  | 'circular.submit'
  | 'circular.approve'
  | 'circular.return'
  | 'circular.banner'
  | 'navigation.save'
  | 'navigation.publish'
  | 'navigation.discard'
  | 'navigation.restore'
  | 'navigation.submit'
  | 'navigation.approve'
  | 'navigation.return'
  | 'board.create'
  | 'board.save'
  | 'board.remove'
  | 'calendar.create'
  | 'calendar.save'
  | 'calendar.publish'
  | 'calendar.schedule'
  | 'calendar.unpublish'
  | 'calendar.restore'
  | 'calendar.submit'
  | 'calendar.approve'
  | 'calendar.return'
  | 'directory.create'
  | 'directory.save'
  | 'directory.remove'
  | 'directory.restore'
  | 'directory.publish'
  | 'directory.schedule'
  | 'directory.unpublish'
  | 'board.restore'
  | 'board.publish'
  | 'board.schedule'
  | 'board.unpublish'
  | 'board.submit'
  | 'board.approve'
  | 'board.return'
  | 'directory.submit'
  | 'directory.approve'
  | 'directory.return';

/** What an audit row is about. */
export interface AuditSubject {
  type:
    | 'application'
    | 'account'
    | 'support_request'
    | 'mail'
    | 'news'
    | 'media_image'
    | 'library_file'
    | 'banner'
    | 'event'
    | 'circular'
    | 'navigation'
    | 'board_member'
    | 'academic_year'
    | 'directory_member'
    | 'page'
    | 'settings'
    | 'figures'
    | 'departments'
    | 'emails'
    | 'status_template'
    | 'support_answer'
    | 'report';
  id: string;
}

export async function recordAudit(
  db: Db,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
  action: AuditAction,
  subject: AuditSubject,
  detail?: Record<string, string | number | null>,
): Promise<void> {
  await db.insert(staffAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    subjectType: subject.type,
    subjectId: subject.id,
    detail: detail ?? null,
  });
}

/** The log of one subject, newest first. */
export async function auditOf(db: Db, subject: AuditSubject, limit = 200): Promise<AuditRow[]> {
  return db
    .select()
    .from(staffAuditLog)
    .where(
      and(eq(staffAuditLog.subjectType, subject.type), eq(staffAuditLog.subjectId, subject.id)),
    )
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(limit);
}

/**
 * One visit of a record's page in the audit log: the page read again within it (a reload, the
 * refresh after a saved form) and the documents it shows in its frames write no row of their own.
 */
export const VISIT_MS = 10 * 60_000;

/**
 * Whether `actor` wrote `action` about `subject` within the last `withinMs`: a document shown in
 * an application's page is covered by the page's own row (issue #45: the log claimed a view of
 * each document for every visit).
 */
export async function loggedRecently(
  db: Db,
  actor: Pick<SignedInStaff, 'id'>,
  action: AuditAction,
  subject: AuditSubject,
  withinMs: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: staffAuditLog.id })
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.subjectType, subject.type),
        eq(staffAuditLog.subjectId, subject.id),
        eq(staffAuditLog.action, action),
        eq(staffAuditLog.actorId, actor.id),
        gte(staffAuditLog.at, new Date(Date.now() - withinMs)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
