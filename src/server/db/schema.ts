/**
 * The database schema, in one place. `npm run db:generate` turns changes here into a new
 * versioned migration under drizzle/ (commit it); the site applies pending migrations at start.
 *
 * This file is also loaded by drizzle-kit and by scripts/db-migrate.mjs outside the Next.js
 * bundler, so it imports packages only (no path aliases).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Board roles, independent of language. The spec decides leadership by the position's wording;
 * storing the role too means a translation or a reworded title cannot move the chairman into
 * the members' table (src/server/board/split-board.ts still honours the wording).
 */
export const boardRoles = ['chairman', 'vice_chairman', 'member'] as const;
export type BoardRole = (typeof boardRoles)[number];

/**
 * Board of trustees (spec 001 section 3: id, name, position, bio, image_url, created_at).
 * Each text field is stored once per language in its own column (`name_ar`, `name_en`, …):
 * the site has exactly two languages, both required for name and position, so plain columns
 * keep the constraints (NOT NULL, non-blank) in the database and the reads simple.
 */
export const board = pgTable(
  'board',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    positionAr: text('position_ar').notNull(),
    positionEn: text('position_en').notNull(),
    bioAr: text('bio_ar'),
    bioEn: text('bio_en'),
    imageUrl: text('image_url'),
    role: text('role', { enum: boardRoles }).notNull().default('member'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('board_created_at_idx').on(table.createdAt, table.id),
    check('board_role_check', sql`${table.role} in ('chairman', 'vice_chairman', 'member')`),
    check(
      'board_text_not_blank',
      sql`btrim(${table.nameAr}) <> '' and btrim(${table.nameEn}) <> '' and btrim(${table.positionAr}) <> '' and btrim(${table.positionEn}) <> ''`,
    ),
  ],
);

export type BoardRow = typeof board.$inferSelect;
export type NewBoardRow = typeof board.$inferInsert;

/**
 * One row per seed step that has run. The seed loads the board once, on a fresh database:
 * if an administrator later empties the table on purpose, it stays empty (and the page shows
 * the spec's static fallback) instead of being refilled at the next start.
 */
export const seeds = pgTable('seeds', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
