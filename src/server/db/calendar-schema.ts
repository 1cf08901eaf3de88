/**
 * The academic calendar staff publish (issue #22): a year, its semesters in order, and each
 * semester's dates in order, both languages side by side; and every saved state of a year.
 * Part of the schema of schema.ts (re-exported there); the same rules apply: packages and
 * relative paths only.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { oneOf, publicationColumns, reviewColumns, reviewStates } from './columns';
import { revisionsTable } from './revision-columns';
import { semesterTypes, type AcademicYearDraft } from '../../lib/academic-calendar';
import { newsStatuses } from '../../lib/news';

/**
 * An academic year ("2026-2027"). Visitors see it when it is published and its publication time
 * has come (a time in the future is a schedule), like a news item.
 */
export const academicYears = pgTable(
  'academic_years',
  {
    year: text('year').primaryKey(),
    ...publicationColumns(),
    ...reviewColumns(),
  },
  (table) => [
    check('academic_years_year_check', sql`${table.year} ~ '^[0-9]{4}-[0-9]{4}$'`),
    oneOf('academic_years_status_check', table.status, newsStatuses),
    oneOf('academic_years_review_state_check', table.reviewState, reviewStates),
    check(
      'academic_years_published_at',
      sql`${table.status} <> 'published' or ${table.publishAt} is not null`,
    ),
  ],
);
export type AcademicYearRow = typeof academicYears.$inferSelect;

/** A semester of a year, at its place in the year (0 first). */
export const academicSemesters = pgTable(
  'academic_semesters',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: text('year')
      .notNull()
      .references(() => academicYears.year, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    type: text('type', { enum: semesterTypes }).notNull(),
    nameAr: text('name_ar').notNull().default(''),
    nameEn: text('name_en').notNull().default(''),
  },
  (table) => [
    unique('academic_semesters_place').on(table.year, table.position),
    oneOf('academic_semesters_type_check', table.type, semesterTypes),
  ],
);
export type AcademicSemesterRow = typeof academicSemesters.$inferSelect;

/** A date of a semester: one day, or a period to its last day (inclusive). */
export const academicDates = pgTable(
  'academic_dates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    semesterId: uuid('semester_id')
      .notNull()
      .references(() => academicSemesters.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    eventAr: text('event_ar').notNull().default(''),
    eventEn: text('event_en').notNull().default(''),
    notesAr: text('notes_ar').notNull().default(''),
    notesEn: text('notes_en').notNull().default(''),
  },
  (table) => [
    index('academic_dates_semester_idx').on(table.semesterId, table.position),
    check(
      'academic_dates_period_check',
      sql`${table.endDate} is null or ${table.endDate} >= ${table.startDate}`,
    ),
  ],
);
export type AcademicDateRow = typeof academicDates.$inferSelect;

/** Every saved state of a year (its semesters and dates), like the news's revisions. */
export const academicYearRevisions = revisionsTable<AcademicYearDraft>()(
  'academic_year_revisions',
  {
    year: text('year')
      .notNull()
      .references(() => academicYears.year, { onDelete: 'cascade' }),
  },
  'academic_year_revisions_year_idx',
);
export type AcademicYearRevisionRow = typeof academicYearRevisions.$inferSelect;
