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

  it('keeps a run of Latin words and numbers in its own order (issue #43)', () => {
    expect(visualOrder('قسم IT')).toBe(`IT ${drawn('قسم')}`);
    // "IT Support" was drawn "Support IT": a Latin run is one run, not words to reverse.
    expect(visualOrder('افتتاح مكتب IT Support الجديد')).toBe(
      `${drawn('الجديد')} IT Support ${drawn('افتتاح مكتب')}`,
    );
  });

  it('orders a range of years as a browser shows it, unless it is isolated', () => {
    // After Arabic letters the years are Arabic numbers and the hyphen does not join them: the
    // page's heading shows the later year on the left, and so does its image.
    expect(visualOrder('العام 2026-2027')).toBe(`2027-2026 ${drawn('العام')}`);
    // The isolate, which keeps the years in order, is not drawn.
    expect(visualOrder('العام \u20662026-2027\u2069')).toBe(`2026-2027 ${drawn('العام')}`);
  });

  it('mirrors the brackets of a right-to-left run', () => {
    expect(visualOrder('(مرحبا)')).toBe(`(${drawn('مرحبا')})`);
    expect(visualOrder('المبنى (المرحلة 2)')).toBe(`(2 ${drawn('المرحلة')}) ${drawn('المبنى')}`);
  });
});
