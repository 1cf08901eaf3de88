/**
 * What staff publish (issue #22): news items with their revisions, the pictures editors upload
 * for them, and the site-wide announcement banner. Part of the schema of schema.ts (re-exported there); the same rules apply:
 * packages and relative paths only.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  createdAt,
  notBlank,
  oneOf,
  publicationColumns,
  reviewColumns,
  reviewStates,
  translationColumns,
  updatedAt,
} from './columns';
import { revisionColumns, revisionsTable } from './revision-columns';
import { bannerSeverities } from '../../lib/banner';
import { circularKinds, type CircularDraft } from '../../lib/circulars';
import type { EventDraft } from '../../lib/college-events';
import { libraryKinds } from '../../lib/library';
import { newsStatuses, type NewsDraft } from '../../lib/news';

/**
 * A picture an editor uploaded: checked by its content, then stored in the sizes the pages use
 * (media_files). Served to visitors at /api/media/{id}/{width}, cacheable for a year: a picture
 * is never changed in place, a new one gets a new id.
 */
export const mediaImages = pgTable('media_images', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The size of the largest stored copy; the others keep its proportions. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  uploadedBy: text('uploaded_by').notNull(),
  createdAt: createdAt(),
});
export type MediaImageRow = typeof mediaImages.$inferSelect;

/** One stored size of a picture (WebP), by its width. */
export const mediaFiles = pgTable(
  'media_files',
  {
    imageId: uuid('image_id')
      .notNull()
      .references(() => mediaImages.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    bytes: integer('bytes').notNull(),
  },
  (table) => [index('media_files_image_idx').on(table.imageId, table.width)],
);
export type MediaFileRow = typeof mediaFiles.$inferSelect;

/**
 * A news item, both languages side by side. Visitors see it when it is published and its
 * publication time has come (a time in the future is a schedule). A draft may be incomplete;
 * publishing needs both languages (src/lib/news.ts). The three items the site started with
 * keep their drawn pictures (`illustration`); new items have an uploaded one (`image_id`).
 */
export const newsItems = pgTable(
  'news_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    /** The date the item shows. */
    date: date('date', { mode: 'string' }).notNull(),
    titleAr: text('title_ar').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    excerptAr: text('excerpt_ar').notNull().default(''),
    excerptEn: text('excerpt_en').notNull().default(''),
    bodyAr: text('body_ar').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    imageId: uuid('image_id').references(() => mediaImages.id, { onDelete: 'set null' }),
    imageAltAr: text('image_alt_ar').notNull().default(''),
    imageAltEn: text('image_alt_en').notNull().default(''),
    illustration: text('illustration'),
    ...translationColumns(),
    ...publicationColumns(),
    ...reviewColumns(),
  },
  (table) => [
    index('news_items_public_idx').on(table.status, table.publishAt),
    oneOf('news_items_status_check', table.status, newsStatuses),
    oneOf('news_items_review_state_check', table.reviewState, reviewStates),
    check(
      'news_items_published_complete',
      sql`${table.status} <> 'published' or (${table.publishAt} is not null and ${notBlank(table.titleAr, table.titleEn, table.bodyAr, table.bodyEn)})`,
    ),
  ],
);
export type NewsRow = typeof newsItems.$inferSelect;

/** What a revision keeps: the item's words and picture as they were saved. */
export type NewsSnapshot = NewsDraft;

/**
 * Every saved state of a news item, newest first: who saved it, when, and why (saved, restored,
 * published…), so an editor can see the history and put an earlier text back.
 */
export const newsRevisions = revisionsTable<NewsSnapshot>()(
  'news_revisions',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => newsItems.id, { onDelete: 'cascade' }),
  },
  'news_revisions_news_idx',
);
export type NewsRevisionRow = typeof newsRevisions.$inferSelect;

/**
 * The site-wide announcement banner: one row (id 1), both languages side by side. Shown on
 * every public page while enabled and between its times (src/lib/banner.ts); each save is in
 * the audit log with what was saved.
 */
export const siteBanner = pgTable(
  'site_banner',
  {
    id: integer('id').primaryKey(),
    messageAr: text('message_ar').notNull(),
    messageEn: text('message_en').notNull(),
    linkHref: text('link_href').notNull().default(''),
    linkLabelAr: text('link_label_ar').notNull().default(''),
    linkLabelEn: text('link_label_en').notNull().default(''),
    severity: text('severity', { enum: bannerSeverities }).notNull().default('info'),
    shownFrom: timestamp('shown_from', { withTimezone: true }),
    shownUntil: timestamp('shown_until', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(false),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  },
  (table) => [
    check('site_banner_single', sql`${table.id} = 1`),
    oneOf('site_banner_severity_check', table.severity, bannerSeverities),
  ],
);
export type SiteBannerRow = typeof siteBanner.$inferSelect;

/**
 * An event of the college (the events page, the home page, the calendar files and feeds), both
 * languages side by side. Like a news item: published and due to be seen, or a draft; a time in
 * the future is a schedule. Upcoming events (from today on, in Khartoum) are listed.
 */
export const collegeEvents = pgTable(
  'college_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The card's anchor on /events and the calendar file's name: the same in both languages. */
    slug: text('slug').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    /** The last day of an event of several days (each day from `time` for its length). */
    endDate: date('end_date', { mode: 'string' }),
    /** 24-hour start time in Khartoum, HH:MM. */
    time: text('time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    titleAr: text('title_ar').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    locationAr: text('location_ar').notNull().default(''),
    locationEn: text('location_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    ...translationColumns(),
    ...publicationColumns(),
    ...reviewColumns(),
  },
  (table) => [
    index('college_events_public_idx').on(table.status, table.date),
    oneOf('college_events_status_check', table.status, newsStatuses),
    oneOf('college_events_review_state_check', table.reviewState, reviewStates),
    check(
      'college_events_end_after_start',
      sql`${table.endDate} is null or ${table.endDate} > ${table.date}`,
    ),
    check(
      'college_events_published_complete',
      sql`${table.status} <> 'published' or (${table.publishAt} is not null and ${notBlank(table.titleAr, table.titleEn, table.locationAr, table.locationEn)})`,
    ),
  ],
);
export type CollegeEventRow = typeof collegeEvents.$inferSelect;

/** Every saved state of an event, like the news's revisions. */
export const eventRevisions = revisionsTable<EventDraft>()(
  'event_revisions',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => collegeEvents.id, { onDelete: 'cascade' }),
  },
  'event_revisions_event_idx',
);
export type EventRevisionRow = typeof eventRevisions.$inferSelect;

