import { describe, expect, it } from 'vitest';
import type { BoardRole } from '@/server/db/schema';
import { leadershipRole, roleFromPosition, splitBoard } from './split-board';

function member(id: number, ar: string, en: string, role: BoardRole = 'member') {
  return { id, role, position: { ar, en } };
}

describe('roleFromPosition', () => {
  it.each([
    ['رئيس مجلس الأمناء', 'chairman'],
    ['رئيس مجلس الامناء', 'chairman'],
    ['رئيسة مجلس أمناء الكلية', 'chairman'],
    ['رئيس المجلس', 'chairman'],
    ['نائب رئيس مجلس الأمناء', 'vice_chairman'],
    ['نائبة رئيس مجلس الأمناء', 'vice_chairman'],
    ['Chairman of the Board of Trustees', 'chairman'],
    ['Chairwoman of the Board', 'chairman'],
    ['Chair', 'chairman'],
    ['Vice-Chairman of the Board of Trustees', 'vice_chairman'],
    ['Vice Chair of the Board', 'vice_chairman'],
    ['Deputy Chairman', 'vice_chairman'],
  ] as const)('%s → %s', (position, role) => {
    expect(roleFromPosition(position)).toBe(role);
  });

  it.each([
    'رئيس اللجنة المالية',
    'أمين المال ورئيس اللجنة المالية',
    'رئيس مجلس الطلاب',
    'أمينة سر المجلس',
    'عضو',
    'Treasurer and Chair of the Finance Committee',
    'Chairman of the Audit Committee',
    'Secretary of the Board',
    'Member, legal adviser to the board',
  ])('%s is an ordinary member', (position) => {
    expect(roleFromPosition(position)).toBe('member');
  });
});

describe('splitBoard', () => {
  it('puts the chairman and vice-chairman in the leadership by their role, whatever the wording', () => {
    const rows = [
      member(1, 'عضو', 'Member'),
      member(2, 'الرئيس', 'President', 'chairman'),
      member(3, 'النائب', 'Deputy', 'vice_chairman'),
    ];
    const split = splitBoard(rows);
    expect(split.leadership.map((row) => row.id)).toEqual([2, 3]);
    expect(split.members.map((row) => row.id)).toEqual([1]);
  });

  it('follows the spec rule on the position text in Arabic only, English only, or both', () => {
    const rows = [
      member(1, 'نائب رئيس مجلس الأمناء', 'Board officer'),
      member(2, 'عضو', 'Member'),
      member(3, 'مسؤول', 'Chairman of the Board of Trustees'),
      member(4, 'رئيس اللجنة المالية', 'Chair of the Finance Committee'),
      member(5, 'رئيس مجلس الأمناء', 'Chairman of the Board of Trustees'),
    ];
    const split = splitBoard(rows);
    // Read order (created_at ascending) is kept in both halves.
    expect(split.leadership.map((row) => row.id)).toEqual([1, 3, 5]);
    expect(split.members.map((row) => row.id)).toEqual([2, 4]);
    expect(leadershipRole(rows[0]!)).toBe('vice_chairman');
    expect(leadershipRole(rows[2]!)).toBe('chairman');
  });

  it('returns two empty halves for an empty board', () => {
    expect(splitBoard([])).toEqual({ leadership: [], members: [] });
  });
});
