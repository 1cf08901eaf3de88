/**
 * The board page's split into leadership and other members (spec 001: "members whose position
 * contains the chairman or vice-chairman title").
 *
 * Leadership is decided on the language-independent `role` column first, and the spec's rule
 * on the position's wording in either language is honoured as well, so a row entered with the
 * default role but titled "Chairman of the Board of Trustees" still leads the page.
 * The wording rule matches the board's titles, not the word "chairman" or "رئيس" alone:
 * "Chair of the Finance Committee" or "رئيس اللجنة المالية" is an ordinary member.
 */
import 'server-only';
import { normalizeForSearch } from '@/lib/normalize';
import type { BoardRole } from '@/server/db/schema';
import type { BoardContent, BoardEntry } from '@content/board-schema';
import type { Locale } from '@/i18n/routing';
import type { BoardMember } from './list-board-members';

// Both patterns run on normalizeForSearch's output, where hamza forms are folded (رئيس → رييس,
// نائب → نايب, الأمناء → الامناء) and taa marbuta is ه (رئيسة → رييسه).
// Arabic: "رئيس مجلس الأمناء", "رئيس مجلس أمناء الكلية", "رئيس المجلس", and the same after
// "نائب" (deputy) for the vice-chairman; "رئيس اللجنة المالية" or "رئيس مجلس الطلاب" is not a board title.
const arabicTitle =
  /(?:^|[\s،,(])(?:(نايبه?)\s+)?رييسه?\s+(?:مجلس\s+(?:ال)?امناء|المجلس)(?=$|[\s،,.؛)])/u;
// English, lower-cased: "chairman/chairwoman/chairperson/chair", alone or "of the board
// (of trustees)", after "vice"/"deputy" for the vice-chairman; "chair of the finance
// committee" is not a board title.
const englishTitle =
  /(?:^|[\s,(])(?:(vice|deputy)[-\s]+)?chair(?:man|woman|person)?(?:\s+of\s+the\s+(?:board|trustees)\b|(?!\s+of\b)(?=$|[\s,.;)]))/u;

/** The role a position's wording gives, in Arabic or English ('member' when it names no board title). */
export function roleFromPosition(position: string): BoardRole {
  const text = normalizeForSearch(position);
  const arabic = arabicTitle.exec(text);
  if (arabic) return arabic[1] ? 'vice_chairman' : 'chairman';
  const english = englishTitle.exec(text);
  if (english) return english[1] ? 'vice_chairman' : 'chairman';
  return 'member';
}

/** The member's place on the board: the stored role, or the one its position's wording gives in either language. */
export function leadershipRole(member: Pick<BoardMember, 'role' | 'position'>): BoardRole {
  if (member.role !== 'member') return member.role;
  const arabic = roleFromPosition(member.position.ar);
  return arabic !== 'member' ? arabic : roleFromPosition(member.position.en);
}

export interface BoardSplit<T> {
  /** Chairman and vice-chairman rows, in the order read. */
  leadership: T[];
  /** Everyone else, in the order read. */
  members: T[];
}

/** Splits the board into leadership and other members, keeping the read order (created_at ascending) in both. */
export function splitBoard<T extends Pick<BoardMember, 'role' | 'position'>>(
  rows: T[],
): BoardSplit<T> {
  const split: BoardSplit<T> = { leadership: [], members: [] };
  for (const row of rows) {
    (leadershipRole(row) === 'member' ? split.members : split.leadership).push(row);
  }
  return split;
}

/** One person as the board's page shows them, in one language. */
export interface ShownBoardPerson {
  key: string;
  name: string;
  position: string;
  bio?: string;
  /** The stored photo address, unchecked (the page keeps only our own origin's). */
  imageUrl: string | null;
}

/**
 * Who the board's page shows, in `locale`: the published rows split into leadership and members;
 * each half falls back on its own on the content's static entries when it has no row (spec 001:
 * "two static leadership entries and a static member list when data is empty"). The page and the
 * site search both read it, so the search finds the people the page shows.
 */
export function shownBoard(
  rows: BoardMember[],
  fallback: Pick<BoardContent, 'leadership' | 'members'>,
  locale: Locale,
): BoardSplit<ShownBoardPerson> {
  const split = splitBoard(rows);
  const fromRow = (member: BoardMember): ShownBoardPerson => ({
    key: `db-${member.id}`,
    name: member.name[locale],
    position: member.position[locale],
    bio: member.bio[locale] ?? undefined,
    imageUrl: member.imageUrl,
  });
  const fromContent = (entry: BoardEntry): ShownBoardPerson => ({
    key: `static-${entry.id}`,
    name: entry.name,
    position: entry.position,
    bio: entry.bio,
    imageUrl: null,
  });
  return {
    leadership:
      split.leadership.length > 0
        ? split.leadership.map(fromRow)
        : fallback.leadership.map(fromContent),
    members:
      split.members.length > 0 ? split.members.map(fromRow) : fallback.members.map(fromContent),
  };
}
