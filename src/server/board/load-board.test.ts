import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadBoard, loadBoardWithin } from './load-board';
import type { BoardMember } from './list-board-members';

const member: BoardMember = {
  id: 1,
  role: 'chairman',
  name: { ar: 'أ.د. عبد الرحيم محمد الأمين', en: 'Prof. Abdelrahim Mohamed Elamin' },
  position: { ar: 'رئيس مجلس الأمناء', en: 'Chairman of the Board of Trustees' },
  bio: { ar: null, en: null },
  imageUrl: null,
  createdAt: new Date('2024-01-01T00:00:00Z'),
  publishAt: new Date('2024-01-01T00:00:00Z'),
};

const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe('loadBoard', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('turns a failed read into the error state and logs it, without throwing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const state = await loadBoard(() => Promise.reject(new Error('connection reset')));
    expect(state).toEqual({ status: 'error' });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('connection reset'));
  });
});

describe('loadBoardWithin', () => {
  it('gives the board itself when the read ends within the budget (the page renders it inline)', async () => {
    const board = await loadBoardWithin(1_000, () => after(5, [member]));
    expect(board).toEqual({ state: { status: 'loaded', members: [member] } });
  });

  it('gives the read still under way when it is late (the page shows the loading state)', async () => {
    const board = await loadBoardWithin(10, () => after(200, [member]));
    expect('pending' in board).toBe(true);
    if ('pending' in board) {
      await expect(board.pending).resolves.toEqual({ status: 'loaded', members: [member] });
    }
  });
});
