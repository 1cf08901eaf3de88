import { ArabicShaper } from 'arabic-persian-reshaper';
import { describe, expect, it } from 'vitest';
import { visualOrder } from './page-image';

const drawn = (word: string) => [...ArabicShaper.convertArabic(word)].reverse().join('');

describe('visualOrder (Arabic share-image text in drawing order)', () => {
  it('draws the last word first, each with its joined letters reversed', () => {
    expect(visualOrder('الطلاب الدوليون')).toBe(`${drawn('الدوليون')} ${drawn('الطلاب')}`);
    // Every letter is a presentation form (U+FB50–U+FEFF): nothing is left to join.
    expect(visualOrder('الطلاب الدوليون')).not.toMatch(/[\u0621-\u064A]/);
  });

  it('keeps numbers and Latin words in their own order', () => {
    expect(visualOrder('العام 2026-2027')).toBe(`2026-2027 ${drawn('العام')}`);
    expect(visualOrder('قسم IT')).toBe(`IT ${drawn('قسم')}`);
  });

  it('mirrors brackets inside reversed Arabic words', () => {
    expect(visualOrder('(مرحبا)')).toBe(`(${drawn('مرحبا')})`);
  });
});
