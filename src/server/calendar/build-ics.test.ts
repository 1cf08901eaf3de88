import ical, { type VEvent } from 'node-ical';
import { describe, expect, it } from 'vitest';
import { buildIcs, icsHeaders } from './build-ics';

const now = new Date(Date.UTC(2026, 10, 23, 8, 0));

describe('iCalendar files', () => {
  const text = buildIcs({
    name: 'Al-Rowad events',
    language: 'en',
    now,
    entries: [
      {
        uid: 'open-day-2026@alrowad.edu.sd',
        summary: 'Open day; tours, talks',
        location: 'Main hall, Khartoum',
        date: '2026-12-03',
        time: '09:30',
        durationMinutes: 90,
      },
      { uid: 'reg@alrowad.edu.sd', summary: 'التسجيل', date: '2024-08-01', endDate: '2024-08-15' },
      {
        uid: 'conference@alrowad.edu.sd',
        summary: 'Research conference',
        date: '2027-01-20',
        endDate: '2027-01-21',
        time: '09:00',
        durationMinutes: 480,
      },
    ],
  });

  it('is valid RFC 5545 that an independent parser reads back', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    // Every line ends in CRLF and none is longer than 75 octets.
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\n');
    }
    const parsed = Object.values(ical.sync.parseICS(text)).filter((c) => c?.type === 'VEVENT');
    expect(parsed).toHaveLength(3);
    const [open, registration] = parsed as VEvent[];
    expect(open!.summary).toBe('Open day; tours, talks');
    expect(open!.location).toBe('Main hall, Khartoum');
    // 09:30 in Khartoum is 07:30 UTC.
    expect(open!.start.toISOString()).toBe('2026-12-03T07:30:00.000Z');
    expect(open!.end!.toISOString()).toBe('2026-12-03T09:00:00.000Z');
    expect(registration!.summary).toBe('التسجيل');
    expect(registration!.datetype).toBe('date');
  });

  it('declares the time zone, a stamp in UTC and all-day ends the day after', () => {
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Africa/Khartoum');
    expect(text).toContain('DTSTART;TZID=Africa/Khartoum:20261203T093000');
    expect(text).toContain('DTSTAMP:20261123T080000Z');
    expect(text).toContain('DTSTART;VALUE=DATE:20240801');
    expect(text).toContain('DTEND;VALUE=DATE:20240816');
  });

  it('ends an event of several days on its last day, its length after the start time', () => {
    expect(text).toContain(
      'DTSTART;TZID=Africa/Khartoum:20270120T090000\r\nDTEND;TZID=Africa/Khartoum:20270121T170000',
    );
  });

  it('downloads with the calendar type and a file name in any language', () => {
    const headers = new Headers(icsHeaders('التقويم الأكاديمي 2024-2025.ics'));
    expect(headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(headers.get('content-disposition')).toContain('attachment; filename="');
    expect(headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('التقويم الأكاديمي 2024-2025.ics')}`,
    );
  });
});
