/**
 * The wrapper that stores staff session tokens hashed: a token a request brings (the cookie's)
 * is always looked up by its hash, even when it is itself shaped like a stored value, so the
 * database's copy of a session (with the cookie-signing key kept beside it) signs nobody in.
 */
import { createHash } from 'node:crypto';
import type { DBAdapter, Where } from 'better-auth';
import { describe, expect, it } from 'vitest';
import { storedSessionToken, withHashedSessionTokens } from './session-token-hash';

const sha = (text: string) => `sha256:${createHash('sha256').update(text).digest('hex')}`;

/** A fake adapter holding session rows; what it was asked is kept in `asked`. */
function fakeAdapter(rows: { token: string }[]) {
  const asked: { op: string; where?: Where[] }[] = [];
  const matches = (where: Where[] | undefined) => (row: { token: string }) =>
    (where ?? []).every((clause) =>
      clause.field !== 'token'
        ? true
        : Array.isArray(clause.value)
          ? (clause.value as unknown[]).includes(row.token)
          : clause.value === row.token,
    );
  const adapter = {
    findOne: async ({ where }: { where: Where[] }) => {
      asked.push({ op: 'findOne', where });
      return rows.find(matches(where)) ?? null;
    },
    findMany: async ({ where }: { where?: Where[] }) => {
      asked.push({ op: 'findMany', where });
      return rows.filter(matches(where));
    },
    update: async ({ where }: { where: Where[] }) => {
      asked.push({ op: 'update', where });
      return rows.find(matches(where)) ?? null;
    },
    count: async ({ where }: { where?: Where[] }) => {
      asked.push({ op: 'count', where });
      return rows.filter(matches(where)).length;
    },
    delete: async ({ where }: { where: Where[] }) => {
      asked.push({ op: 'delete', where });
    },
  } as unknown as DBAdapter;
  const wrapped = withHashedSessionTokens((() => adapter) as (options: never) => DBAdapter)(
    undefined as never,
  );
  return { wrapped, asked };
}

describe('session tokens stored hashed', () => {
  it('stores and finds a token by its hash, and hands back the token asked with', async () => {
    const { wrapped } = fakeAdapter([{ token: sha('the-token') }]);
    const found = await wrapped.findOne<{ token: string }>({
      model: 'session',
      where: [{ field: 'token', value: 'the-token' }],
    });
    expect(found?.token).toBe('the-token');
  });

  it('never takes a stored value brought by a request for the session itself', async () => {
    const stored = sha('the-token');
    const { wrapped } = fakeAdapter([{ token: stored }]);
    // A cookie holding the stored value (signed with the key kept in the same database).
    const where: Where[] = [{ field: 'token', value: stored }];
    expect(await wrapped.findOne({ model: 'session', where })).toBeNull();
    expect(await wrapped.update({ model: 'session', where, update: {} })).toBeNull();
    expect(await wrapped.count({ model: 'session', where })).toBe(0);
    // The proxy's own lookup.
    expect(storedSessionToken(stored)).not.toBe(stored);
    expect(storedSessionToken(stored)).toBe(sha(stored));
  });

  it('still revokes a listed session by the value the list gave', async () => {
    const stored = sha('the-token');
    const { wrapped, asked } = fakeAdapter([{ token: stored }]);
    const [listed] = await wrapped.findMany<{ token: string }>({
      model: 'session',
      where: [{ field: 'token', value: stored }],
    });
    expect(listed?.token).toBe(stored);
    await wrapped.delete({ model: 'session', where: [{ field: 'token', value: stored }] });
    expect(asked.at(-1)?.where?.[0]?.value).toBe(stored);
  });
});
