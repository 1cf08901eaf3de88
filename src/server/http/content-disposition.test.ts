import { parse } from 'content-disposition';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition';

/** The UTF-8 name a browser reads back from `filename*` (RFC 5987). */
const utf8Name = (header: string) =>
  decodeURIComponent(/filename\*=UTF-8''([^;]+)/.exec(header)?.[1] ?? '');

describe('attachmentDisposition', () => {
  it('names a file in any language, with an ASCII name for old clients', () => {
    const header = attachmentDisposition('بطاقة سارة.pdf', 'id-card.pdf');
    expect(header).toMatch(/^attachment; filename="id-card\.pdf"; filename\*=UTF-8''/);
    expect(utf8Name(header)).toBe('بطاقة سارة.pdf');
    expect(attachmentDisposition('photo.jpg', undefined, 'inline')).toBe(
      'inline; filename="photo.jpg"',
    );
  });

  it('writes a header that parses back to the name, quotes, brackets and stars included', () => {
    // encodeURIComponent leaves ' ( ) * bare, which RFC 5987 does not allow in filename*.
    for (const name of ["Sara's certificate (copy)*.pdf", "شهادة سارة (نسخة)*'.pdf"]) {
      const header = attachmentDisposition(name);
      expect(parse(header).parameters.filename, header).toBe(name);
      const encoded = /filename\*=UTF-8''([^;]+)/.exec(header)?.[1];
      if (encoded !== undefined) expect(encoded, header).not.toMatch(/['()*]/);
    }
  });
});
