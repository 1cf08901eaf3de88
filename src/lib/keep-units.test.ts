import { describe, expect, it } from 'vitest';
import { keepUnits, keepUnitsDeep } from './keep-units';

const NBSP = '\u00a0';

describe('keepUnits', () => {
  it('joins a number and its unit, in Arabic and English', () => {
    expect(keepUnits('الدعم متاح 24 ساعة يومياً')).toBe(`الدعم متاح 24${NBSP}ساعة يومياً`);
    expect(keepUnits('مدة الدراسة ٦ سنوات')).toBe(`مدة الدراسة ٦${NBSP}سنوات`);
    expect(keepUnits('at most 5 MB each, for 6 years')).toBe(
      `at most 5${NBSP}MB each, for 6${NBSP}years`,
    );
    expect(keepUnits('135 credit hours')).toBe(`135${NBSP}credit hours`);
  });

  it('leaves other words and longer words alone', () => {
    expect(keepUnits('Room 12 of building 3')).toBe('Room 12 of building 3');
    expect(keepUnits('في 2024 شهرية')).toBe('في 2024 شهرية');
    expect(keepUnits('5 yearsold')).toBe('5 yearsold');
  });

  it('walks nested content and keeps non-strings', () => {
    expect(keepUnitsDeep({ a: ['4 years'], n: 3, b: { c: '2 days' } })).toEqual({
      a: [`4${NBSP}years`],
      n: 3,
      b: { c: `2${NBSP}days` },
    });
  });
});
