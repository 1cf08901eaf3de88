import { describe, expect, it } from 'vitest';
import { collegeDateTimeInput, collegeToday, isCalendarDate } from './college-time';

describe("the college's clock", () => {
  it('is Khartoum’s: two hours ahead of UTC all year', () => {
    expect(collegeToday(new Date('2026-11-29T21:59:00Z'))).toBe('2026-11-29');
    expect(collegeToday(new Date('2026-11-29T22:00:00Z'))).toBe('2026-11-30');
    expect(collegeToday(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
    expect(collegeDateTimeInput(new Date('2026-11-29T22:05:00Z'))).toBe('2026-11-30T00:05');
    expect(collegeDateTimeInput(null)).toBe('');
  });

  it('knows the days that exist, written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-12-31')).toBe(true);
    for (const value of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-2-3', '2026-02-03 ', '']) {
      expect(isCalendarDate(value), value).toBe(false);
    }
  });
});
