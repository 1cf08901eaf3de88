import { describe, expect, it } from 'vitest';
import { inboxSearch, parseInboxQuery } from './inbox-query';

describe('the inbox query of a URL', () => {
  it('reads the filters, sorting and page', () => {
    expect(
      parseInboxQuery({
        status: 'accepted',
        programme: 'medicine',
        track: 'international',
        intake: '2027-2028',
        certificate: 'arab',
        stream: 'science',
        fee: 'proof_sent',
        updated: 'applicant',
        from: '2026-09-01',
        to: '2026-09-30',
        q: '  RWD-2026  ',
        sort: 'average',
        dir: 'asc',
        page: '3',
        size: '100',
      }),
    ).toEqual({
      status: 'accepted',
      programme: 'medicine',
      track: 'international',
      intake: '2027-2028',
      certificate: 'arab',
      stream: 'science',
      fee: 'proof_sent',
      updated: 'applicant',
      from: '2026-09-01',
      to: '2026-09-30',
      q: 'RWD-2026',
      sort: 'average',
      dir: 'asc',
      page: 3,
      size: 100,
    });
  });

  it('falls back to the defaults for anything it does not know, dates that do not exist included', () => {
    expect(
      parseInboxQuery({
        status: 'zzz',
        programme: 'astrology',
        fee: 'free',
        updated: 'yes',
        from: '2026-13-45',
        to: '2026-02-30',
        q: ['', 'second'],
        track: 'alien',
        intake: '2027; drop table',
        certificate: 'forged',
        stream: 'river',
        sort: 'evil',
        dir: 'sideways',
        page: '-5',
        size: '1000000',
      }),
    ).toEqual({ sort: 'completedAt', dir: 'desc', page: 1, size: 25 });
  });

  it('writes the search of a query without its defaults', () => {
    expect(inboxSearch({ sort: 'completedAt', dir: 'desc', page: 1, size: 25 })).toBe('');
    expect(
      inboxSearch({ status: 'accepted', sort: 'reference', dir: 'desc', page: 2, size: 50 }),
    ).toBe('?status=accepted&sort=reference&page=2&size=50');
  });

  it('reads a nationality without case or spaces, and drops one with a control character', () => {
    expect(parseInboxQuery({ nationality: '  Sudanese ' }).nationality).toBe('sudanese');
    expect(parseInboxQuery({ nationality: 'a\u0000b' }).nationality).toBeUndefined();
    expect(parseInboxQuery({ nationality: 'x'.repeat(61) }).nationality).toBeUndefined();
  });
});
