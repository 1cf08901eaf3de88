/**
 * What changed on the site, who and when (issue #47, item 6): every publication, schedule,
 * withdrawal, restoration, translation mark and settings change the audit log holds, newest
 * first, filtered by section and by person, for the administrators. Read from the audit log
 * itself (one row per change, never rewritten), with the person's name as the account has it now.
 */
import 'server-only';
import { and, count, desc, eq, inArray, like, or, type SQL } from 'drizzle-orm';
import type { Db } from '../db/db';
import { circulars, collegeEvents, newsItems, staffAuditLog, staffUser } from '../db/schema';

/** The sections of the site and the audit actions of each. */
export const activitySections = {
  pages: 'page.',
  news: 'news.',
  events: 'event.',
  circulars: 'circular.',
  navigation: 'navigation.',
  banner: 'banner.',
  board: 'board.',
  calendar: 'calendar.',
  directory: 'directory.',
  settings: 'settings.',
  figures: 'figures.',
  departments: 'departments.',
  emails: 'emails.',
  media: 'media.',
  library: 'library.',
} as const;
export type ActivitySection = keyof typeof activitySections;

export const ACTIVITY_PAGE_SIZE = 50;

export function isActivitySection(value: string): value is ActivitySection {
  return Object.hasOwn(activitySections, value);
}

export interface ActivityRow {
  id: number;
  at: Date;
  section: ActivitySection;
  /** The action's verb: 'publish', 'save', 'restore'… */
  verb: string;
  who: string;
  email: string | null;
  subjectType: string;
  subjectId: string;
  /** The news item's or event's title in each language, when the subject is one. */
  title: { ar: string; en: string } | null;
  detail: Record<string, string | number | null> | null;
}

function sectionOf(action: string): ActivitySection {
  const prefix = `${action.split('.')[0]}.`;
  return (Object.keys(activitySections) as ActivitySection[]).find(
    (section) => activitySections[section] === prefix,
  )!;
}

function where(filter: { section?: ActivitySection; person?: string }): SQL | undefined {
  const sections = filter.section
    ? [filter.section]
    : (Object.keys(activitySections) as ActivitySection[]);
  const actions = or(
    ...sections.map((section) => like(staffAuditLog.action, `${activitySections[section]}%`)),
  );
  return and(actions, filter.person ? eq(staffAuditLog.actorEmail, filter.person) : undefined);
}

/** One page of the site's activity, and how many rows the filter holds. */
export async function listActivity(
  db: Db,
  filter: { section?: ActivitySection; person?: string; page: number },
): Promise<{ rows: ActivityRow[]; total: number }> {
  const condition = where(filter);
  const [counted] = await db.select({ total: count() }).from(staffAuditLog).where(condition);
  const found = await db
    .select({
      id: staffAuditLog.id,
      at: staffAuditLog.at,
      action: staffAuditLog.action,
      email: staffAuditLog.actorEmail,
      name: staffUser.name,
      subjectType: staffAuditLog.subjectType,
      subjectId: staffAuditLog.subjectId,
      detail: staffAuditLog.detail,
    })
    .from(staffAuditLog)
    .leftJoin(staffUser, eq(staffUser.id, staffAuditLog.actorId))
    .where(condition)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(ACTIVITY_PAGE_SIZE)
    .offset((Math.max(1, filter.page) - 1) * ACTIVITY_PAGE_SIZE);
  const ids = (type: string) =>
    found.filter((row) => row.subjectType === type).map((row) => row.subjectId);
  const uuid = /^[0-9a-f-]{36}$/;
  const titles = new Map<string, { ar: string; en: string }>();
  const news = ids('news').filter((id) => uuid.test(id));
  const events = ids('event').filter((id) => uuid.test(id));
  if (news.length > 0) {
    for (const item of await db
      .select({ id: newsItems.id, ar: newsItems.titleAr, en: newsItems.titleEn })
      .from(newsItems)
      .where(inArray(newsItems.id, news))) {
      titles.set(`news:${item.id}`, { ar: item.ar, en: item.en });
    }
  }
  if (events.length > 0) {
    for (const item of await db
      .select({ id: collegeEvents.id, ar: collegeEvents.titleAr, en: collegeEvents.titleEn })
      .from(collegeEvents)
      .where(inArray(collegeEvents.id, events))) {
      titles.set(`event:${item.id}`, { ar: item.ar, en: item.en });
    }
  }
  const circularIds = ids('circular').filter((id) => uuid.test(id));
  if (circularIds.length > 0) {
    for (const item of await db
      .select({ id: circulars.id, ar: circulars.titleAr, en: circulars.titleEn })
      .from(circulars)
      .where(inArray(circulars.id, circularIds))) {
      titles.set(`circular:${item.id}`, { ar: item.ar, en: item.en });
    }
  }
  return {
    total: counted?.total ?? 0,
    rows: found.map((row) => ({
      id: row.id,
      at: row.at,
      section: sectionOf(row.action),
      verb: row.action.split('.').slice(1).join('.'),
      who: row.name ?? row.email ?? '',
      email: row.email,
      subjectType: row.subjectType,
      subjectId: row.subjectId,
      title: titles.get(`${row.subjectType}:${row.subjectId}`) ?? null,
      detail: row.detail,
    })),
  };
}

/** The people who changed anything on the site, for the filter: e-mail and name. */
export async function activityPeople(db: Db): Promise<{ email: string; name: string }[]> {
  const rows = await db
    .selectDistinct({ email: staffAuditLog.actorEmail, name: staffUser.name })
    .from(staffAuditLog)
    .leftJoin(staffUser, eq(staffUser.id, staffAuditLog.actorId))
    .where(where({}));
  return rows
    .filter((row): row is { email: string; name: string | null } => Boolean(row.email))
    .map((row) => ({ email: row.email, name: row.name ?? row.email }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
