import { describe, expect, it } from 'vitest';
import { boardContentSchema, boardDutyIds } from './board-schema';
import { bilingualBoardEntries, getBoardContent } from './board';
import { board as arBoard } from './ar/pages/about/board';

describe('board page content', () => {
  it('lists the eight duties of the specification in both languages', () => {
    for (const locale of ['ar', 'en'] as const) {
      expect(getBoardContent(locale).duties.map((duty) => duty.id)).toEqual([...boardDutyIds]);
    }
  });

  it('has the chairman and vice-chairman titles of the specification as the static leadership', () => {
    expect(getBoardContent('ar').leadership.map((entry) => entry.position)).toEqual([
      'رئيس مجلس الأمناء',
      'نائب رئيس مجلس الأمناء',
    ]);
    expect(getBoardContent('en').leadership.map((entry) => entry.position)).toEqual([
      'Chairman of the Board of Trustees',
      'Vice-Chairman of the Board of Trustees',
    ]);
  });

  it('pairs every person across the two languages', () => {
    const entries = bilingualBoardEntries();
    expect(entries.length).toBe(
      getBoardContent('ar').leadership.length + getBoardContent('ar').members.length,
    );
    for (const entry of entries) {
      expect(entry.name.ar).not.toBe(entry.name.en);
      expect(entry.name.en).toMatch(/^[\x20-\x7E]+$/);
      expect(entry.name.ar).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it('rejects a member list with a leadership role, or a missing duty', () => {
    const withChairmanAsMember = {
      ...arBoard,
      members: [{ ...arBoard.members[0]!, role: 'chairman' }],
    };
    expect(boardContentSchema.safeParse(withChairmanAsMember).success).toBe(false);
    expect(
      boardContentSchema.safeParse({ ...arBoard, duties: arBoard.duties.slice(1) }).success,
    ).toBe(false);
  });
});
