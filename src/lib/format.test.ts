import { describe, expect, it } from 'vitest';
import { dateBadge, formatDate, formatDayOf, formatTime } from './format';

describe('dates and times', () => {
  it('writes Arabic dates with Western digits and Arabic month names', () => {
    const text = formatDate('ar', '2026-12-05');
    expect(text).toContain('2026');
    expect(text).toContain('5');
    expect(text).toMatch(/ديسمبر/);
    expect(text).not.toMatch(/[٠-٩]/);
  });

  it('writes English dates in the English way', () => {
    expect(formatDate('en', '2026-12-05')).toBe('5 December 2026');
  });

  it('writes times in twelve-hour form in both languages without Arabic-Indic digits', () => {
    expect(formatTime('en', '14:30')).toMatch(/^2:30\s?pm$/i);
    const arabic = formatTime('ar', '09:00');
    expect(arabic).toMatch(/^9:00/);
    expect(arabic).not.toMatch(/[٠-٩]/);
  });

  it('gives the day of a moment as Khartoum counts it (UTC+2), in both languages', () => {
    expect(formatDayOf('en', '2026-12-05T21:30:00.000Z')).toBe('5 December 2026');
    expect(formatDayOf('en', '2026-12-05T22:30:00.000Z')).toBe('6 December 2026');
    const arabic = formatDayOf('ar', '2026-12-05T10:00:00.000Z');
    expect(arabic).toMatch(/ديسمبر/);
    expect(arabic).not.toMatch(/[٠-٩]/);
  });

  it('splits a date into a day and a short month for badges', () => {
    expect(dateBadge('en', '2027-01-15')).toEqual({ day: '15', month: 'Jan' });
  });
});
