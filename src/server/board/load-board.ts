import 'server-only';
import { describeError } from '@/server/db/errors';
import { readPublished } from '@/server/publishing/read-published';
import { listBoardMembers, type BoardMember } from './list-board-members';

/** The published board, or the board last read when the database fails (read-published.ts). */
function readBoard(): Promise<BoardMember[]> {
  return readPublished('board', (db) => listBoardMembers(db));
}

/** What the board page shows: the rows read, or the error state (spec 001 section 4). */
export type BoardState = { status: 'loaded'; members: BoardMember[] } | { status: 'error' };

/**
 * Reads the board for the page. Never throws: when the database fails the page shows the board
 * as last read, and with none read yet the failure is logged on the server (spec 001 section 8)
 * and becomes the error state, so the rest of the page, the layout and every other page keep
 * working.
 */
export async function loadBoard(
  read: () => Promise<BoardMember[]> = readBoard,
): Promise<BoardState> {
  try {
    return { status: 'loaded', members: await read() };
  } catch (error) {
    console.error(`[board] could not load the board of trustees: ${describeError(error)}`);
    return { status: 'error' };
  }
}

/** The board when it was read in time, or the read still under way. */
export type TimedBoard = { state: BoardState } | { pending: Promise<BoardState> };

/**
 * Starts reading the board and waits at most `budgetMs` for it. The page renders the board
 * inline when it is ready in time (complete HTML, readable without JavaScript) and otherwise
 * shows the loading state and streams the board in when the read ends.
 */
export async function loadBoardWithin(
  budgetMs: number,
  read?: () => Promise<BoardMember[]>,
): Promise<TimedBoard> {
  const pending = loadBoard(read);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), budgetMs);
  });
  try {
    const first = await Promise.race([pending, late]);
    return first === 'late' ? { pending } : { state: first };
  } finally {
    clearTimeout(timer);
  }
}
