import { describe, expect, it } from 'vitest';
import { defaultFigures, figureChanges } from './college-figures';

describe('what a proposed set of figures changes', () => {
  it('names each figure that differs, leaf by leaf, in the set’s order', () => {
    const proposed = structuredClone(defaultFigures);
    proposed.applicationFee = 150;
    proposed.tuition.law = { amount: 90_000, currency: 'SDG', period: 'semester' };
    proposed.windows.medicine = { kind: 'closed', opens: '', closes: '' };
    expect(figureChanges(defaultFigures, proposed)).toEqual([
      { path: ['applicationFee'], before: 100, after: 150 },
      { path: ['tuition', 'law', 'amount'], before: null, after: 90_000 },
      { path: ['tuition', 'law', 'currency'], before: 'riyal', after: 'SDG' },
      { path: ['tuition', 'law', 'period'], before: 'year', after: 'semester' },
      { path: ['windows', 'medicine', 'kind'], before: 'hijri', after: 'closed' },
    ]);
    expect(figureChanges(defaultFigures, structuredClone(defaultFigures))).toEqual([]);
  });
});
