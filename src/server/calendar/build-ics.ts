/**
 * Builds iCalendar files (RFC 5545) with ical.js: the college's events and the academic
 * calendar, for "add to calendar" downloads. Timed events are in the college's time zone,
 * Africa/Khartoum (UTC+2 all year since 2017), declared with its VTIMEZONE so every calendar
 * application places them right; all-day entries are plain dates.
 */
import 'server-only';
import ICAL from 'ical.js';
import { COLLEGE_TIME_ZONE } from '@/lib/college-time';
import { attachmentDisposition } from '../http/content-disposition';

const KHARTOUM_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${COLLEGE_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:20171101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:CAT',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface CalendarEntry {
  /** Globally unique and stable: the same event keeps its UID across downloads. */
  uid: string;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  /** YYYY-MM-DD. */
  date: string;
  /** HH:MM in Khartoum time; without it the entry is all-day. */
  time?: string;
  /** Minutes, for timed entries (default 120). */
  durationMinutes?: number;
  /**
   * YYYY-MM-DD, inclusive last day: of a multi-day all-day entry, or of a timed one (which then
   * ends on that day, its duration after its start time).
   */
  endDate?: string;
}

export interface CalendarFile {
  /** The calendar's name, shown by calendar applications (X-WR-CALNAME / NAME). */
  name: string;
  language: 'ar' | 'en';
  entries: CalendarEntry[];
  /** The moment the file is made (DTSTAMP); fixed in tests. */
  now?: Date;
  /** For a subscribed feed: how often calendar applications should read it again. */
  refreshHours?: number;
}

function dateParts(date: string): { year: number; month: number; day: number } {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) throw new Error(`not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** The day after a YYYY-MM-DD date (DTEND of an all-day entry is exclusive). */
function nextDay(date: string): ICAL.Time {
  const time = ICAL.Time.fromData({ ...dateParts(date), isDate: true });
  time.adjust(1, 0, 0, 0);
  return time;
}

/** The whole file, CRLF line endings and folded lines, as RFC 5545 requires. */
export function buildIcs({
  name,
  language,
  entries,
  now = new Date(),
  refreshHours,
}: CalendarFile): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.updatePropertyWithValue(
    'prodid',
    `-//Al-Rowad College of Science and Technology//Website//${language.toUpperCase()}`,
  );
  calendar.updatePropertyWithValue('version', '2.0');
  calendar.updatePropertyWithValue('calscale', 'GREGORIAN');
  calendar.updatePropertyWithValue('method', 'PUBLISH');
  calendar.updatePropertyWithValue('name', name);
  calendar.updatePropertyWithValue('x-wr-calname', name);
  calendar.updatePropertyWithValue('x-wr-timezone', COLLEGE_TIME_ZONE);
  if (refreshHours) {
    // RFC 7986, and the older name Outlook and Google read.
    const every = ICAL.Duration.fromData({ hours: refreshHours });
    calendar.addProperty(new ICAL.Property('refresh-interval')).setParameter('value', 'DURATION');
    calendar.getFirstProperty('refresh-interval')!.setValue(every);
    calendar.updatePropertyWithValue('x-published-ttl', every.toString());
  }
  const zoneComponent = ICAL.Component.fromString(KHARTOUM_VTIMEZONE);
  calendar.addSubcomponent(zoneComponent);
  const zone = new ICAL.Timezone(zoneComponent);
  const stamp = ICAL.Time.fromJSDate(now, true);

  for (const entry of entries) {
    const event = new ICAL.Event();
    event.uid = entry.uid;
    event.summary = entry.summary;
    if (entry.description) event.description = entry.description;
    if (entry.location) event.location = entry.location;
    if (entry.url) event.component.updatePropertyWithValue('url', entry.url);
    event.component.updatePropertyWithValue('dtstamp', stamp);
    if (entry.time) {
      const [hour, minute] = entry.time.split(':').map(Number);
      const start = ICAL.Time.fromData({ ...dateParts(entry.date), hour, minute }, zone);
      const end = entry.endDate
        ? ICAL.Time.fromData({ ...dateParts(entry.endDate), hour, minute }, zone)
        : start.clone();
      end.adjust(0, 0, entry.durationMinutes ?? 120, 0);
      event.startDate = start;
      event.endDate = end;
    } else {
      event.startDate = ICAL.Time.fromData({ ...dateParts(entry.date), isDate: true });
      event.endDate = nextDay(entry.endDate ?? entry.date);
    }
    event.component.updatePropertyWithValue('transp', 'TRANSPARENT');
    calendar.addSubcomponent(event.component);
  }
  return `${calendar.toString()}\r\n`;
}

/** Headers of an .ics download with a file name (ASCII fallback plus the UTF-8 name). */
export function icsHeaders(fileName: string, asciiFallback?: string): HeadersInit {
  return {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': attachmentDisposition(fileName, asciiFallback),
    'Cache-Control': 'public, max-age=3600',
    'X-Content-Type-Options': 'nosniff',
  };
}
