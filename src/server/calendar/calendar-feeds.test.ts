import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { yearView } from '@/lib/academic-calendar';
import { locales, type Locale } from '@/i18n/routing';
import { seededInstall } from '../../../test/support/db/seeded-install';
import { vevents } from '../../../test/support/calendar/vevents';

const db = await seededInstall('feeds');
const { listUpcomingEvents } = await import('../events/published-events');
const { listPublishedYears } = await import('./published-calendar');
const { academicYearEntries, calendarFeedWebcal } = await import('./calendar-feeds');
const { GET } = await import('@/app/api/calendar-feeds/[locale]/[file]/route');

async function feed(locale: string, file: string): Promise<Response> {
  return GET(new Request(`http://localhost/api/calendar-feeds/${locale}/${file}`), {
    params: Promise.resolve({ locale, file }),
  });
}

describe.each(locales)('the calendars to subscribe to, in %s', (locale: Locale) => {
  it('serves the events as a calendar to read again every six hours, shown inline', async () => {
    const response = await feed(locale, 'events.ics');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBeNull();
    const text = await response.text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT6H');
    expect(calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT6H');
    const events = await listUpcomingEvents(db, locale);
    expect(events.length).toBeGreaterThan(0);
    expect(vevents(text).map((event) => event.summary)).toEqual(events.map((event) => event.title));
  });

  it('serves every published academic year in one calendar, and no draft', async () => {
    const text = await (await feed(locale, 'academic-calendar.ics')).text();
    const published = await listPublishedYears(db);
    // The spec's three years; 2026-2027 is seeded as a draft for the registrar to confirm.
    expect(published.map(({ year }) => year)).toEqual(['2023-2024', '2024-2025', '2025-2026']);
    const entries = published.flatMap(({ year, draft }) =>
      academicYearEntries(locale, yearView(year, draft, locale)),
    );
    expect(entries).toHaveLength(18);
    expect(text).not.toContain('2026-2027');
    expect(
      vevents(text)
        .map((event) => event.uid)
        .sort(),
    ).toEqual(entries.map((entry) => entry.uid).sort());
  });

  it('answers 404 for another calendar or language', async () => {
    expect((await feed(locale, 'staff.ics')).status).toBe(404);
    expect((await feed('fr', 'events.ics')).status).toBe(404);
    expect(calendarFeedWebcal(locale, 'events')).toMatch(
      new RegExp(`^webcal://[^/]+/api/calendar-feeds/${locale}/events\\.ics$`),
    );
  });
});
