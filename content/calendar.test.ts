import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directoryMemberSchema } from '../src/lib/directory-member';
import { directorySeed } from '../src/server/db/seeds/directory-seed';
import { getAcademicCalendar, getStaffDirectory } from './calendar';

describe('academic calendar page words', () => {
  it('has the three general notes in both languages', () => {
    expect(getAcademicCalendar('ar').generalNotes).toHaveLength(3);
    expect(getAcademicCalendar('en').generalNotes).toHaveLength(3);
  });
});

describe('staff directory content', () => {
  it('seeds eight people with both languages and a drawn portrait, across the six departments', () => {
    expect(directorySeed).toHaveLength(8);
    expect(new Set(directorySeed.map((m) => m.department))).toEqual(
      new Set(['administration', 'medicine', 'nursing', 'labs', 'law', 'it']),
    );
    for (const member of directorySeed) {
      const record = {
        nameAr: member.name.ar,
        nameEn: member.name.en,
        titleAr: member.title.ar,
        titleEn: member.title.en,
        department: member.department,
        email: member.email,
        phone: member.phone,
        imageId: null,
      };
      expect(directoryMemberSchema.safeParse(record).success, member.email).toBe(true);
      expect(existsSync(path.join('public', member.portrait)), member.portrait).toBe(true);
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
