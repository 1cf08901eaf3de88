import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAcademicCalendar, getStaffDirectory } from './calendar';
import { academicYearOf, academicYears } from './calendar-schema';

describe('academic calendar content', () => {
  it('has the same semesters, types and dates in both languages', () => {
    const ar = getAcademicCalendar('ar');
    const en = getAcademicCalendar('en');
    for (const year of academicYears) {
      const strip = (semesters: (typeof ar.years)[typeof year]) =>
        semesters.map((s) => ({
          id: s.id,
          type: s.type,
          events: s.events.map((e) => [e.start, e.end]),
        }));
      expect(strip(ar.years[year]), year).toEqual(strip(en.years[year]));
    }
  });

  it('holds the seed semesters of the specification for 2024-2025', () => {
    const events = getAcademicCalendar('en').years['2024-2025'].map((s) => [
      s.type,
      s.events.map((e) => [e.event, e.start, e.end ?? null]),
    ]);
    expect(events).toEqual([
      [
        'regular',
        [
          ['Registration', '2024-08-01', '2024-08-15'],
          ['Classes', '2024-09-15', '2024-12-30'],
        ],
      ],
      [
        'second',
        [
          ['Registration', '2025-02-01', '2025-02-05'],
          ['Classes', '2025-02-06', '2025-05-20'],
        ],
      ],
      [
        'summer',
        [
          ['Registration', '2025-06-20', '2025-06-25'],
          ['Classes begin', '2025-07-01', null],
        ],
      ],
    ]);
  });
});

describe('staff directory content', () => {
  it('has the same eight people in both languages, across the six departments', () => {
    const ar = getStaffDirectory('ar');
    const en = getStaffDirectory('en');
    const key = (m: (typeof ar.members)[number]) => [m.id, m.department, m.email, m.phone, m.image];
    expect(ar.members.map(key)).toEqual(en.members.map(key));
    expect(new Set(en.members.map((m) => m.department))).toEqual(
      new Set(['administration', 'medicine', 'nursing', 'labs', 'law', 'it']),
    );
    for (const member of en.members) {
      expect(existsSync(path.join('public', member.image)), member.image).toBe(true);
    }
  });

  it('labels the chips as the specification names them', () => {
    expect(Object.values(getStaffDirectory('en').departments)).toEqual([
      'College Administration',
      'Faculty of Medicine',
      'Faculty of Nursing',
      'Faculty of Medical Labs',
      'Faculty of Law',
      'Faculty of IT',
    ]);
  });
});

describe('the academic year on show', () => {
  it('is the year containing the date, from 1 August to 31 July', () => {
    expect(academicYearOf(new Date('2026-11-24T12:00:00Z'))).toBe('2026-2027');
    expect(academicYearOf(new Date('2026-08-01T00:00:00Z'))).toBe('2026-2027');
    expect(academicYearOf(new Date('2026-07-31T23:59:59Z'))).toBe('2025-2026');
    expect(academicYearOf(new Date('2024-03-01T00:00:00Z'))).toBe('2023-2024');
  });

  it("is the spec's default when the calendar has no year for the date", () => {
    expect(academicYearOf(new Date('2027-09-01T00:00:00Z'))).toBe('2024-2025');
    expect(academicYearOf(new Date('2020-01-01T00:00:00Z'))).toBe('2024-2025');
  });
});
