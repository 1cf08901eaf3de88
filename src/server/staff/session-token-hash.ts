/**
 * Staff session tokens are stored hashed (issue #42): a copy of the database, a backup or its
 * write-ahead log does not give a working session cookie.
 *
 * - The cookie holds the token; the `staff_session.token` column holds `sha256:` and its
 *   SHA-256 in hex. A token is random (32 characters), so a plain hash is enough: there is
 *   nothing to guess that a salt would protect.
 * - better-auth 1.7 has no option for this (it has one for verification identifiers only), so
 *   its database adapter is wrapped (`withHashedSessionTokens`): a session written gets its
 *   token hashed, a lookup by token looks for the hash, and what comes back carries the token
 *   it was asked with, since better-auth refreshes the cookie from it.
 * - A token a request brings is always hashed, even one shaped like a stored value: the lookups
 *   that find a session for a cookie (`findOne`, `update`, `count`, the proxy's own lookup in
 *   session-roles.ts) never take a stored value as it is, or the database's copy of a session,
 *   signed with the key kept in the same database (`site_secrets`), would be a working cookie.
 *   Only listing and deleting (`findMany`, `delete`, `deleteMany`) let a stored value through
 *   unchanged, so revoking a listed session still finds it; through them a cookie can at most
 *   end a session (sign-out), never use one.
 */
import { createHash } from 'node:crypto';
import type { DBAdapter, Where } from 'better-auth';

const PREFIX = 'sha256:';

/** What the database stores for a session token (any string a request brings). */
export function storedSessionToken(token: string): string {
  return PREFIX + createHash('sha256').update(token).digest('hex');
}

/** A token, or a stored value from a list of sessions, as the database stores it. */
function storedOrListed(token: string): string {
  return token.startsWith(PREFIX) ? token : storedSessionToken(token);
}

type AdapterFactory = (options: never) => DBAdapter;

/** better-auth's adapter, storing session tokens hashed. */
export function withHashedSessionTokens<F extends AdapterFactory>(factory: F): F {
  return ((options: never) => wrap(factory(options))) as F;
}

function wrap(adapter: DBAdapter): DBAdapter {
  return {
    ...adapter,
    create: async (input) => {
      if (input.model !== 'session' || typeof input.data.token !== 'string') {
        return adapter.create(input);
      }
      const token = input.data.token;
      const row = await adapter.create({
        ...input,
        data: { ...input.data, token: storedSessionToken(token) },
      });
      return withToken(row, token) as typeof row;
    },
    findOne: async (input) => {
      if (input.model !== 'session') return adapter.findOne(input);
      const { where, tokens } = hashWhere(input.where, storedSessionToken);
      return restore(await adapter.findOne({ ...input, where }), tokens);
    },
    findMany: async (input) => {
      if (input.model !== 'session') return adapter.findMany(input);
      const { where, tokens } = hashWhere(input.where, storedOrListed);
      const rows = await adapter.findMany({ ...input, where });
      return rows.map((row) => restore(row, tokens));
    },
    update: async (input) => {
      if (input.model !== 'session') return adapter.update(input);
      const { where, tokens } = hashWhere(input.where, storedSessionToken);
      const update = hashUpdate(input.update as Record<string, unknown>);
      return restore(await adapter.update({ ...input, where, update }), tokens);
    },
    updateMany: (input) => {
      if (input.model !== 'session') return adapter.updateMany(input);
      const update = hashUpdate(input.update);
      return adapter.updateMany({
        ...input,
        where: hashWhere(input.where, storedSessionToken).where,
        update,
      });
    },
    delete: (input) => {
      if (input.model !== 'session') return adapter.delete(input);
      return adapter.delete({ ...input, where: hashWhere(input.where, storedOrListed).where });
    },
    deleteMany: (input) => {
      if (input.model !== 'session') return adapter.deleteMany(input);
      return adapter.deleteMany({
        ...input,
        where: hashWhere(input.where, storedOrListed).where,
      });
    },
    count: (input) => {
      if (input.model !== 'session') return adapter.count(input);
      return adapter.count({
        ...input,
        where: input.where && hashWhere(input.where, storedSessionToken).where,
      });
    },
    transaction: (callback) => adapter.transaction((inner) => callback(wrap(inner as DBAdapter))),
  } as DBAdapter;
}

/** The conditions with every token replaced by its stored value (`store`), and the map back. */
function hashWhere(
  where: Where[] | undefined,
  store: (token: string) => string,
): { where: Where[]; tokens: Map<string, string> } {
  const tokens = new Map<string, string>();
  const hashed = (where ?? []).map((clause) => {
    if (clause.field !== 'token') return clause;
    const hash = (token: unknown) => {
      if (typeof token !== 'string') return token;
      const stored = store(token);
      if (stored !== token) tokens.set(stored, token);
      return stored;
    };
    const value = Array.isArray(clause.value)
      ? (clause.value as unknown[]).map(hash)
      : hash(clause.value);
    return { ...clause, value } as Where;
  });
  return { where: hashed, tokens };
}

function hashUpdate<T extends Record<string, unknown>>(update: T): T {
  if (typeof update.token !== 'string') return update;
  return { ...update, token: storedSessionToken(update.token) };
}

function restore<T>(row: T, tokens: Map<string, string>): T {
  if (!row || typeof row !== 'object') return row;
  const stored = (row as { token?: unknown }).token;
  if (typeof stored !== 'string' || !tokens.has(stored)) return row;
  return withToken(row, tokens.get(stored)!) as T;
}

function withToken<T>(row: T, token: string): T {
  if (!row || typeof row !== 'object') return row;
  return { ...row, token };
}