/**
 * A notice or circular (issue #47, item 5, src/lib/circulars.ts): for students, staff or
 * applicants, in both languages, with an optional document of the library. Published like a
 * news item; current until its last day (`expires_on`), then in its audiences' archives.
 */
export const circulars = pgTable(
  'circulars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Its anchor on the public pages: the same in both languages. */
    slug: text('slug').notNull().unique(),
    date: date('date', { mode: 'string' }).notNull(),
    expiresOn: date('expires_on', { mode: 'string' }),
    kind: text('kind', { enum: circularKinds }).notNull(),
    /** Whom it is for, in the order of circularAudiences: at least one. */
    audiences: text('audiences').array().notNull(),
    urgent: boolean('urgent').notNull().default(false),
    titleAr: text('title_ar').notNull().default(''),
    titleEn: text('title_en').notNull().default(''),
    bodyAr: text('body_ar').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    /** A library document joined to it; removing the file from the library leaves none. */
    fileId: uuid('file_id').references(() => libraryFiles.id, { onDelete: 'set null' }),
    ...translationColumns(),
    ...publicationColumns(),
    ...reviewColumns(),
  },
  (table) => [
    index('circulars_public_idx').on(table.status, table.date),
    oneOf('circulars_status_check', table.status, newsStatuses),
    oneOf('circulars_review_state_check', table.reviewState, reviewStates),
    oneOf('circulars_kind_check', table.kind, circularKinds),
    check('circulars_audiences_check', sql`cardinality(${table.audiences}) >= 1`),
    check(
      'circulars_expiry_after_date',
      sql`${table.expiresOn} is null or ${table.expiresOn} >= ${table.date}`,
    ),
    check(
      'circulars_published_complete',
      sql`${table.status} <> 'published' or (${table.publishAt} is not null and ${notBlank(table.titleAr, table.titleEn, table.bodyAr, table.bodyEn)})`,
    ),
  ],
);
export type CircularRow = typeof circulars.$inferSelect;

/** Every saved state of a circular, like the news's revisions. */
export const circularRevisions = revisionsTable<CircularDraft>()(
  'circular_revisions',
  {
    circularId: uuid('circular_id')
      .notNull()
      .references(() => circulars.id, { onDelete: 'cascade' }),
  },
  'circular_revisions_circular_idx',
);
export type CircularRevisionRow = typeof circularRevisions.$inferSelect;

/** The records whose every saved state is kept in `record_revisions`. */
export const revisionKinds = ['board', 'directory', 'banner', 'navigation'] as const;
export type RevisionKind = (typeof revisionKinds)[number];

/**
 * Every saved state of a board member, a directory record (their tables have integer ids) or
 * the announcement banner (record 1), like the news's revisions: who saved it, when and why, so an editor can put an earlier one
 * back. A record the site started with gets its first revision ('seeded') when it is first
 * changed.
 */
export const recordRevisions = pgTable(
  'record_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: revisionKinds }).notNull(),
    recordId: integer('record_id').notNull(),
    ...revisionColumns<Record<string, unknown>>(),
  },
  (table) => [
    index('record_revisions_record_idx').on(table.kind, table.recordId, table.savedAt),
    oneOf('record_revisions_kind_check', table.kind, revisionKinds),
  ],
);
export type RecordRevisionRow = typeof recordRevisions.$inferSelect;

/**
 * The college's library of files (issue #46, item 5, src/lib/library.ts): a document (PDF) or a
 * picture (stored as WebP without its metadata), its title in both languages and a picture's
 * description, served at `/files/{name}.pdf|webp`. Replacing the content changes `storage_key`
 * and `updated_at`, never `name`: the address stays. A row without content yet (its upload
 * failed) is listed in the workspace and answers 404 to visitors.
 */
export const libraryFiles = pgTable(
  'library_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull().unique(),
    kind: text('kind', { enum: libraryKinds }).notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    altAr: text('alt_ar').notNull().default(''),
    altEn: text('alt_en').notNull().default(''),
    storageKey: text('storage_key').unique(),
    bytes: integer('bytes'),
    width: integer('width'),
    height: integer('height'),
    /** When the content was last replaced (for the address's ETag and the list). */
    contentAt: timestamp('content_at', { withTimezone: true }),
    createdAt: createdAt(),
    createdBy: text('created_by').notNull(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [
    oneOf('library_files_kind_check', table.kind, libraryKinds),
    check('library_files_titles', notBlank(table.titleAr, table.titleEn)),
    check(
      'library_files_picture_described',
      sql`${table.kind} <> 'picture' or (${notBlank(table.altAr, table.altEn)})`,
    ),
  ],
);
export type LibraryFileRow = typeof libraryFiles.$inferSelect;
