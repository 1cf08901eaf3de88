/**
 * The board of trustees page's fixed content in both languages, validated with its Zod schema
 * when first imported (so the build fails on a missing field), plus a check that the Arabic and
 * English files list the same people with the same roles in the same order.
 *
 * Imported by scripts/db-migrate.mjs (through the seed) outside the Next.js bundler: keep the
 * imports relative and type-only where they are types.
 */
import { z } from 'zod';
import type { Locale } from '../src/i18n/routing';
import { board as arBoard } from './ar/pages/about/board';
import { boardContentSchema, type BoardContent, type BoardEntry } from './board-schema';
import { board as enBoard } from './en/pages/about/board';

function parse(value: unknown, where: string): BoardContent {
  const result = boardContentSchema.safeParse(value);
  if (!result.success) {
    throw new Error(`Invalid content in ${where}:\n${z.prettifyError(result.error)}`);
  }
  return result.data;
}

const content: Record<Locale, BoardContent> = {
  ar: parse(arBoard, 'ar/pages/about/board.ts'),
  en: parse(enBoard, 'en/pages/about/board.ts'),
};

/** "id:role" of every entry, in order: must be the same list in both languages. */
function outline(entries: BoardEntry[]): string[] {
  return entries.map((entry) => `${entry.id}:${entry.role}`);
}

for (const part of ['leadership', 'members'] as const) {
  const ar = outline(content.ar[part]).join(', ');
  const en = outline(content.en[part]).join(', ');
  if (ar !== en) {
    throw new Error(
      `content/{ar,en}/pages/about/board.ts: ${part} differ between languages:\n ar: ${ar}\n en: ${en}`,
    );
  }
}

/** The board page's fixed content (duties and static fallback entries) in one language. */
export function getBoardContent(locale: Locale): BoardContent {
  return content[locale];
}

/** One person of the static board in both languages, as the seed stores them. */
export interface BilingualBoardEntry {
  id: string;
  role: BoardEntry['role'];
  name: Record<Locale, string>;
  position: Record<Locale, string>;
  bio: Record<Locale, string | undefined>;
}

/** The static board (leadership first, then members) with both languages side by side. */
export function bilingualBoardEntries(): BilingualBoardEntry[] {
  const ar = [...content.ar.leadership, ...content.ar.members];
  const en = [...content.en.leadership, ...content.en.members];
  return ar.map((entry, i) => {
    const english = en[i]!;
    return {
      id: entry.id,
      role: entry.role,
      name: { ar: entry.name, en: english.name },
      position: { ar: entry.position, en: english.position },
      bio: { ar: entry.bio, en: english.bio },
    };
  });
}
