/**
 * The site's PDFs (the receipt, the admission letter) drawn on the server with PDFKit and the
 * site's typeface (IBM Plex Sans Arabic, the @fontsource files the site serves: one per script,
 * each piece of a line drawn in the one that holds its characters).
 *
 * PDFKit shapes Arabic (joining, lam-alef) through fontkit, but lays a line out word by word from
 * left to right and knows nothing of the Unicode bidirectional algorithm. So each line is put in
 * drawing order here (`visualRuns`, the share images' helper too), and each right-to-left run is
 * drawn word by word from its end, so a reference number or a file name inside an Arabic
 * sentence reads as it would in a browser.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { withoutBidiControls } from '@/lib/bidi';
import { visualRuns, type Direction } from '@/lib/visual-runs';

/** A labelled line of a document; `ltr` for values written left to right in any language. */
export interface PdfRow {
  label: string;
  value: string;
  ltr?: boolean;
}

const FONT_DIR = path.join(process.cwd(), 'node_modules/@fontsource/ibm-plex-sans-arabic');
const ARABIC_WORD = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+|./gsu;

export const PAGE = { width: 595.28, height: 841.89, margin: 56 };
export const INK = '#1e293b';
export const BRAND = '#0f766e';
export const MUTED = '#475569';

type Weight = 'regular' | 'bold';
/** The font's parts, one per script as @fontsource splits it (the same files the site serves). */
const SCRIPTS = ['arabic', 'latin', 'latin-ext', 'cyrillic-ext'] as const;
type Script = (typeof SCRIPTS)[number];
const WEIGHTS = { regular: 400, bold: 700 } as const;

let fonts:
  | { files: Record<`${Weight}-${Script}`, fontkit.Font>; ranges: [Script, number, number][] }
  | undefined;
/**
 * The font's files, parsed, and the characters each holds (the package's unicode.json): read
 * and parsed once per process. PDFKit takes a parsed font as it takes a file, and would
 * otherwise unpack and parse each WOFF file again for every receipt (issue #42, item 2); a
 * font keeps its glyphs and layouts between receipts, and each document embeds its own subset.
 */
function fontParts(): NonNullable<typeof fonts> {
  if (fonts) return fonts;
  const unicode = JSON.parse(readFileSync(path.join(FONT_DIR, 'unicode.json'), 'utf8')) as Record<
    Script,
    string
  >;
  const ranges = SCRIPTS.flatMap((script) =>
    unicode[script].split(',').map((range): [Script, number, number] => {
      const [first, last = first] = range.replace(/U\+/g, '').split('-') as [string, string?];
      return [script, parseInt(first, 16), parseInt(last, 16)];
    }),
  );
  const files = Object.fromEntries(
    (Object.keys(WEIGHTS) as Weight[]).flatMap((weight) =>
      SCRIPTS.map((script) => [
        `${weight}-${script}`,
        // One font per file (a collection only for .ttc files).
        fontkit.create(
          readFileSync(
            path.join(
              FONT_DIR,
              'files',
              `ibm-plex-sans-arabic-${script}-${WEIGHTS[weight]}-normal.woff`,
            ),
          ),
        ) as fontkit.Font,
      ]),
    ),
  ) as Record<`${Weight}-${Script}`, fontkit.Font>;
  fonts = { files, ranges };
  return fonts;
}

/** Lets the server answer what else has come in, between two parts of a drawing. */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

let fontsReady: Promise<void> | undefined;
/**
 * The fonts made ready one per turn: a font unpacks its tables (the character map, Arabic's
 * joining and spacing rules) the first time it lays text out, some 100 ms for all of them.
 */
export function fontsInTurns(): Promise<void> {
  fontsReady ??= (async () => {
    for (const font of Object.values(fontParts().files)) {
      font.layout('سلام Aa 1');
      await nextTurn();
    }
  })();
  return fontsReady;
}

/**
 * A piece of text cut where its font part changes (an Arabic word, then Latin punctuation…):
 * the first part, in SCRIPTS' order, that holds each character; Latin for one no part holds.
 */
function byScript(text: string): { script: Script; text: string }[] {
  const { ranges } = fontParts();
  const segments: { script: Script; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const script = ranges.find(([, first, last]) => code >= first && code <= last)?.[0] ?? 'latin';
    const last = segments.at(-1);
    if (last?.script === script) last.text += char;
    else segments.push({ script, text: char });
  }
  return segments;
}

