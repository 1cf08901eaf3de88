/**
 * The text of a PDF as a reader gets it, for tests. A PDF draws Arabic in visual order (right
 * to left), mostly as presentation forms (ﻼ for لا). pdf.js (through unpdf) returns each run of
 * glyphs in drawing order, but reverses on its own the runs it takes for right-to-left (those
 * with plain Arabic letters), so a line mixes both orders. Here every run goes back to drawing
 * order, the Unicode bidirectional algorithm (bidi-js) puts each right-to-left line in reading
 * order, and NFKC turns presentation forms into letters.
 */
import bidiFactory from 'bidi-js';
import { getDocumentProxy } from 'unpdf';

const bidi = bidiFactory();
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;

/** A line drawn right to left, back in reading order. */
function readingOrder(line: string): string {
  if (!RTL.test(line)) return line;
  const levels = bidi.getEmbeddingLevels(line, 'rtl');
  const chars = line.split('');
  // A right-to-left run draws mirrored glyphs: « is drawn as ».
  for (const [index, mirrored] of bidi.getMirroredCharactersMap(line, levels.levels)) {
    chars[index] = mirrored;
  }
  // Reordering is its own inverse for the levels of a line (text at 1, numbers and Latin at 2).
  for (const [start, end] of bidi.getReorderSegments(line, levels) as [number, number][]) {
    const reversed = chars.slice(start, end + 1).reverse();
    chars.splice(start, reversed.length, ...reversed);
  }
  return chars.join('');
}

/**
 * NFKC (presentation forms become letters), except that a stacked mark's form (ﱠ, shadda with
 * fatha) becomes its marks without the space NFKC puts before them.
 */
function letters(line: string): string {
  return line
    .replace(/[\uFC5E-\uFC63\uFE70-\uFE7F]/g, (mark) => mark.normalize('NFKC').trim())
    .normalize('NFKC');
}

export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const document = await getDocumentProxy(new Uint8Array(bytes));
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    let line = '';
    let previous: [number, number] | null = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      // Runs drawn apart on one line (table cells) are separate words.
      const [, , , height, x] = item.transform as number[];
      const span: [number, number] = [x!, x! + item.width];
      const gap = previous ? Math.max(span[0] - previous[1], previous[0] - span[1]) : 0;
      if (gap > Math.abs(height!) * 0.25 && line && !/\s$/.test(line)) line += ' ';
      line += item.dir === 'rtl' ? [...item.str].reverse().join('') : item.str;
      previous = span;
      if (item.hasEOL) {
        lines.push(line);
        line = '';
        previous = null;
      }
    }
    if (line) lines.push(line);
  }
  return {
    pages: document.numPages,
    text: lines.map((line) => letters(readingOrder(line))).join('\n'),
  };
}

/**
 * Text for comparing a PDF with the content: runs of white space as one space; no space before
 * an Arabic mark (pdf.js reads the gap before a separately drawn tanween or shadda as a space)
 * and none after a hyphen that ended a line ("e-\nmail").
 */
export function squash(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/-\n/g, '-')
    .replace(/\s+([\u064B-\u065F\u0670])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}
