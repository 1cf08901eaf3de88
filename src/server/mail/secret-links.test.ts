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

  it('masks the key of an e-mailed draft', () => {
    expect(
      withoutSecrets(
        'https://www.alrowad.edu.sd/en/admission/application#draft=0b7c4f9e-1c2d-4e5f-8a9b-0c1d2e3f4a5b.Zx_9-aB',
      ),
    ).toBe('https://www.alrowad.edu.sd/en/admission/application#draft=…');
  });

  it("masks the key of an applicant's personal links, keeping the application's id", () => {
    const id = '646fa895-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(
      withoutSecrets(
        [
          `https://www.alrowad.edu.sd/admission/your-application#${id}.wQKZaM_50lUoAsQJ`,
          `https://www.alrowad.edu.sd/en/admission/application?tab=documents#continue=${id}.Zx_9-aB`,
        ].join('\n'),
      ),
    ).toBe(
      [
        `https://www.alrowad.edu.sd/admission/your-application#${id}.…`,
        `https://www.alrowad.edu.sd/en/admission/application?tab=documents#continue=${id}.…`,
      ].join('\n'),
    );
  });
});
