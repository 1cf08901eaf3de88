import { describe, expect, it } from 'vitest';
import { inboxSearch, parseInboxQuery } from './inbox-query';

describe('the inbox query of a URL', () => {
  it('reads the filters, sorting and page', () => {
    expect(
      parseInboxQuery({
        status: 'accepted',
        programme: 'medicine',
        fee: 'proof_sent',
        updated: 'applicant',
        from: '2026-09-01',
        to: '2026-09-30',
        q: '  RWD-2026  ',
        sort: 'reference',
        dir: 'asc',
        page: '3',
      }),
    ).toEqual({
      status: 'accepted',
      programme: 'medicine',
      fee: 'proof_sent',
      updated: 'applicant',
      from: '2026-09-01',
      to: '2026-09-30',
      q: 'RWD-2026',
      sort: 'reference',
      dir: 'asc',
      page: 3,
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
        sort: 'evil',
        dir: 'sideways',
        page: '-5',
      }),
    ).toEqual({ sort: 'completedAt', dir: 'desc', page: 1 });
  });

  it('writes the search of a query without its defaults', () => {
    expect(inboxSearch({ sort: 'completedAt', dir: 'desc', page: 1 })).toBe('');
    expect(inboxSearch({ status: 'accepted', sort: 'reference', dir: 'desc', page: 2 })).toBe(
      '?status=accepted&sort=reference&page=2',
    );
  });
});
