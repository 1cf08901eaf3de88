import { describe, expect, it } from 'vitest';
import { visualRuns } from './visual-runs';

describe('visualRuns (a line in drawing order, for the receipt and the share images)', () => {
  // Each run's text is in reading order: the renderer draws a right-to-left one from its end.
  it('keeps a run of Latin words inside Arabic in its reading order (issue #43)', () => {
    expect(visualRuns('مكتب IT Support الجديد', 'rtl')).toEqual([
      { text: ' الجديد', rtl: true },
      { text: 'IT Support', rtl: false },
      { text: 'مكتب ', rtl: true },
    ]);
  });

  it('mirrors the brackets of a right-to-left run and drops the bidirectional controls', () => {
    expect(visualRuns('(المرحلة \u20662\u2069)', 'rtl')).toEqual([
      { text: '(', rtl: true },
      { text: '2', rtl: false },
      // In reading order, its brackets mirrored: drawn from its end, it reads "(المرحلة".
      { text: ')المرحلة ', rtl: true },
    ]);
  });

  it('leaves a left-to-right line with an Arabic word as one would read it', () => {
    expect(visualRuns('Personal ID: بطاقة.pdf', 'ltr')).toEqual([
      { text: 'Personal ID: ', rtl: false },
      { text: 'بطاقة', rtl: true },
      { text: '.pdf', rtl: false },
    ]);
    expect(visualRuns('', 'ltr')).toEqual([]);
  });
});
