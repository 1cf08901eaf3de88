import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './secret-links';

describe('withoutSecrets', () => {
  it('masks the token of every password link and leaves the rest of the text', () => {
    const text = [
      'Hello Sara,',
      'https://www.alrowad.edu.sd/staff/set-password#token=Ab3_x-9ZqQ',
      'https://www.alrowad.edu.sd/en/staff/set-password#token=zz%2Fyy',
      'Your reference: RWD-2026-ABC123 #tokens are not links',
    ].join('\n');
    expect(withoutSecrets(text)).toBe(
      [
        'Hello Sara,',
        'https://www.alrowad.edu.sd/staff/set-password#token=…',
        'https://www.alrowad.edu.sd/en/staff/set-password#token=…',
        'Your reference: RWD-2026-ABC123 #tokens are not links',
      ].join('\n'),
    );
  });
});
