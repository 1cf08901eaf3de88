/**
 * The informational pages as the college edits them (issue #46): a page's row appears the first
 * time an editor saves it, holding what visitors see (`published`, both languages) and the
 * draft being written; until then visitors see the repository's words
 * (content/{ar,en}/pages/<key>.ts), which become the page's first revision ('imported'). Loaded
 * outside the Next.js bundler too (drizzle-kit, scripts): relative imports only.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PageContent } from '../../../content/page-schema';
import type { FaqItem } from '../../../content/e-services';
import type { CareersContent } from '../../../content/outreach-schema';
import type { HomeContent } from '../../../content/schema';
import { oneOf, reviewStates } from './columns';

/**
 * A page's words in one language; the home page's also hold its own parts (hero, statistics…),
 * the careers page's its vacancies, the platform hub's its seven questions.
 */
export type PageWords = PageContent & {
  home?: HomeContent;
  careers?: CareersContent;
  faq?: FaqItem[];
};

export const pageReviewStates = reviewStates;
export type PageReviewState = (typeof pageReviewStates)[number];

/**
 * The sections whose publications wait for review (issue #47, item 2), one row each, set by an
 * administrator: there an editor limited to some sections submits, and an editor of every
 * section approves or sends back.
 */
export const sectionReviews = pgTable('section_reviews', {
  section: text('section').primaryKey(),
  setBy: text('set_by').notNull(),
  setAt: timestamp('set_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A page's words in both languages: title, description, intro and body sections. */
export interface PagePair {
  ar: PageWords;
  en: PageWords;
}

export const sitePages = pgTable(
  'site_pages',
  {
    /** The page's route key (`about/history`, src/config/routes.ts). */
    routeKey: text('route_key').primaryKey(),
    published: jsonb('published').$type<PagePair>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: text('published_by').notNull(),
    /** The words being written, not yet shown (may be incomplete), and who saved them last. */
    draft: jsonb('draft').$type<PagePair>(),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    draftSavedBy: text('draft_saved_by'),
    /** When the draft is to be published by itself (a schedule), if it is. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When each language's published words last changed (a page to translate: issue #47). */
    arChangedAt: timestamp('ar_changed_at', { withTimezone: true }).notNull().defaultNow(),
    enChangedAt: timestamp('en_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** Raised by every change: an editor's copy older than this is refused (409). */
    version: integer('version').notNull().default(1),
    /**
     * Review (issue #47, item 2): the draft 'submitted' by an editor whose section waits for
     * review, or 'returned' by a reviewer with a comment; null otherwise. The author (the
     * account's id and name) is told of the outcome by e-mail.
     */
    reviewState: text('review_state', { enum: pageReviewStates }),
    reviewAuthorId: text('review_author_id'),
    reviewAuthor: text('review_author'),
    reviewAt: timestamp('review_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
  },
  (table) => [oneOf('site_pages_review_state_check', table.reviewState, pageReviewStates)],
);
export type SitePageRow = typeof sitePages.$inferSelect;

/** Why a page's revision was kept. */
export const pageRevisionReasons = [
  'imported',
  'draft',
  'scheduled',
  'published',
  'restored',
] as const;
export type PageRevisionReason = (typeof pageRevisionReasons)[number];

/** Every saved state of a page, newest first: its history and what can be put back. */
export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    routeKey: text('route_key')
      .notNull()
      .references(() => sitePages.routeKey, { onDelete: 'cascade' }),
    snapshot: jsonb('snapshot').$type<PagePair>().notNull(),
    reason: text('reason', { enum: pageRevisionReasons }).notNull(),
    savedBy: text('saved_by').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (table) => [
    index('page_revisions_page_idx').on(table.routeKey, table.savedAt),
    oneOf('page_revisions_reason_check', table.reason, pageRevisionReasons),
  ],
);
export type PageRevisionRow = typeof pageRevisions.$inferSelect;
