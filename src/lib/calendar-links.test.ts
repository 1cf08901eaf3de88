import { describe, expect, it } from 'vitest';
import {
  calendarLocation,
  eventSpan,
  googleCalendarUrl,
  icsPath,
  outlookCalendarUrl,
  type CalendarEvent,
} from './calendar-links';

const openDay: CalendarEvent = {
  title: 'Open Day & tours',
  date: '2026-12-03',
  time: '09:00',
  durationMinutes: 300,
  location: 'Main Courtyard, Khartoum',
  description: 'Meet the faculty + tour the labs.',
};

describe('calendar links', () => {
  it('ends an event its duration after the start, across midnight too', () => {
    expect(eventSpan(openDay)).toEqual({
      start: { date: '2026-12-03', time: '09:00' },
      end: { date: '2026-12-03', time: '14:00' },
    });
    expect(
      eventSpan({ date: '2027-01-20', endDate: '2027-01-21', time: '09:00', durationMinutes: 480 }),
    ).toEqual({
      start: { date: '2027-01-20', time: '09:00' },
      end: { date: '2027-01-21', time: '17:00' },
    });
    expect(eventSpan({ date: '2026-12-31', time: '22:30', durationMinutes: 120 }).end).toEqual({
      date: '2027-01-01',
      time: '00:30',
    });
  });

  it('fills in Google Calendar with Khartoum wall-clock times and the time zone', () => {
    const url = new URL(googleCalendarUrl(openDay, 'https://alrowad.edu.sd/en/events#open-day'));
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: 'Open Day & tours',
      dates: '20261203T090000/20261203T140000',
      ctz: 'Africa/Khartoum',
      details: 'Meet the faculty + tour the labs.\n\nhttps://alrowad.edu.sd/en/events#open-day',
      location: 'Main Courtyard, Khartoum',
    });
    // Spaces and '+' are percent-encoded, so no calendar reads a '+' as a space.
    expect(url.search).toContain('details=Meet%20the%20faculty%20%2B%20tour');
  });

  it('fills in Outlook on the web with ISO times at the Khartoum offset', () => {
    const url = new URL(outlookCalendarUrl({ ...openDay, title: 'اليوم المفتوح' }));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      subject: 'اليوم المفتوح',
      startdt: '2026-12-03T09:00:00+02:00',
      enddt: '2026-12-03T14:00:00+02:00',
      location: 'Main Courtyard, Khartoum',
      body: 'Meet the faculty + tour the labs.',
    });
    expect(url.search).toContain('startdt=2026-12-03T09%3A00%3A00%2B02%3A00');
  });

  it('gives calendars the venue and the address, with the language’s comma', () => {
    expect(calendarLocation('en', 'College Theatre', ['Al-Mashtal Street', 'Khartoum'])).toBe(
      'College Theatre, Al-Mashtal Street, Khartoum',
    );
    expect(calendarLocation('ar', 'مسرح الكلية', ['شارع المشتل', 'الخرطوم'])).toBe(
      'مسرح الكلية، شارع المشتل، الخرطوم',
    );
  });

  it('points the downloads at the calendar route in each language', () => {
    expect(icsPath('ar', 'open-day-2026')).toBe('/api/events/ar/open-day-2026.ics');
    expect(icsPath('en')).toBe('/api/events/en/all-events.ics');
  });
});
