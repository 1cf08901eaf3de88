import { describe, expect, it } from 'vitest';
import { applicantSchema, documentTypeOf } from './applicant-schema';

const bytes = (...values: number[]) => new Uint8Array(values);

describe('documentTypeOf', () => {
  it('reads PDF, JPEG and PNG from their first bytes', () => {
    expect(documentTypeOf(new TextEncoder().encode('%PDF-1.7\n'))).toBe('application/pdf');
    expect(documentTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(documentTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
  });

  it('knows nothing else, nor a cut signature', () => {
    expect(documentTypeOf(new TextEncoder().encode('<script>alert(1)</script>'))).toBeNull();
    expect(documentTypeOf(new TextEncoder().encode('%PDF'))).toBeNull();
    expect(documentTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull();
    expect(documentTypeOf(bytes(0x47, 0x49, 0x46, 0x38, 0x39, 0x61))).toBeNull(); // GIF
    expect(documentTypeOf(bytes())).toBeNull();
  });
});

describe('applicantSchema', () => {
  it('trims the name and reads Arabic-Indic digits in the e-mail', () => {
    expect(applicantSchema.parse({ name: '  سارة  ', email: 'sara٢@example.com' })).toEqual({
      name: 'سارة',
      email: 'sara2@example.com',
    });
  });

  it('refuses a blank name and a malformed e-mail', () => {
    expect(applicantSchema.safeParse({ name: '  ', email: 'a@b.co' }).success).toBe(false);
    expect(applicantSchema.safeParse({ name: 'Sara', email: 'not-an-address' }).success).toBe(
      false,
    );
  });
});
