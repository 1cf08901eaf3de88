/**
 * The receipt as an A4 PDF in the applicant's language (the site's typeface and bidirectional
 * drawing: `pdf-writer.ts`).
 */
import 'server-only';
import { drawInTurns, fontsInTurns, MUTED, BRAND, PdfWriter, pdfBytes } from '../../pdf/pdf-writer';
import type { ReceiptText } from './receipt-data';

export { drawingOrder } from '../../pdf/pdf-writer';

/**
 * The receipt's PDF. Drawn a part at a time (a paragraph, a row, a font parsed), with the
 * server free to answer other requests between two parts: a receipt takes a few hundred
 * milliseconds of the processor, and no visitor's page should wait for all of them (issue #42,
 * item 2; `receipt-cache.ts` draws each receipt once).
 */
export async function receiptPdf(text: ReceiptText): Promise<Buffer> {
  await fontsInTurns();
  const writer = new PdfWriter(text.locale);
  const { doc } = writer;
  doc.info.Title = `${text.title} ${text.reference.value}`;
  doc.info.Author = text.college;
  const done = pdfBytes(doc);

  const parts: (() => void)[] = [
    () => writer.paragraph(text.college, { size: 12, font: 'bold', color: BRAND }),
    () => writer.paragraph(text.title, { size: 20, font: 'bold' }),
    () => writer.paragraph(text.issued, { size: 9.5, color: MUTED }),
    () => writer.rule(),
    () => writer.paragraph(text.reference.label, { size: 10.5, font: 'bold', color: MUTED }),
    () => writer.paragraph(text.reference.value, { size: 22, font: 'bold', direction: 'ltr' }),
    () => writer.rule(),
    ...text.rows.map((row) => () => writer.row(row)),
    () => writer.heading(text.documentsHeading),
    ...text.documents.map((line) => () => writer.paragraph(`• ${line}`)),
    () => writer.heading(text.feeHeading),
    ...text.fee.map((row) => () => writer.row(row)),
    () => writer.heading(text.office),
    ...text.officeRows.map((row) => () => writer.row(row)),
    () => writer.rule(),
    () => writer.paragraph(text.keep, { font: 'bold' }),
    () => writer.paragraph(text.status, { color: MUTED }),
  ];
  await drawInTurns(doc, parts);
  return done;
}
