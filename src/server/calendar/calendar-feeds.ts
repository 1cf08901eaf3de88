/**
 * The calendars a visitor can subscribe to (issue #22), one per language: the college's events
 * and the academic calendar (every published year). Unlike the downloads, a subscription is
 * read again by the calendar application (every few hours, as the file asks), so a change the
 * college makes reaches the visitor's calendar without a new download.
 */
import 'server-only';
import { siteConfig } from '@/config/site';
import { yearView, type AcademicYearView } from '@/lib/academic-calendar';
import { translatorFor } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import type { Db } from '../db/db';
import { listUpcomingEvents } from '../events/published-events';
import { listPublishedYears } from './published-calendar';
import { buildIcs, type CalendarEntry } from './build-ics';
import { entryOf } from './events-ics';

export const calendarFeeds = ['events', 'academic-calendar'] as const;
export type CalendarFeed = (typeof calendarFeeds)[number];

/** How often a subscribed calendar application reads a feed again. */
export const FEED_REFRESH_HOURS = 6;

/** The entries of one academic year, in a language (also the year's download). */
export function academicYearEntries(locale: Locale, view: AcademicYearView): CalendarEntry[] {
  return view.semesters.flatMap((semester) =>
    semester.events.map((event, index) => ({
      uid: `${semester.id}-${index + 1}-${locale}@alrowad.edu.sd`,
      summary: `${event.event} – ${semester.name}`,
      description: event.notes,
      date: event.start,
      endDate: event.end,
    })),
  );
}

/** The address a calendar application subscribes to (https; `webcal:` for the link). */
export function calendarFeedPath(locale: Locale, feed: CalendarFeed): string {
  return `/api/calendar-feeds/${locale}/${feed}.ics`;
}

/** The subscription link: the feed's address with the `webcal:` scheme calendar apps open. */
export function calendarFeedWebcal(locale: Locale, feed: CalendarFeed): string {
  return `${siteConfig.siteUrl.replace(/^https?:/, 'webcal:')}${calendarFeedPath(locale, feed)}`;
}

/** A feed's calendar; the events are read from the database (the upcoming published ones). */
export async function calendarFeedBody(
  db: Db,
  locale: Locale,
  feed: CalendarFeed,
  now?: Date,
): Promise<string> {
  const college = siteConfig.name[locale];
  if (feed === 'events') {
    const events = await listUpcomingEvents(db, locale, { now });
    return buildIcs({
      name: translatorFor(locale, 'Events')('calendarName', { name: college }),
      language: locale,
      now,
      refreshHours: FEED_REFRESH_HOURS,
      entries: events.map((event) => entryOf(locale, event)),
    });
  }
  return buildIcs({
    name: translatorFor(locale, 'Calendar')('feedName', { name: college }),
    language: locale,
    now,
    refreshHours: FEED_REFRESH_HOURS,
    entries: (await listPublishedYears(db, now)).flatMap(({ year, draft }) =>
      academicYearEntries(locale, yearView(year, draft, locale)),
    ),
  });
}
