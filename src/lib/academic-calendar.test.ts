import { describe, expect, it } from 'vitest';
import {
  academicYearDraftSchema,
  academicYearOfDay,
  defaultCalendarYear,
  isAcademicYear,
  missingYearFields,
  newAcademicYearSchema,
  shiftDay,
  shiftedDraft,
  yearView,
  type AcademicYearDraft,
} from './academic-calendar';

const draft: AcademicYearDraft = {
  semesters: [
    {
      type: 'regular',
      nameAr: 'الفصل الأول',
      nameEn: 'First Semester',
      dates: [
        {
          start: '2027-08-01',
          end: '2027-08-15',
          eventAr: 'التسجيل',
          eventEn: 'Registration',
          notesAr: '',
          notesEn: '',
        },
        {
          start: '2028-02-29',
          end: '',
          eventAr: 'الامتحانات',
          eventEn: 'Examinations',
          notesAr: 'ملاحظة',
          notesEn: 'Note',
        },
      ],
    },
  ],
};

describe('the academic year on show', () => {
  it('is the year containing the day, from 1 August to 31 July', () => {
    expect(academicYearOfDay('2026-11-24')).toBe('2026-2027');
    expect(academicYearOfDay('2026-08-01')).toBe('2026-2027');
    expect(academicYearOfDay('2026-07-31')).toBe('2025-2026');
    expect(academicYearOfDay('2024-03-01')).toBe('2023-2024');
  });

  it("opens on today's year when it is published, else on the latest published one", () => {
    const spec = ['2023-2024', '2024-2025', '2025-2026'];
    expect(defaultCalendarYear(spec, '2026-11-24')).toBe('2025-2026');
    expect(defaultCalendarYear([...spec, '2026-2027'], '2026-11-24')).toBe('2026-2027');
    expect(defaultCalendarYear(spec, '2024-03-01')).toBe('2023-2024');
    // Unordered input, and a published year ahead of today's.
    expect(defaultCalendarYear(['2027-2028', '2023-2024'], '2026-11-24')).toBe('2027-2028');
    expect(defaultCalendarYear([], '2026-11-24')).toBeNull();
  });
});

describe('academic year labels', () => {
  it('accepts two consecutive years only', () => {
    expect(isAcademicYear('2026-2027')).toBe(true);
    for (const label of ['2026-2028', '2026/2027', '26-27', '2026-2027 ', '1999-2000', 'x']) {
      expect(isAcademicYear(label), label).toBe(false);
    }
    expect(newAcademicYearSchema.safeParse({ year: '2027-2029', copyFrom: '' }).success).toBe(
      false,
    );
    expect(
      newAcademicYearSchema.safeParse({ year: ' 2027-2028 ', copyFrom: '2026-2027' }).data,
    ).toEqual({
      year: '2027-2028',
      copyFrom: '2026-2027',
    });
  });
});

describe('a year as the desk saves it', () => {
  it('refuses a last day before the first, an impossible date and unknown fields', () => {
    const broken = structuredClone(draft);
    broken.semesters[0]!.dates[0]!.end = '2027-07-01';
    const result = academicYearDraftSchema.safeParse(broken);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['semesters.0.dates.0.end', 'calendarEndBeforeStart'],
    ]);
    const impossible = structuredClone(draft);
    impossible.semesters[0]!.dates[0]!.start = '2027-02-30';
    expect(academicYearDraftSchema.safeParse(impossible).success).toBe(false);
    expect(academicYearDraftSchema.safeParse({ ...draft, extra: 1 }).success).toBe(false);
    expect(
      academicYearDraftSchema.safeParse({ semesters: [{ ...draft.semesters[0], type: 'winter' }] })
        .success,
    ).toBe(false);
  });

  it('folds a name to one line', () => {
    const spaced = structuredClone(draft);
    spaced.semesters[0]!.nameEn = '  First\n Semester ';
    expect(academicYearDraftSchema.parse(spaced).semesters[0]!.nameEn).toBe('First Semester');
  });

  it('names what publishing still needs, by path', () => {
    expect(missingYearFields(draft)).toEqual({});
    expect(missingYearFields({ semesters: [] })).toEqual({ semesters: 'calendarNoSemester' });
    const partial = structuredClone(draft);
    partial.semesters[0]!.nameAr = ' ';
    partial.semesters[0]!.dates[1]!.eventEn = '';
    partial.semesters.push({ type: 'summer', nameAr: 'صيفي', nameEn: 'Summer', dates: [] });
    expect(missingYearFields(partial)).toEqual({
      'semesters.0.nameAr': 'requiredToPublish',
      'semesters.0.dates.1.eventEn': 'requiredToPublish',
      'semesters.1.dates': 'calendarNoDate',
    });
  });
});

describe('a new year from another', () => {
  it('moves every date on by the years between them (29 February to the 28th)', () => {
    expect(shiftDay('2027-08-01', 1)).toBe('2028-08-01');
    expect(shiftDay('2028-02-29', 1)).toBe('2029-02-28');
    expect(shiftDay('2028-02-29', 4)).toBe('2032-02-29');
    const next = shiftedDraft(draft, 1);
    expect(next.semesters[0]!.dates.map((date) => [date.start, date.end])).toEqual([
      ['2028-08-01', '2028-08-15'],
      ['2029-02-28', ''],
    ]);
    expect(draft.semesters[0]!.dates[0]!.start).toBe('2027-08-01');
  });
});

describe('a year in one language', () => {
  it('keeps its order and gives each semester an id within the year', () => {
    expect(yearView('2027-2028', draft, 'ar')).toEqual({
      year: '2027-2028',
      semesters: [
        {
          id: '2027-2028-1',
          name: 'الفصل الأول',
          type: 'regular',
          events: [
            { event: 'التسجيل', start: '2027-08-01', end: '2027-08-15', notes: '' },
            { event: 'الامتحانات', start: '2028-02-29', notes: 'ملاحظة' },
          ],
        },
      ],
    });
  });
});
