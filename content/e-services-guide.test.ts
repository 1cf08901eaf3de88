/**
 * The e-services user guide (npm run guide:e-services) says what the content says: the text
 * extracted from each language's PDF — Arabic included, in reading order — holds every heading,
 * step and answer of the guide page and the platform's seven questions.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pdfText, squash } from '../test/support/pdf/pdf-text';
import { eServicesGuideHref, getPlatformFaq } from './e-services';
import { getPage } from './index';
import { getSections } from './sections';
import type { Section } from './sections-schema';

/** Every text of a section a reader should find in the guide. */
function textsOf(section: Section): string[] {
  switch (section.type) {
    case 'text':
      return [section.heading, ...section.paragraphs];
    case 'list':
      return [section.heading, ...(section.intro ? [section.intro] : []), ...section.items];
    case 'steps':
      return [
        section.heading,
        ...(section.intro ? [section.intro] : []),
        ...section.items.flatMap((step) => [step.title, step.body]),
      ];
    case 'faq':
      return [section.heading, ...section.items.flatMap((item) => [item.question, item.answer])];
    case 'contact':
      return [section.heading, ...section.items.flatMap((item) => [item.label, item.value])];
    default:
      throw new Error(`The guide page has a '${section.type}' section the PDF cannot print`);
  }
}

/** The words of a text without Arabic marks or punctuation. */
function words(text: string): string[] {
  return text
    .normalize('NFKC')
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

describe.each(['ar', 'en'] as const)('the e-services user guide (%s)', (locale) => {
  it('is a PDF whose extracted text holds the whole guide page and the FAQ', async () => {
    const bytes = readFileSync(path.join('assets', eServicesGuideHref[locale]));
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBeGreaterThanOrEqual(2);
    const extracted = squash(text);
    const expected = [
      ...getPage(locale, 'e-services/guide').intro,
      ...getSections(locale, 'e-services/guide').flatMap(textsOf),
      ...getPlatformFaq(locale).flatMap((item) => [item.question, item.answer]),
    ];
    if (locale === 'en') {
      const missing = expected.map(squash).filter((line) => !extracted.includes(line));
      expect(missing, 'run npm run guide:e-services after editing the guide').toEqual([]);
    } else {
      // Arabic: every word of the content, letters in reading order. (Word by word: the PDF
      // draws stacked marks and list numbers apart from their words, so lines do not survive
      // extraction whole; a word read with its letters in the wrong order does not match.)
      const found = new Set(words(extracted));
      const missing = [...new Set(expected.flatMap(words))].filter((word) => !found.has(word));
      expect(missing, 'run npm run guide:e-services after editing the guide').toEqual([]);
    }
  });
});
