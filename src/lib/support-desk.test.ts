import { describe, expect, it } from 'vitest';
import { nextSupportStatus, supportReplySchema, supportStatusSchema } from './support-desk';

describe('the support desk’s statuses', () => {
  it('answers with a reply, whatever the request’s status', () => {
    for (const current of ['new', 'answered', 'closed'] as const) {
      expect(nextSupportStatus(current, 'reply', false)).toBe('answered');
    }
  });

  it('closes an open request, and reopens a closed one to where it was', () => {
    expect(nextSupportStatus('new', 'close', false)).toBe('closed');
    expect(nextSupportStatus('answered', 'close', true)).toBe('closed');
    expect(nextSupportStatus('closed', 'reopen', true)).toBe('answered');
    expect(nextSupportStatus('closed', 'reopen', false)).toBe('new');
  });

  it('says when nothing would change', () => {
    expect(nextSupportStatus('closed', 'close', true)).toBeNull();
    expect(nextSupportStatus('new', 'reopen', false)).toBeNull();
    expect(nextSupportStatus('answered', 'reopen', true)).toBeNull();
  });
});

describe('a reply', () => {
  it('keeps its lines, drops direction controls and normalises digits', () => {
    expect(supportReplySchema.parse({ body: ' \u202eسطر ١\r\nline 2 ' })).toEqual({
      body: 'سطر 1\nline 2',
    });
  });

  it('is refused empty, too long or with another field, with the catalogue’s codes', () => {
    const codes = (value: unknown) =>
      supportReplySchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(codes({ body: ' \n ' })).toEqual(['replyRequired']);
    expect(codes({})).toEqual(['replyRequired']);
    expect(codes({ body: 'x'.repeat(4001) })).toEqual(['replyTooLong']);
    expect(supportReplySchema.safeParse({ body: 'x', to: 'a@b.c' }).success).toBe(false);
    expect(supportStatusSchema.safeParse({ action: 'delete' }).error?.issues[0]?.message).toBe(
      'supportActionRequired',
    );
  });
});
