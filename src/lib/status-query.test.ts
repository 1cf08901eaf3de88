import { describe, expect, it } from 'vitest';
import { newReference } from '@/server/reference';
import { normalizeReference, statusQuerySchema } from './status-query';

describe('the status lookup schema', () => {
  it('accepts every reference the server gives out (the same alphabet)', () => {
    for (let i = 0; i < 500; i++) {
      const reference = newReference('RWD');
      expect(
        statusQuerySchema.safeParse({ reference, email: 'a@example.com' }).success,
        reference,
      ).toBe(true);
    }
  });

  it('reads a reference however it is typed or pasted: case, Arabic-Indic digits, spaces, dashes', () => {
    expect(normalizeReference(' rwd-٢٠٢٦-k7m2qx ')).toBe('RWD-2026-K7M2QX');
    expect(normalizeReference('RWD–۲۰۲۶—K7M 2QX')).toBe('RWD-2026-K7M2QX');
    expect(
      statusQuerySchema.parse({ reference: 'rwd-٢٠٢٦-k7m2qx', email: ' Amna@Example.com ' }),
    ).toEqual({ reference: 'RWD-2026-K7M2QX', email: 'Amna@Example.com' });
  });

  it('names the problem of each field', () => {
    const issues = (input: unknown) =>
      statusQuerySchema
        .safeParse(input)
        .error?.issues.map((issue) => `${String(issue.path[0])}:${issue.message}`);
    expect(issues({ reference: '', email: '' })).toEqual([
      'reference:referenceRequired',
      'email:emailRequired',
    ]);
    expect(issues({})).toEqual(['reference:referenceRequired', 'email:emailRequired']);
    // 0, O, 1 and I are never in a reference; nor is a support request's SUP prefix.
    for (const reference of [
      'RWD-2026-K7M2Q',
      'RWD-2026-O0I1AB',
      'SUP-2026-K7M2QX',
      'RWD2026K7M2QX',
    ]) {
      expect(issues({ reference, email: 'a@example.com' }), reference).toEqual([
        'reference:referenceInvalid',
      ]);
    }
    expect(issues({ reference: 'RWD-2026-K7M2QX', email: 'amna@' })).toEqual([
      'email:emailInvalid',
    ]);
  });
});