/** A line's pieces in drawing order (left to right), each drawn on its own by PDFKit. */
export function drawingOrder(text: string, direction: Direction): string[] {
  // PDFKit shapes and orders the letters of one Arabic word itself: a right-to-left run is
  // drawn word by word from its end, a left-to-right one word by word.
  return visualRuns(text, direction).flatMap((run) =>
    run.rtl
      ? (run.text.match(ARABIC_WORD) ?? []).reverse()
      : run.text.split(/(\s+)/).filter(Boolean),
  );
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  y = PAGE.margin;
  private readonly direction: Direction;
  private weight: Weight = 'regular';

  constructor(locale: 'ar' | 'en') {
    this.direction = locale === 'ar' ? 'rtl' : 'ltr';
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      lang: locale,
      info: { Title: '', Author: '' },
    });
    for (const [name, font] of Object.entries(fontParts().files)) {
      // PDFKit's types name files only; its PDFFontFactory.open takes a parsed font as well.
      this.doc.registerFont(name, font as unknown as Buffer);
    }
  }

  /** The width of `text` at the current size, each part in its font. */
  private width(text: string): number {
    return byScript(text).reduce(
      (sum, segment) =>
        sum + this.doc.font(`${this.weight}-${segment.script}`).widthOfString(segment.text),
      0,
    );
  }

  /** Draws `text` from (x, y), each part in its font. */
  private draw(text: string, x: number) {
    let cursor = x;
    for (const segment of byScript(text)) {
      this.doc.font(`${this.weight}-${segment.script}`);
      this.doc.text(segment.text, cursor, this.y, { lineBreak: false });
      cursor += this.doc.widthOfString(segment.text);
    }
  }

  /** Splits `text` into lines of at most `width` points, in reading order. */
  private wrap(text: string, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.width(candidate) > width) {
        lines.push(line);
        line = word;
      } else line = candidate;
    }
    if (line) lines.push(line);
    return lines;
  }

  /**
   * One line drawn in the column [x, x + width]: ordered as `direction` says, aligned to the
   * page's reading start (the right in Arabic, even for a left-to-right value).
   */
  private line(text: string, x: number, width: number, direction: Direction) {
    const pieces = drawingOrder(text, direction);
    const widths = pieces.map((piece) => this.width(piece));
    const total = widths.reduce((sum, each) => sum + each, 0);
    let cursor = this.direction === 'rtl' ? x + width - total : x;
    // The line's text in reading order for copying, searching and screen readers (ActualText).
    this.doc.markContent('Span', { actual: withoutBidiControls(text) });
    pieces.forEach((piece, index) => {
      if (piece.trim() !== '') this.draw(piece, cursor);
      cursor += widths[index]!;
    });
    this.doc.endMarkedContent();
  }

  /** A paragraph in the column [x, x + width]; returns its height. */
  paragraph(
    text: string,
    {
      x = PAGE.margin,
      width = PAGE.width - 2 * PAGE.margin,
      size = 10.5,
      font = 'regular',
      color = INK,
      direction = this.direction,
      advance = true,
    }: {
      x?: number;
      width?: number;
      size?: number;
      font?: Weight;
      color?: string;
      direction?: Direction;
      advance?: boolean;
    } = {},
  ): number {
    this.weight = font;
    this.doc.fontSize(size).fillColor(color);
    const lineHeight = size * 1.6;
    const top = this.y;
    for (const line of this.wrap(text, width)) {
      this.line(line, x, width, direction);
      this.y += lineHeight;
    }
    const height = this.y - top;
    if (!advance) this.y = top;
    return height;
  }

  /** A label and its value side by side: the label at the reading start. */
  row(row: PdfRow) {
    const labelWidth = 150;
    const gap = 12;
    const full = PAGE.width - 2 * PAGE.margin;
    const rtl = this.direction === 'rtl';
    const labelX = rtl ? PAGE.width - PAGE.margin - labelWidth : PAGE.margin;
    const valueX = rtl ? PAGE.margin : PAGE.margin + labelWidth + gap;
    const labelHeight = this.paragraph(row.label, {
      x: labelX,
      width: labelWidth,
      font: 'bold',
      color: MUTED,
      advance: false,
    });
    const valueHeight = this.paragraph(row.value, {
      x: valueX,
      width: full - labelWidth - gap,
      // A left-to-right value (an address, a number) keeps its own order, at the reading start.
      direction: row.ltr ? 'ltr' : this.direction,
      advance: false,
    });
    this.y += Math.max(labelHeight, valueHeight) + 2;
  }

  rule() {
    this.y += 4;
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.75)
      .strokeColor('#cbd5e1')
      .stroke();
    this.y += 10;
  }

  heading(text: string) {
    this.y += 4;
    this.paragraph(text, { size: 13, font: 'bold', color: BRAND });
  }
}

/** The bytes of `doc` once it ends. */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}

/** Draws `parts` one per turn, with the server free to answer others between two, then ends. */
export async function drawInTurns(doc: PDFKit.PDFDocument, parts: (() => void)[]): Promise<void> {
  for (const part of parts) {
    part();
    await nextTurn();
  }
  doc.end();
}
