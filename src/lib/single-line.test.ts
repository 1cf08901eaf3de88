import { describe, expect, it } from 'vitest';
import { multiLine, singleLine } from './single-line';

describe('a single-line field', () => {
  it('folds every line and paragraph separator into a space', () => {
    expect(singleLine('Amna\nE-mail: x@evil.test')).toBe('Amna E-mail: x@evil.test');
    expect(singleLine('Amna\r\nIssue type: other')).toBe('Amna Issue type: other');
    expect(singleLine('أحمد\u2028البريد\u2029x\u0085y\tz\u000bw')).toBe('أحمد البريد x y z w');
  });

  it('drops the bidirectional controls that could reorder what follows', () => {
    expect(singleLine('a\u202eb\u202dc\u202ad\u202be\u202cf\u2066g\u2067h\u2068i\u2069j')).toBe(
      'abcdefghij',
    );
  });

  it('keeps the letters, marks and the right-to-left mark of ordinary names', () => {
    expect(singleLine('  عبدُ الله\u200f  محمد ')).toBe('عبدُ الله\u200f محمد');
    expect(singleLine('٢٠٢٦ ۱۲')).toBe('2026 12');
  });

  it('is empty when nothing of it shows (zero-width spaces, marks, a BOM)', () => {
    expect(singleLine('\u200b\u200b')).toBe('');
    expect(singleLine(' \ufeff\u200f\u200c ')).toBe('');
    expect(singleLine('\u200bإدارة')).toBe('\u200bإدارة');
  });
});

describe('a multi-line field', () => {
  it('keeps its lines, written with LF, and drops control characters', () => {
    expect(multiLine('one\r\ntwo\rthree\u2028four\u0007\u202e')).toBe('one\ntwo\nthree\nfour');
  });

  it('is empty when nothing of it shows', () => {
    expect(multiLine('\u200b\n\u200b')).toBe('');
  });
});
