/**
 * The staff directory's published records (issue #22), both languages side by side. Part of the
 * schema of schema.ts (re-exported there); the same rules apply: packages and relative paths
 * only.
 */
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  createdAt,
  notBlank,
  oneOf,
  reviewColumns,
  reviewStates,
  shownFromInsert,
  updatedAt,
} from './columns';
import { mediaImages } from './publishing-schema';

/**
 * A person of the directory. The id is the contact card's address (/api/staff/{id}); the
 * directory lists the published records by `position`, then id. A photo is an uploaded picture
 * (`image_id`); the records the site started with have a drawn portrait (`portrait`) until one
 * is uploaded.
 */
export const directoryMembers = pgTable(
  'directory_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    /** A department's id (`directory_departments`; the desk checks it exists). */
    department: text('department').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    imageId: uuid('image_id').references(() => mediaImages.id, { onDelete: 'set null' }),
    portrait: text('portrait'),
    /**
     * When the directory starts showing the record: null for a draft (or a record taken off the
     * site), a time to come for a scheduled one. The workspace adds records as drafts.
     */
    publishAt: shownFromInsert(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
    ...reviewColumns(),
  },
  (table) => [
    index('directory_members_order_idx').on(table.position, table.id),
    oneOf('directory_members_review_state_check', table.reviewState, reviewStates),
    check(
      'directory_members_text_not_blank',
      notBlank(table.nameAr, table.nameEn, table.titleAr, table.titleEn),
    ),
  ],
);
export type DirectoryMemberRow = typeof directoryMembers.$inferSelect;
