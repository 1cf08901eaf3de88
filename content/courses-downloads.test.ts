/**
 * Every file the site links under /downloads/ is shipped, and every linked PDF is a real PDF
 * (it starts with the '%PDF' signature), so Download and Preview never lead to a 404 or to a
 * file the browser cannot open.
 */
import { openSync, readSync, closeSync, existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { getCourses } from './courses';
import { pagesWithSections, getSections } from './sections';

const locales = ['ar', 'en'] as const;

/** Every /downloads/ address in a value (hrefs and lecture files alike). */
function downloads(value: unknown): string[] {
  if (typeof value === 'string') return value.startsWith('/downloads/') ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(downloads);
  if (value && typeof value === 'object') return Object.values(value).flatMap(downloads);
  return [];
}

function firstBytes(file: string, count: number): string {
  const fd = openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(count);
    const read = readSync(fd, buffer, 0, count, 0);
    return buffer.subarray(0, read).toString('latin1');
  } finally {
    closeSync(fd);
  }
}

const linked = [
  ...new Set(
    locales.flatMap((locale) => [
      ...downloads(getCourses(locale)),
      ...pagesWithSections(locale).flatMap((key) => downloads(getSections(locale, key))),
    ]),
  ),
].sort();

describe('downloadable files', () => {
  it('include the lecture notes of every subject in both languages', () => {
    for (const subject of ['math', 'statistics', 'it', 'ai', 'gis'] as const) {
      for (const locale of locales) {
        const files = getCourses(locale)[subject].lectures.flatMap((l) => (l.file ? [l.file] : []));
        expect(files.length, `${subject} (${locale})`).toBeGreaterThan(0);
      }
    }
  });

  it.each(linked)('%s is shipped under assets/', (href) => {
    expect(existsSync(path.join('assets', href))).toBe(true);
  });

  it.each(linked.filter((href) => href.endsWith('.pdf')))('%s is a real PDF', (href) => {
    expect(firstBytes(path.join('assets', href), 5)).toBe('%PDF-');
  });
});
