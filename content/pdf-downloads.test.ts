/**
 * Every PDF the site offers (assets/downloads) reads correctly when its text is copied or
 * extracted: each Arabic word extracted from an Arabic PDF (in reading order, see
 * test/support/pdf/pdf-text.ts) is a word written somewhere in the content or the scripts
 * that print the PDFs. A PDF whose text layer gives letters in the wrong order ("الإلكرتونية")
 * fails here.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText, squash } from '../test/support/pdf/pdf-text';

/** Arabic words of a text: marks and tatweel removed, presentation forms folded. */
function arabicWords(text: string): string[] {
  return (
    squash(text)
      .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
      .match(/[\u0621-\u064A\u0671-\u06D3]+/g) ?? []
  );
}

function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return filesUnder(file, pattern);
    return pattern.test(name) ? [file] : [];
  });
}

const dictionary = new Set(
  [...filesUnder('content', /\.ts$/), ...filesUnder('scripts', /\.(mjs|html)$/)].flatMap((file) =>
    // Tags may split a word (و<em>القائم</em>): read the text without them.
    arabicWords(readFileSync(file, 'utf8').replace(/<[^>]+>/g, '')),
  ),
);

const arabicPdfs = filesUnder(path.join('assets', 'downloads'), /-ar\.pdf$|\/ar\//).filter((file) =>
  file.endsWith('.pdf'),
);

describe('the Arabic PDFs offered for download', () => {
  it('exist', () => {
    expect(arabicPdfs.length).toBeGreaterThan(3);
  });

  for (const file of arabicPdfs) {
    it(`${file}: every extracted Arabic word is a word of the content`, async () => {
      const { text } = await pdfText(readFileSync(file));
      const words = arabicWords(text);
      expect(words.length).toBeGreaterThan(50);
      const unknown = [...new Set(words)].filter((word) => !dictionary.has(word));
      expect(unknown).toEqual([]);
    });
  }
});
