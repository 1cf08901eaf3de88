/**
 * The receipt as an A4 PDF in the applicant's language, made on the server with PDFKit and the
 * site's typeface (IBM Plex Sans Arabic, whose complete font has the Arabic and Latin letters).
 *
 * PDFKit shapes Arabic (joining, lam-alef) through fontkit, but lays a line out word by word from
 * left to right and knows nothing of the Unicode bidirectional algorithm. So each line is put in
 * drawing order here: bidi-js gives every character its level and the mirrored brackets, runs
 * are reordered (rule L2), and each right-to-left run is drawn word by word from its end, so a
 * reference number or a file name inside an Arabic sentence reads as it would in a browser.
 */
import 'server-only';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import bidiFactory from 'bidi-js';
import PDFDocument from 'pdfkit';
import type { ReceiptRow, ReceiptText } from './receipt-data';

const bidi = bidiFactory();
const FONT_DIR = path.join(process.cwd(), 'node_modules/@ibm/plex-sans-arabic/fonts/complete/woff');
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const ARABIC_WORD = /[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF]+|./gsu;

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const INK = '#1e293b';
const BRAND = '#0f766e';
const MUTED = '#475569';

type Direction = 'rtl' | 'ltr';

let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The two font files, read from the disk once per process. */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, 'IBMPlexSansArabic-Regular.woff')),
    bold: readFileSync(path.join(FONT_DIR, 'IBMPlexSansArabic-Bold.woff')),
  };
  return fonts;
}

/** A line's pieces in drawing order (left to right), each drawn on its own by PDFKit. */
export function drawingOrder(text: string, direction: Direction): string[] {
  if (text === '') return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const levels = embedding.levels;
  const chars = [...text];
  // Index by UTF-16 unit, as bidi-js does: the receipt's texts are all in the BMP.
  for (const [index, mirrored] of bidi.getMirroredCharactersMap(text, levels)) {
    chars[index] = mirrored;
  }
  const runs: { text: string; level: number }[] = [];
  let start = 0;
  for (let index = 1; index <= text.length; index++) {
    if (index === text.length || levels[index] !== levels[start]) {
      runs.push({ text: chars.slice(start, index).join(''), level: levels[start]! });
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
  // The bidirectional controls have done their work: they are not drawn (no glyph).
  return order
    .flatMap((run) =>
      run.level % 2 === 0
        ? run.text.split(/(\s+)/).filter(Boolean)
        : (run.text.match(ARABIC_WORD) ?? []).reverse(),
    )
    .map((piece) => piece.replace(BIDI_CONTROLS, ''))
    .filter(Boolean);
}

class ReceiptWriter {
  readonly doc: PDFKit.PDFDocument;
  y = PAGE.margin;
  private readonly direction: Direction;

  constructor(locale: 'ar' | 'en') {
    this.direction = locale === 'ar' ? 'rtl' : 'ltr';
    this.doc = new PDFDocument({
      size: 'A4',
      margin: PAGE.margin,
      lang: locale,
      info: { Title: '', Author: '' },
    });
    const files = fontFiles();
    this.doc.registerFont('regular', files.regular);
    this.doc.registerFont('bold', files.bold);
  }

  /** Splits `text` into lines of at most `width` points, in reading order. */
  private wrap(text: string, width: number): string[] {
    const lines: string[] = [];
    let line = '';
    for (const word of text.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (line && this.doc.widthOfString(candidate) > width) {
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
    const widths = pieces.map((piece) => this.doc.widthOfString(piece));
    const total = widths.reduce((sum, each) => sum + each, 0);
    let cursor = this.direction === 'rtl' ? x + width - total : x;
    // The line's text in reading order for copying, searching and screen readers (ActualText).
    this.doc.markContent('Span', { actual: text.replace(BIDI_CONTROLS, '') });
    pieces.forEach((piece, index) => {
      if (piece.trim() !== '') this.doc.text(piece, cursor, this.y, { lineBreak: false });
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
      font?: 'regular' | 'bold';
      color?: string;
      direction?: Direction;
      advance?: boolean;
    } = {},
  ): number {
    this.doc.font(font).fontSize(size).fillColor(color);
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
  row(row: ReceiptRow) {
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

/** The receipt's PDF. */
export function receiptPdf(text: ReceiptText): Promise<Buffer> {
  const writer = new ReceiptWriter(text.locale);
  const { doc } = writer;
  doc.info.Title = `${text.title} ${text.reference.value}`;
  doc.info.Author = text.college;
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  writer.paragraph(text.college, { size: 12, font: 'bold', color: BRAND });
  writer.paragraph(text.title, { size: 20, font: 'bold' });
  writer.paragraph(text.issued, { size: 9.5, color: MUTED });
  writer.rule();
  writer.paragraph(text.reference.label, { size: 10.5, font: 'bold', color: MUTED });
  writer.paragraph(text.reference.value, { size: 22, font: 'bold', direction: 'ltr' });
  writer.rule();
  for (const row of text.rows) writer.row(row);
  writer.heading(text.documentsHeading);
  for (const line of text.documents) writer.paragraph(`• ${line}`);
  writer.heading(text.feeHeading);
  for (const row of text.fee) writer.row(row);
  writer.heading(text.office);
  for (const row of text.officeRows) writer.row(row);
  writer.rule();
  writer.paragraph(text.keep, { font: 'bold' });
  writer.paragraph(text.status, { color: MUTED });
  doc.end();
  return done;
}
