/**
 * The documents the college's staff own as a whole, each one row (id 1) written the first time
 * it is saved, with its version (src/server/settings/single-row.ts): the site's settings
 * (administrators; until saved the environment's values stand), the college's figures (editors;
 * until saved the specification's) and the directory's departments (editors; until saved the
 * repository's six) and the e-mails' wording (administrators; until saved the catalogues'). Loaded outside the Next.js bundler too (drizzle-kit, scripts): relative
 * imports only.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CollegeFigures } from '../../lib/college-figures';
import type { Department } from '../../lib/departments';
import type { MailWording } from '../../lib/mail-wording';
import type { Navigation } from '../../lib/navigation';
import type { SiteSettings } from '../../lib/site-settings';
import { oneOf, reviewColumns, reviewStates } from './columns';

/** A table of one row (id 1) holding a document `V` and its version. */
function singleRowTable<V>(name: string) {
  return pgTable(
    name,
    {
      id: integer('id').primaryKey(),
      values: jsonb('values').$type<V>().notNull(),
      /** Raised by every save: a form older than this is refused (409). */
      version: integer('version').notNull().default(1),
      updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
      updatedBy: text('updated_by').notNull(),
    },
    (table) => [check(`${name}_single`, sql`${table.id} = 1`)],
  );
}

export const siteSettings = singleRowTable<SiteSettings>('site_settings');
export type SiteSettingsRow = typeof siteSettings.$inferSelect;

export const collegeFigures = singleRowTable<CollegeFigures>('college_figures');
export type CollegeFiguresRow = typeof collegeFigures.$inferSelect;

export const directoryDepartments = singleRowTable<{ list: Department[] }>('directory_departments');

export const mailWording = singleRowTable<MailWording>('mail_wording');

/**
 * The menus and the home page's sections (issue #47, item 4; src/lib/navigation.ts): the draft
 * staff save and the published arrangement visitors see (none until first published: the
 * registry's stands), one row (id 1) with the draft's version and the published one's. Each save
 * keeps a revision (`record_revisions`, kind 'navigation').
 */
export const siteNavigation = pgTable(
  'site_navigation',
  {
    id: integer('id').primaryKey(),
    draft: jsonb('draft').$type<Navigation>().notNull(),
    published: jsonb('published').$type<Navigation>(),
    /** Raised by every change of the draft or the publication: an older form is refused (409). */
    version: integer('version').notNull().default(1),
    /** Raised by every publication: each process reloads its copy when it changes. */
    publishedVersion: integer('published_version').notNull().default(0),
    /** Whether the draft differs from what is published. */
    pending: boolean('pending').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedBy: text('published_by'),
    /** The draft's review (issue #47, item 2), as an item's. */
    ...reviewColumns(),
  },
  (table) => [
    check('site_navigation_single', sql`${table.id} = 1`),
    oneOf('site_navigation_review_state_check', table.reviewState, reviewStates),
  ],
);
export type SiteNavigationRow = typeof siteNavigation.$inferSelect;

/** The desks whose one document a change is proposed for, where they wait for review. */
export const proposalDesks = ['banner', 'figures'] as const;
export type ProposalDesk = (typeof proposalDesks)[number];

/**
 * A change proposed for review (issue #47, item 2) on a desk that saves one document at once
 * (the banner, the college's figures) and so has no draft: an editor who must submit sends the
 * whole document, kept here (one per desk) until a reviewer applies it (the row goes) or sends
 * it back with a comment. `base` is the document's version it was written from: a proposal over
 * a document changed since is not applied.
 */
export const reviewProposals = pgTable(
  'review_proposals',
  {
    desk: text('desk', { enum: proposalDesks }).primaryKey(),
    values: jsonb('values').$type<Record<string, unknown>>().notNull(),
    base: text('base').notNull(),
    ...reviewColumns(),
  },
  (table) => [
    oneOf('review_proposals_desk_check', table.desk, proposalDesks),
    oneOf('review_proposals_review_state_check', table.reviewState, reviewStates),
  ],
);
export type ReviewProposalRow = typeof reviewProposals.$inferSelect;
