/**
 * What waits for each area, for the workspace's start page and the badges of the workspace's
 * header: complete applications the office has not started on, support requests nobody has
 * answered, e-mails the outbox gave up on, news items, events and pages one of whose languages
 * changed after the other (to translate). Counted only for the areas the account holds, and of
 * an editor's, its sections.
 */
import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@/lib/staff-roles';
import {
  scopeHasPages,
  scopeHolds,
  sectionOfPage,
  type EditorScope,
  type EditorSection,
} from '@/config/editor-sections';
import type { RouteKey } from '@/config/routes';
import { TRANSLATION_SLACK_MS } from '@/lib/translation-state';
import type { Db } from '../db/db';
import {
  academicYears,
  applications,
  board,
  circulars,
  directoryMembers,
  reviewProposals,
  siteNavigation,
  collegeEvents,
  mailOutbox,
  newsItems,
  sitePages,
  supportRequests,
} from '../db/schema';

/** What waits, by the key of its area (src/config/staff-areas.ts). */
export interface WorkWaiting {
  applications?: number;
  support?: number;
  mail?: number;
  /** News items and events that need translating (laggingLanguage is not null). */
  news?: number;
  events?: number;
  circulars?: number;
  /** The site's pages whose published languages are out of step (issue #47, item 3). */
  pages?: number;
  /** Pages submitted for review, for a reviewer (an editor of every section: page-review.ts). */
  review?: number;
  /**
   * What the desks hold submitted for review, for a reviewer: news items, events, circulars and
   * academic years (item-review.ts), board members and directory records (record-review.ts),
   * the menus' draft, the banner's and the figures' proposals (0 or 1: navigation-desk.ts,
   * proposals.ts).
   */
  reviews?: Record<ReviewedDesk, number>;
}

type ReviewedDesk =
  | 'news'
  | 'events'
  | 'circulars'
  | 'calendar'
  | 'board'
  | 'directory'
  | 'navigation'
  | 'banner'
  | 'figures';

/** One language changed more than a save's second after the other (as laggingLanguage). */
function needsTranslation(table: { arChangedAt: AnyPgColumn; enChangedAt: AnyPgColumn }) {
  return sql`abs(extract(epoch from (${table.arChangedAt} - ${table.enChangedAt}))) * 1000 > ${TRANSLATION_SLACK_MS}`;
}

type TableDesk = Exclude<ReviewedDesk, 'banner' | 'figures'>;

/** The table of each desk whose section may wait for review (the others keep proposals). */
const reviewedTables = {
  news: newsItems,
  events: collegeEvents,
  circulars,
  calendar: academicYears,
  board,
  directory: directoryMembers,
  navigation: siteNavigation,
} as const;

async function total(query: Promise<{ value: number }[]>): Promise<number> {
  const [row] = await query;
  return row?.value ?? 0;
}

export async function workWaiting(
  db: Db,
  roles: readonly StaffRole[],
  sections: EditorScope = 'all',
): Promise<WorkWaiting> {
  const editor = roles.includes('editor');
  const desk = (section: EditorSection) => editor && scopeHolds(sections, section);
  const [applicationsWaiting, supportWaiting, mailFailed, news, events, circularsWaiting, pages] =
    await Promise.all([
      roles.includes('admissions')
        ? total(
            db
              .select({ value: count() })
              .from(applications)
              .where(
                and(eq(applications.status, 'complete'), eq(applications.reviewStatus, 'received')),
              ),
          )
        : undefined,
      roles.includes('support')
        ? total(
            db
              .select({ value: count() })
              .from(supportRequests)
              .where(eq(supportRequests.status, 'new')),
          )
        : undefined,
      roles.includes('administrator')
        ? total(
            db.select({ value: count() }).from(mailOutbox).where(eq(mailOutbox.status, 'failed')),
          )
        : undefined,
      desk('news')
        ? total(db.select({ value: count() }).from(newsItems).where(needsTranslation(newsItems)))
        : undefined,
      desk('events')
        ? total(
            db
              .select({ value: count() })
              .from(collegeEvents)
              .where(needsTranslation(collegeEvents)),
          )
        : undefined,
      desk('circulars')
        ? total(db.select({ value: count() }).from(circulars).where(needsTranslation(circulars)))
        : undefined,
      editor && scopeHasPages(sections)
        ? // The pages of the editor's sections (a few tens of rows at most).
          db
            .select({ key: sitePages.routeKey })
            .from(sitePages)
            .where(needsTranslation(sitePages))
            .then(
              (rows) =>
                rows.filter((row) => scopeHolds(sections, sectionOfPage(row.key as RouteKey)))
                  .length,
            )
        : undefined,
    ]);
  const reviewer = editor && sections === 'all';
  const submitted = (table: typeof sitePages | (typeof reviewedTables)[TableDesk]) =>
    total(db.select({ value: count() }).from(table).where(eq(table.reviewState, 'submitted')));
  const proposed = (desk: 'banner' | 'figures') =>
    total(
      db
        .select({ value: count() })
        .from(reviewProposals)
        .where(and(eq(reviewProposals.desk, desk), eq(reviewProposals.reviewState, 'submitted'))),
    );
  const tableDesks = Object.keys(reviewedTables) as TableDesk[];
  const desks: ReviewedDesk[] = [...tableDesks, 'banner', 'figures'];
  const [review, ...reviewCounts] = reviewer
    ? await Promise.all([
        submitted(sitePages),
        ...tableDesks.map((key) => submitted(reviewedTables[key])),
        proposed('banner'),
        proposed('figures'),
      ])
    : [];
  return {
    review,
    reviews: reviewer
      ? (Object.fromEntries(desks.map((key, index) => [key, reviewCounts[index] ?? 0])) as Record<
          ReviewedDesk,
          number
        >)
      : undefined,
    applications: applicationsWaiting,
    support: supportWaiting,
    mail: mailFailed,
    news,
    events,
    circulars: circularsWaiting,
    pages,
  };
}
