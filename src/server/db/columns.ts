/**
 * Column and check builders the schema's tables share (schema.ts and the `*-schema.ts` it
 * gathers). Functions, so that each table gets builders of its own. Loaded outside the Next.js
 * bundler too (drizzle-kit, scripts): relative imports only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { check, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { newsStatuses } from '../../lib/news';

/** When the row was written. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** When the row was last changed (set by the code that changes it). */
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The database's copy of a text column's enum: the column holds one of `values`. */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  return check(
    name,
    sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`,
  );
}

/** Every one of the columns holds more than white space. */
export function notBlank(...columns: AnyPgColumn[]): SQL {
  return sql.join(
    columns.map((column) => sql`btrim(${column}) <> ''`),
    sql` and `,
  );
}

/**
 * What an item staff publish ends with (a news item, an event, an academic year): draft or
 * published; when it is (or was, or will be) shown to visitors, set by publishing or
 * scheduling, a time in the future being a schedule; and when it was written and last
 * changed, and by whom.
 */
export function publicationColumns() {
  return {
    status: text('status', { enum: newsStatuses }).notNull().default('draft'),
    publishAt: timestamp('publish_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    updatedBy: text('updated_by'),
  };
}

/**
 * When each language's words of an item (a news item, an event) last changed (issue #47): set
 * by a save that changes that language's fields; both set when the language that was behind is
 * brought up to date (by a save of its words, or "the translation is up to date"). One
 * language changed more than a second after the other means the other needs translating
 * (src/lib/translation-state.ts).
 */
export function translationColumns() {
  return {
    arChangedAt: timestamp('ar_changed_at', { withTimezone: true }).notNull().defaultNow(),
    enChangedAt: timestamp('en_changed_at', { withTimezone: true }).notNull().defaultNow(),
  };
}

/**
 * When a board member or a directory record starts being shown: null for a draft, a time to
 * come for a scheduled one; a row written straight into the table is shown at once.
 */
export const shownFromInsert = () =>
  // To the millisecond, as the site's clock reads it: a row written now is shown now.
  timestamp('publish_at', { withTimezone: true }).default(sql`date_trunc('milliseconds', now())`);

/** Where a submission for review stands (a page's, an item's). */
export const reviewStates = ['submitted', 'returned'] as const;

/**
 * Review (issue #47, item 2) of a news item, an event or a circular: 'submitted' by an editor
 * whose section waits for review, or 'returned' by a reviewer with a comment; null otherwise.
 * The author (the account's id and name) is told of the outcome by e-mail.
 */
export function reviewColumns() {
  return {
    reviewState: text('review_state', { enum: reviewStates }),
    reviewAuthorId: text('review_author_id'),
    reviewAuthor: text('review_author'),
    reviewAt: timestamp('review_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
  };
}
