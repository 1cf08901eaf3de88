/**
 * Each of the site's PDFs is drawn once (issue #42, item 2): drawing one takes a second or more
 * of the server's processor, and a receipt or a letter never changes once issued (its words are
 * a function of the application, the language and the site's configuration). The PDFs are kept
 * in the server's memory, the most recently asked for first, at most MAX_PDFS of them (about
 * 60 KB each), keyed by what they are (`receipt:<id>`) and a digest of their words, so a changed
 * configuration draws them again; requests for a PDF being drawn wait for that drawing instead
 * of starting another. Drawings take turns (PDF_DRAWINGS_AT_ONCE), and each is drawn a part at a
 * time with the server free to answer others between two parts (`pdf-writer.ts`), so many first
 * PDFs at once slow no visitor's page by more than one part (a paragraph: 10-50 ms). Nothing of
 * it is written to disk.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import { PDF_DRAWINGS_AT_ONCE } from '../rate-limit/limits';

export const MAX_PDFS = 64;

const drawn = new Map<string, Promise<Buffer>>();

/** The drawings waiting for their turn, and how many are under way. */
const waiting: (() => void)[] = [];
let drawing = 0;

/** Draws in its turn; between two drawings the server answers what else came. */
async function drawInTurn(draw: () => Promise<Buffer>): Promise<Buffer> {
  // A finished drawing hands its turn straight to the next in line.
  if (drawing >= PDF_DRAWINGS_AT_ONCE) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    drawing++;
  }
  try {
    await new Promise((resolve) => setImmediate(resolve));
    return await draw();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else drawing--;
  }
}

/** The PDF `draw` makes of `text`, drawn once per `key` and text. */
export function pdfOnce<T>(
  key: string,
  text: T,
  draw: (text: T) => Promise<Buffer>,
): Promise<Buffer> {
  const digest = createHash('sha256').update(JSON.stringify(text)).digest('base64url');
  const entry = `${key}:${digest}`;
  const kept = drawn.get(entry);
  if (kept) {
    // The most recently used last: the first key is the one to drop.
    drawn.delete(entry);
    drawn.set(entry, kept);
    return kept;
  }
  const pdf = drawInTurn(() => draw(text));
  drawn.set(entry, pdf);
  pdf.catch(() => drawn.delete(entry));
  while (drawn.size > MAX_PDFS) drawn.delete(drawn.keys().next().value!);
  return pdf;
}
