import { describe, expect, it } from 'vitest';
import { parseInboxQuery } from '../applications/inbox-query';
import { mailboxSearch, parseMailboxQuery } from '../mail/mailbox-query';
import { parseSupportQuery, supportSearch } from '../support/support-query';

describe('the support desk’s and the outbox’s queries of a URL', () => {
  it('reads the support desk’s filters and page', () => {
    expect(parseSupportQuery({ status: 'answered', q: '  SUP-2026  ', page: '2' })).toEqual({
      status: 'answered',
      q: 'SUP-2026',
      page: 2,
    });
    expect(parseSupportQuery({ status: ['closed', 'new'] })).toEqual({ status: 'closed', page: 1 });
  });

  it('falls back to the defaults for anything it does not know', () => {
    expect(parseSupportQuery({ status: 'lost', q: ' ', page: '-1' })).toEqual({ page: 1 });
    expect(parseMailboxQuery({ status: 'bounced', kind: 'Support Reply', page: 'x' })).toEqual({
      page: 1,
    });
  });

  it('leaves out of a search the NUL characters no stored text holds (PostgreSQL refuses them)', () => {
    expect(parseSupportQuery({ q: 'SUP-\u00002026' })).toEqual({ q: 'SUP-2026', page: 1 });
    expect(parseSupportQuery({ q: ' \u0000 ' })).toEqual({ page: 1 });
    expect(parseInboxQuery({ q: 'Mona\u0000' }).q).toBe('Mona');
  });

  it('reads the outbox’s status and kind', () => {
    expect(parseMailboxQuery({ status: 'failed', kind: 'support-reply', page: '3' })).toEqual({
      status: 'failed',
      kind: 'support-reply',
      page: 3,
    });
  });

  it('writes the search of a query without its defaults', () => {
    expect(supportSearch({ page: 1 })).toBe('');
    expect(supportSearch({ status: 'new', q: 'منى', page: 2 })).toBe(
      '?status=new&q=%D9%85%D9%86%D9%89&page=2',
    );
    expect(mailboxSearch({ kind: 'support-reply', page: 1 })).toBe('?kind=support-reply');
  });
});
