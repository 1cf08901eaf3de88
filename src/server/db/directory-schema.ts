/**
 * The staff directory's published records (issue #22), both languages side by side. Part of the
 * schema of schema.ts (re-exported there); the same rules apply: packages and relative paths
 * only.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { departmentIds } from '../../../content/staff-schema';
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
    department: text('department', { enum: departmentIds }).notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    imageId: uuid('image_id').references(() => mediaImages.id, { onDelete: 'set null' }),
    portrait: text('portrait'),
    /**
     * When the directory starts showing the record: null for a draft (or a record taken off the
     * site), a time to come for a scheduled one. The workspace adds records as drafts.
     */
    // To the millisecond, as the site's clock reads it: a row written now is shown now.
    publishAt: timestamp('publish_at', { withTimezone: true }).default(
      sql`date_trunc('milliseconds', now())`,
    ),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (table) => [
    index('directory_members_order_idx').on(table.position, table.id),
    check(
      'directory_members_department_check',
      sql`${table.department} in (${sql.raw(departmentIds.map((id) => `'${id}'`).join(', '))})`,
    ),
    check(
      'directory_members_text_not_blank',
      sql`btrim(${table.nameAr}) <> '' and btrim(${table.nameEn}) <> '' and btrim(${table.titleAr}) <> '' and btrim(${table.titleEn}) <> ''`,
    ),
  ],
);
export type DirectoryMemberRow = typeof directoryMembers.$inferSelect;
