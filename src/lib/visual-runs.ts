/**
 * A line of bidirectional text in drawing order, for the renderers that draw glyphs strictly
 * left to right and know nothing of the Unicode bidirectional algorithm: PDFKit (the
 * application receipt) and Satori (the share images). bidi-js resolves every character's level
 * and mirrors the brackets of right-to-left runs; the runs are then reordered by rule L2, so a
 * Latin run inside Arabic ("IT Support", "RWD-2026-7KQ4ZP", "(SDG)") keeps its own order, as a
 * browser shows it.
 */
import bidiFactory from 'bidi-js';
import { withoutBidiControls } from './bidi';

const bidi = bidiFactory();
/** The marks, embeddings, overrides and isolates: they order the text and are not drawn. */

export type Direction = 'rtl' | 'ltr';

/**
 * A run of one embedding level. `text` is in reading (logical) order, brackets mirrored, the
 * bidirectional controls removed (they have done their work, and have no glyph).
 */
export interface VisualRun {
  text: string;
  /** The run reads right to left (an odd level): its renderer draws it from its end. */
  rtl: boolean;
}

/**
 * The runs of a line, left to right as they are drawn, in a paragraph of `direction`.
 * Concatenating the runs, each right-to-left one reversed, gives the line as it is seen.
 */
export function visualRuns(text: string, direction: Direction): VisualRun[] {
  if (text === '') return [];
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  // bidi-js counts UTF-16 units, so the text is indexed by unit (a surrogate pair's halves
  // share a level and stay together in their run).
  const units = text.split('');
  for (const [index, mirrored] of bidi.getMirroredCharactersMap(text, levels)) {
    units[index] = mirrored;
  }
  const runs: { text: string; level: number }[] = [];
  let start = 0;
  for (let index = 1; index <= units.length; index++) {
    if (index === units.length || levels[index] !== levels[start]) {
      runs.push({ text: units.slice(start, index).join(''), level: levels[start]! });
      start = index;
    }
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every sequence of runs
  // at that level or higher.
  const highest = Math.max(...runs.map((run) => run.level));
  const lowestOdd = Math.min(...runs.map((run) => run.level).filter((level) => level % 2 === 1));
  let order = runs;
  for (let level = highest; level >= lowestOdd; level--) {
    const next: typeof runs = [];
    for (let index = 0; index < order.length;) {
      if (order[index]!.level < level) {
        next.push(order[index]!);
        index++;
        continue;
      }
      let end = index;
      while (end < order.length && order[end]!.level >= level) end++;
      next.push(...order.slice(index, end).reverse());
      index = end;
    }
    order = next;
  }
  return order
    .map((run) => ({ text: withoutBidiControls(run.text), rtl: run.level % 2 === 1 }))
    .filter((run) => run.text !== '');
}
