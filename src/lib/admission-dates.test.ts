import { describe, expect, it } from 'vitest';
import { hijriOf, medicineWindow, nextIntake, type FirstSemester } from './admission-dates';

describe('hijriOf', () => {
  it('reads Umm al-Qura dates', () => {
    expect(hijriOf(new Date('2026-12-10T00:00:00Z'))).toEqual({ year: 1448, month: 7, day: 1 });
    expect(hijriOf(new Date('2027-01-23T00:00:00Z'))).toEqual({ year: 1448, month: 8, day: 15 });
  });
});

describe('medicineWindow', () => {
  it('is the coming window before 1 Rajab', () => {
    expect(medicineWindow(new Date('2026-11-24T09:00:00Z'))).toEqual({
      start: '2026-12-10',
      end: '2027-01-23',
      hijriYear: 1448,
      open: false,
    });
  });

  it('is open from 1 Rajab to 15 Shaban, both included', () => {
    expect(medicineWindow(new Date('2026-12-10T00:00:00Z')).open).toBe(true);
    expect(medicineWindow(new Date('2027-01-23T23:00:00Z'))).toMatchObject({
      start: '2026-12-10',
      open: true,
    });
  });

  it("moves to next year's window the day after it closes", () => {
    expect(medicineWindow(new Date('2027-01-24T00:00:00Z'))).toMatchObject({
      start: '2027-11-29',
      hijriYear: 1449,
      open: false,
    });
  });
});

describe('nextIntake', () => {
  const semesters: FirstSemester[] = [
    { year: '2025-2026', registrationStart: '2025-08-01', classesStart: '2025-09-15' },
    { year: '2026-2027', registrationStart: '2026-08-01', classesStart: '2026-09-15' },
  ];

  it('is the published first semester whose classes have not started', () => {
    expect(nextIntake(new Date('2026-05-01T00:00:00Z'), semesters)).toEqual({
      kind: 'published',
      semester: semesters[1],
    });
  });

  it('after the last published one, is the next year in the same month', () => {
    expect(nextIntake(new Date('2026-11-24T00:00:00Z'), semesters)).toEqual({
      kind: 'expected',
      year: '2027-2028',
      month: '2027-09',
    });
    expect(nextIntake(new Date('2027-10-01T00:00:00Z'), semesters)).toEqual({
      kind: 'expected',
      year: '2028-2029',
      month: '2028-09',
    });
  });
});
