/**
 * "Add to calendar" addresses for the college's events: the .ics downloads served by
 * src/app/api/events/[locale]/[file]/route.ts, and the Google Calendar and Outlook web
 * links. Times are wall-clock times in Khartoum (UTC+2 all year, no daylight saving).
 */
import { siteConfig } from '@/config/site';
import { localePath, type Locale } from '@/i18n/routing';
import { COLLEGE_TIME_ZONE, COLLEGE_UTC_OFFSET } from './college-time';
import type { CollegeEvent } from './college-events';

/** What a web calendar link needs to know about an event: all but its slug. */
export type CalendarEvent = Omit<CollegeEvent, 'id'>;

/** The file name part of the all-events download (no event id may take it). */
export const ALL_EVENTS_FILE = 'all-events';

/** Address of the .ics file of one event, or of every event, in a language. */
export function icsPath(locale: Locale, eventId?: string): string {
  return `/api/events/${locale}/${eventId ?? ALL_EVENTS_FILE}.ics`;
}

/** The event's own place on the events page, e.g. https://…/en/events#open-day-2026. */
export function eventPageUrl(locale: Locale, eventId: string): string {
  return `${siteConfig.siteUrl}${localePath(locale, '/events')}#${eventId}`;
}

/**
 * Where an event is, as calendar applications want it: the venue on campus, then the
 * college's address (so a map application finds it), with the language's comma.
 */
export function calendarLocation(
  locale: Locale,
  venue: string,
  address: readonly string[],
): string {
  return [venue, ...address].join(locale === 'ar' ? '، ' : ', ');
}

interface WallClock {
  date: string;
  time: string;
}

/**
 * Start and end as Khartoum wall-clock date and time: from the first day's start to the last
 * day's end (an event of one day may end after midnight).
 */
export function eventSpan(
  event: Pick<CalendarEvent, 'date' | 'endDate' | 'time' | 'durationMinutes'>,
): {
  start: WallClock;
  end: WallClock;
} {
  const [hours, minutes] = event.time.split(':').map(Number) as [number, number];
  // Arithmetic on a UTC Date stands in for wall-clock arithmetic: Khartoum has no DST.
  const end = new Date(`${event.endDate ?? event.date}T00:00:00Z`);
  end.setUTCMinutes(hours * 60 + minutes + event.durationMinutes);
  const iso = end.toISOString();
  return {
    start: { date: event.date, time: event.time },
    end: { date: iso.slice(0, 10), time: iso.slice(11, 16) },
  };
}

/** 20261203T090000: the basic ISO form Google Calendar reads with ctz. */
function basic({ date, time }: WallClock): string {
  return `${date.replaceAll('-', '')}T${time.replace(':', '')}00`;
}

/** 2026-12-03T09:00:00+02:00. */
function withOffset({ date, time }: WallClock): string {
  return `${date}T${time}:00${COLLEGE_UTC_OFFSET}`;
}

/** A query string with every value percent-encoded (spaces as %20, '+' as %2B). */
function query(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}

/** The description a web calendar shows, followed by the event's page. */
function details(event: CalendarEvent, pageUrl?: string): string {
  return pageUrl ? `${event.description}\n\n${pageUrl}` : event.description;
}

/** Google Calendar's "create event" form, filled in. */
export function googleCalendarUrl(event: CalendarEvent, pageUrl?: string): string {
  const { start, end } = eventSpan(event);
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${basic(start)}/${basic(end)}`,
    ctz: COLLEGE_TIME_ZONE,
    details: details(event, pageUrl),
    location: event.location,
  })}`;
}

/** Outlook on the web's (outlook.live.com) "new event" form, filled in. */
export function outlookCalendarUrl(event: CalendarEvent, pageUrl?: string): string {
  const { start, end } = eventSpan(event);
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query({
    subject: event.title,
    startdt: withOffset(start),
    enddt: withOffset(end),
    location: event.location,
    body: details(event, pageUrl),
  })}`;
}
