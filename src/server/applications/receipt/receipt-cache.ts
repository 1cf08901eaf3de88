/**
 * Each receipt is drawn once (issue #42, item 2): the words of a receipt are issued at the
 * submission and never change, so its PDF is kept as `pdf-cache.ts` says.
 */
import 'server-only';
import { pdfOnce } from '../../pdf/pdf-cache';
import type { ReceiptText } from './receipt-data';
import { receiptPdf } from './receipt-pdf';

export { MAX_PDFS as MAX_RECEIPTS } from '../../pdf/pdf-cache';

/** The receipt's PDF, drawn once per application and text. */
export function receiptPdfOnce(applicationId: string, text: ReceiptText): Promise<Buffer> {
  return pdfOnce(`receipt:${applicationId}`, text, receiptPdf);
}
