import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getAcademicCalendar, getStaffDirectory } from './calendar';

describe('academic calendar page words', () => {
  it('has the three general notes in both languages', () => {
    expect(getAcademicCalendar('ar').generalNotes).toHaveLength(3);
    expect(getAcademicCalendar('en').generalNotes).toHaveLength(3);
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
