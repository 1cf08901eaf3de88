/**
 * The settings the college's administrators own (src/lib/site-settings.ts): one row (id 1),
 * written the first time they are saved; until then the environment's values stand. Loaded
 * outside the Next.js bundler too (drizzle-kit, scripts): relative imports only.
 */
import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CollegeFigures } from '../../lib/college-figures';
import type { SiteSettings } from '../../lib/site-settings';

export const siteSettings = pgTable(
  'site_settings',
  {
    id: integer('id').primaryKey(),
    values: jsonb('values').$type<SiteSettings>().notNull(),
    /** Raised by every save: a form older than this is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [check('site_settings_single', sql`${table.id} = 1`)],
);
export type SiteSettingsRow = typeof siteSettings.$inferSelect;

/**
 * The college's figures (src/lib/college-figures.ts): one row (id 1), written the first time an
 * editor saves them; until then the specification's stand.
 */
export const collegeFigures = pgTable(
  'college_figures',
  {
    id: integer('id').primaryKey(),
    values: jsonb('values').$type<CollegeFigures>().notNull(),
    /** Raised by every save: a form older than this is refused (409). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull(),
  },
  (table) => [check('college_figures_single', sql`${table.id} = 1`)],
);
export type CollegeFiguresRow = typeof collegeFigures.$inferSelect;
