/**
 * The admission letter as an A4 PDF (the site's typeface and bidirectional drawing:
 * `pdf-writer.ts`), drawn a part at a time with the server free between two parts, and once per
 * letter and language (`pdf-cache.ts`).
 */
import 'server-only';
import { pdfOnce } from '../../pdf/pdf-cache';
import { BRAND, drawInTurns, fontsInTurns, MUTED, PdfWriter, pdfBytes } from '../../pdf/pdf-writer';
import type { LetterText } from './letter-text';

export async function letterPdf(text: LetterText): Promise<Buffer> {
  await fontsInTurns();
  const writer = new PdfWriter(text.locale);
  const { doc } = writer;
  doc.info.Title = `${text.title} ${text.reference.value}`;
  doc.info.Author = text.college;
  const done = pdfBytes(doc);
  await drawInTurns(doc, [
    // The letterhead.
    () => writer.paragraph(text.college, { size: 16, font: 'bold', color: BRAND }),
    ...text.letterhead.map((line) => () => writer.paragraph(line, { size: 9, color: MUTED })),
    () => writer.rule(),
    () => writer.paragraph(text.title, { size: 20, font: 'bold' }),
    () => writer.paragraph(text.date, { size: 10, color: MUTED }),
    () => writer.row(text.reference),
    ...text.rows.map((row) => () => writer.row(row)),
    () => writer.rule(),
    () => writer.paragraph(text.greeting, { font: 'bold' }),
    () => writer.paragraph(text.admitted),
    () => writer.heading(text.bringHeading),
    () => writer.paragraph(text.bringIntro),
    ...text.bring.map((line) => () => writer.paragraph(`• ${line}`)),
    ...text.after.map((line) => () => writer.paragraph(line)),
    () => writer.heading(text.office),
    ...text.officeRows.map((row) => () => writer.row(row)),
    () => {
      writer.y += 12;
      writer.paragraph(text.signature[0]!, { font: 'bold' });
    },
    ...text.signature.slice(1).map((line) => () => writer.paragraph(line, { color: MUTED })),
    () => writer.rule(),
    () => writer.paragraph(text.verifyHeading, { size: 10, font: 'bold', color: MUTED }),
    () => writer.row(text.code),
    () => writer.paragraph(text.verifyAt, { size: 9.5, color: MUTED }),
  ]);
  return done;
}

/** The letter's PDF, drawn once per letter (its code) and words. */
export function letterPdfOnce(text: LetterText): Promise<Buffer> {
  return pdfOnce(`letter:${text.code.value}`, text, letterPdf);
}
