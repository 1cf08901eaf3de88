/**
 * The staff directory's published records (issue #22), both languages side by side. Part of the
 * schema of schema.ts (re-exported there); the same rules apply: packages and relative paths
 * only.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Department } from '../../lib/departments';
import { createdAt, notBlank, shownFromInsert, updatedAt } from './columns';
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
  },
  (table) => [
    index('directory_members_order_idx').on(table.position, table.id),
    check(
      'directory_members_text_not_blank',
      notBlank(table.nameAr, table.nameEn, table.titleAr, table.titleEn),
    ),
  ],
);
export type DirectoryMemberRow = typeof directoryMembers.$inferSelect;

/**
 * The directory's departments (src/lib/departments.ts): one row (id 1), written the first time
 * an editor saves them; until then the repository's six stand.
 */
export const directoryDepartments = pgTable(
  'directory_departments',
  {
    id: integer('id').primaryKey(),
    values: jsonb('values').$type<{ list: Department[] }>().notNull(),
    /** Raised by every save: a form older than this is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [check('directory_departments_single', sql`${table.id} = 1`)],
);
