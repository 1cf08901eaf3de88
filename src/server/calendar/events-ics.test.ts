import { parse as parseDisposition } from 'content-disposition';
import type { VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { locales, type Locale } from '@/i18n/routing';
import { ALL_EVENTS_FILE, eventSpan } from '@/lib/calendar-links';
import { seededInstall } from '../../../test/support/db/seeded-install';
import { vevents } from '../../../test/support/calendar/vevents';

const db = await seededInstall('events-ics');
const { listUpcomingEvents } = await import('../events/published-events');
const { eventsCalendarFile } = await import('./events-ics');
const { GET } = await import('@/app/api/events/[locale]/[file]/route');

const now = new Date(Date.UTC(2026, 10, 23, 8, 0));

/** Khartoum wall-clock time as a UTC instant (Khartoum is UTC+2 all year). */
function khartoum(date: string, time: string): string {
  return new Date(`${date}T${time}:00+02:00`).toISOString();
}

async function download(locale: string, file: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/events/${locale}/${file}`), {
    params: Promise.resolve({ locale, file }),
  });
}

describe.each(locales)('event calendar files in %s', (locale: Locale) => {
  it('give each event its own file: one VEVENT, its summary in this language, Khartoum times', async () => {
    const events = await listUpcomingEvents(db, locale, { now });
    expect(events.length).toBeGreaterThanOrEqual(4);
    for (const event of events) {
      const file = (await eventsCalendarFile(db, locale, event.id, now))!;
      expect(file.fileName).toBe(`${event.title}.ics`);
      const parsed = vevents(file.body);
      expect(parsed).toHaveLength(1);
      const [entry] = parsed as [VEvent];
      expect(entry.summary).toBe(event.title);
      expect(entry.uid).toBe(`${event.id}@alrowad.edu.sd`);
      expect(entry.description).toBe(event.description);
      expect(entry.location).toContain(event.location);
      expect(entry.location).toContain(locale === 'ar' ? 'شارع المشتل' : 'Al-Mashtal Street');
      expect(entry.start.tz).toBe('Africa/Khartoum');
      expect(entry.start.toISOString()).toBe(khartoum(event.date, event.time));
      const { end } = eventSpan(event);
      expect(entry.end!.toISOString()).toBe(khartoum(end.date, end.time));
      expect(file.body).toContain(
        `DTSTART;TZID=Africa/Khartoum:${event.date.replaceAll('-', '')}T${event.time.replace(':', '')}00`,
      );
    }
  });

  it('put every upcoming event in the all-events file', async () => {
    const events = await listUpcomingEvents(db, locale, { now });
    const file = (await eventsCalendarFile(db, locale, ALL_EVENTS_FILE, now))!;
    expect(file.fileName).toBe(
      locale === 'ar'
        ? 'فعاليات كلية الرواد للعلوم والتقانة.ics'
        : 'Al-Rowad College of Science and Technology – events.ics',
    );
    const parsed = vevents(file.body);
    expect(parsed.map((entry) => entry.summary)).toEqual(events.map((event) => event.title));
    expect(parsed.map((entry) => entry.uid)).toEqual(
      events.map((event) => `${event.id}@alrowad.edu.sd`),
    );
  });

  it('are served as text/calendar downloads with a localised file name', async () => {
    const events = await listUpcomingEvents(db, locale);
    for (const name of [...events.map((event) => event.id), ALL_EVENTS_FILE]) {
      const response = await download(locale, `${name}.ics`);
      expect(response.status, name).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
      const expected = (await eventsCalendarFile(db, locale, name))!.fileName;
      expect(parseDisposition(response.headers.get('content-disposition')!)).toEqual({
        type: 'attachment',
        parameters: expect.objectContaining({ filename: expected }),
      });
      expect(vevents(await response.text()).length).toBe(
        name === ALL_EVENTS_FILE ? events.length : 1,
      );
    }
  });
});

describe('event calendar files', () => {
  it('name the same events with different summaries in Arabic and English', async () => {
    const ar = vevents((await eventsCalendarFile(db, 'ar', ALL_EVENTS_FILE, now))!.body);
    const en = vevents((await eventsCalendarFile(db, 'en', ALL_EVENTS_FILE, now))!.body);
    expect(ar.map((entry) => entry.uid)).toEqual(en.map((entry) => entry.uid));
    expect(ar[0]!.summary).toMatch(/[\u0600-\u06FF]/);
    expect(en[0]!.summary).not.toMatch(/[\u0600-\u06FF]/);
  });

  it('are never served for an unknown event, language or extension', async () => {
    expect(await eventsCalendarFile(db, 'en', 'no-such-event')).toBeUndefined();
    expect((await download('en', 'no-such-event.ics')).status).toBe(404);
    expect((await download('fr', 'all-events.ics')).status).toBe(404);
    expect((await download('en', 'all-events.txt')).status).toBe(404);
  });

  it('hold only events from the given day on', async () => {
    const later = new Date(Date.UTC(2027, 0, 20, 8, 0));
    for (const event of await listUpcomingEvents(db, 'en', { now: later })) {
      expect(event.date >= '2027-01-20', event.id).toBe(true);
    }
  });
});
