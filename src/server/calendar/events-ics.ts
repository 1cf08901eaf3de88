/**
 * The college's events as iCalendar files, in one language: one file per event and one with
 * every upcoming event, read from the database. Served by
 * src/app/api/events/[locale]/[file]/route.ts.
 */
import 'server-only';
import { getDirections } from '@content/outreach';
import type { CollegeEvent } from '@/lib/college-events';
import { siteConfig } from '@/config/site';
import { translatorFor } from '@/i18n/catalogues';
import type { Locale } from '@/i18n/routing';
import { ALL_EVENTS_FILE, calendarLocation, eventPageUrl } from '@/lib/calendar-links';
import type { Db } from '../db/db';
import { listUpcomingEvents } from '../events/published-events';
import { buildIcs, type CalendarEntry } from './build-ics';

/** One event as a calendar entry, in a language. */
export function entryOf(locale: Locale, event: CollegeEvent): CalendarEntry {
  return {
    // The same event has the same UID in both languages: importing both files updates one entry.
    uid: `${event.id}@alrowad.edu.sd`,
    summary: event.title,
    description: event.description,
    location: calendarLocation(locale, event.location, getDirections(locale).address),
    url: eventPageUrl(locale, event.id),
    date: event.date,
    ...(event.endDate ? { endDate: event.endDate } : {}),
    time: event.time,
    durationMinutes: event.durationMinutes,
  };
}

/** A name safe as a file name on every system: no path separators or reserved characters. */
function fileName(name: string): string {
  return `${name
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()}.ics`;
}

export interface EventsCalendarFile {
  /** The localised name offered when the file is saved. */
  fileName: string;
  body: string;
}

/**
 * The calendar file of one upcoming published event (by its address) or of every upcoming one
 * (ALL_EVENTS_FILE), in a language, read from the database; undefined when no event has that
 * address.
 */
export async function eventsCalendarFile(
  db: Db,
  locale: Locale,
  file: string,
  now?: Date,
): Promise<EventsCalendarFile | undefined> {
  const events = await listUpcomingEvents(db, locale, { now });
  const t = translatorFor(locale, 'Events');
  const chosen = file === ALL_EVENTS_FILE ? events : events.filter((event) => event.id === file);
  if (chosen.length === 0 && file !== ALL_EVENTS_FILE) return undefined;
  const name =
    file === ALL_EVENTS_FILE
      ? t('calendarName', { name: siteConfig.name[locale] })
      : chosen[0]!.title;
  return {
    fileName: fileName(name),
    body: buildIcs({
      name,
      language: locale,
      now,
      entries: chosen.map((event) => entryOf(locale, event)),
    }),
  };
}
