/**
 * The events as visitors see them (issue #22): published and due, read from the database on
 * each request; the pages list those from today on (Khartoum; one of several days until its
 * last), soonest first.
 */
import 'server-only';
import { and, asc, sql } from 'drizzle-orm';
import type { CollegeEvent } from '@/lib/college-events';
import { collegeToday } from '@/lib/college-time';
import { plainText, toDocument } from '@/lib/rich-text';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { collegeEvents, type CollegeEventRow } from '../db/schema';
import { publishedAndDue } from '../publishing/publication';
import { readPublished } from '../publishing/read-published';

/** A row in one language, as the cards, calendar files and structured data use it. */
export function eventView(row: CollegeEventRow, locale: Locale): CollegeEvent {
  const ar = locale === 'ar';
  return {
    id: row.slug,
    title: ar ? row.titleAr : row.titleEn,
    date: row.date,
    ...(row.endDate ? { endDate: row.endDate } : {}),
    time: row.time,
    durationMinutes: row.durationMinutes,
    location: ar ? row.locationAr : row.locationEn,
    description: plainText(toDocument(ar ? row.descriptionAr : row.descriptionEn)).join('\n'),
    descriptionDocument: ar ? row.descriptionAr : row.descriptionEn,
  };
}

const visible = (now: Date) => publishedAndDue(collegeEvents, now);

/** The published events from today on, soonest first. */
export async function listUpcomingEvents(
  db: Db,
  locale: Locale,
  { limit, now = new Date() }: { limit?: number; now?: Date } = {},
): Promise<CollegeEvent[]> {
  const query = db
    .select()
    .from(collegeEvents)
    // An event of several days stays listed until its last day.
    .where(
      and(
        visible(now),
        sql`coalesce(${collegeEvents.endDate}, ${collegeEvents.date}) >= ${collegeToday(now)}`,
      ),
    )
    .orderBy(asc(collegeEvents.date), asc(collegeEvents.time));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map((row) => eventView(row, locale));
}

/**
 * The upcoming events for a page: listUpcomingEvents on the site's database, or the last list
 * read when the database fails (read-published.ts).
 */
export function readUpcomingEvents(locale: Locale, { limit }: { limit?: number } = {}) {
  return readPublished(`events:${locale}${limit ? `:${limit}` : ''}`, (db) =>
    listUpcomingEvents(db, locale, { limit }),
  );
}
