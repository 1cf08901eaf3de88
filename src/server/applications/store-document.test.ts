import { describe, expect, it } from 'vitest';
import { cleanFileName } from './store-document';

describe('document file names', () => {
  it('keeps plain names in any script', () => {
    expect(cleanFileName('national-id.pdf')).toBe('national-id.pdf');
    expect(cleanFileName('  شهادة الثانوية.png ')).toBe('شهادة الثانوية.png');
  });

  it('refuses paths, control and direction-override characters, dots and empty names', () => {
    for (const name of [
      '../../etc/passwd',
      'C:\\Users\\a.pdf',
      'a/b.pdf',
      'id\u0007.pdf',
      'id\n.pdf',
      'gpj.\u202Eexe.pdf',
      '.',
      '..',
      '',
      '   ',
      undefined,
      'x'.repeat(201),
    ]) {
      expect(cleanFileName(name), JSON.stringify(name)).toBeNull();
    }
  });
});
