/**
 * Each receipt is drawn once (issue #42, item 2): drawing one takes a second or more of the
 * server's processor, and a receipt never changes once the application is complete (its words
 * are a function of the application, the language and the site's configuration; it is issued
 * at the submission). The PDFs are kept in the server's memory, the most recently asked for
 * first, at most MAX_RECEIPTS of them (about 60 KB each), keyed by the application and a digest
 * of their words, so a changed configuration draws them again; requests for a receipt being
 * drawn wait for that drawing instead of starting another. Drawings of different receipts take
 * turns (RECEIPT_DRAWINGS_AT_ONCE), and each is drawn a part at a time with the server free to
 * answer others between two parts (`receipt-pdf.ts`), so many first receipts at once slow no
 * visitor's page by more than one part (a paragraph: 10-50 ms). Nothing of it is written to disk.
 */
import 'server-only';
import { createHash } from 'node:crypto';
import type { ReceiptText } from './receipt-data';
import { receiptPdf } from './receipt-pdf';
import { RECEIPT_DRAWINGS_AT_ONCE } from '../../rate-limit/limits';

export const MAX_RECEIPTS = 64;

const drawn = new Map<string, Promise<Buffer>>();

/** The drawings waiting for their turn, and how many are under way. */
const waiting: (() => void)[] = [];
let drawing = 0;

/** Draws `text` in its turn; between two drawings the server answers what else came. */
async function drawInTurn(text: ReceiptText): Promise<Buffer> {
  // A finished drawing hands its turn straight to the next in line.
  if (drawing >= RECEIPT_DRAWINGS_AT_ONCE) {
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    drawing++;
  }
  try {
    await new Promise((resolve) => setImmediate(resolve));
    return await receiptPdf(text);
  } finally {
    const next = waiting.shift();
    if (next) next();
    else drawing--;
  }
}

/** The receipt's PDF, drawn once per application and text. */
export function receiptPdfOnce(applicationId: string, text: ReceiptText): Promise<Buffer> {
  const digest = createHash('sha256').update(JSON.stringify(text)).digest('base64url');
  const key = `${applicationId}:${digest}`;
  const kept = drawn.get(key);
  if (kept) {
    // The most recently used last: the first key is the one to drop.
    drawn.delete(key);
    drawn.set(key, kept);
    return kept;
  }
  const pdf = drawInTurn(text);
  drawn.set(key, pdf);
  pdf.catch(() => drawn.delete(key));
  while (drawn.size > MAX_RECEIPTS) drawn.delete(drawn.keys().next().value!);
  return pdf;
}
