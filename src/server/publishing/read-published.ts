/**
 * What the public pages read from the database, with the last good copy kept for an outage
 * (issue #42): the pages that show what staff publish (home, news, events, the calendar, the
 * admission pages, the directory, the board) are rendered per request, so without a copy every
 * one of them answered 500 the moment the database stopped. Each read here keeps what it last
 * read in this process's memory, under its key (`news:ar`, `calendar-years`); when a later read
 * fails, for whatever reason, the page is drawn from that copy and one line says so (at most
 * once a minute per key, without the query or its parameters). With no copy the read throws:
 * the page answers 500 and the nginx front serves its own stale copy of it
 * (`proxy_cache_use_stale … http_500`, deploy/nginx/college.conf). A page is never drawn with
 * a part left out, which the front would keep in place of its good copy.
 *
 * Only what visitors already see is kept (published rows in the words of a page, never a
 * draft, an account, an applicant or who edited what); each instance keeps its own copies,
 * which nothing else needs (DESIGN.md: no shared in-memory state).
 */
import 'server-only';
import { getDb } from '../db/client';
import type { Db } from '../db/db';
import { describeError } from '../db/errors';

/** Keys kept at most: a page reads a few; a news item's page one per item visitors open. */
const MAX_COPIES = 300;
/** One log line per key at most this often while reads fail. */
const LOG_EVERY_MS = 60_000;

interface Copy {
  value: unknown;
  at: Date;
  /** When the last line about this key's failures was written (0: none since it was read). */
  loggedAt: number;
}

const COPIES_KEY = Symbol.for('college-website.last-good-copies');

/**
 * The copies of this process, shared by every bundle of it that loads this module (the pages'
 * and the route handlers'), as the database handle is (client.ts).
 */
export function lastGoodCopies(): Map<string, Copy> {
  const store = globalThis as typeof globalThis & { [COPIES_KEY]?: Map<string, Copy> };
  store[COPIES_KEY] ??= new Map();
  return store[COPIES_KEY];
}

/** The innermost cause of a failure: the driver's (ECONNREFUSED …), not Drizzle's query text. */
function rootCause(error: unknown): unknown {
  let cause = error;
  for (let depth = 0; depth < 8; depth++) {
    const next = (cause as { cause?: unknown } | null)?.cause;
    if (next === undefined || next === null) break;
    cause = next;
  }
  return cause;
}

export interface ReadOptions<T> {
  /** Whether a value is worth keeping (a news item's page keeps found items only). */
  keep?: (value: T) => boolean;
  /** The database (tests give one that fails). */
  open?: () => Promise<Db>;
  /** Where copies are kept (tests give their own). */
  copies?: Map<string, Copy>;
}

/**
 * `read` on the site's database; its result is kept under `key` and returned. When the read (or
 * opening the database) fails, the last result kept under `key` is returned instead; without one
 * the failure is thrown.
 */
export async function readPublished<T>(
  key: string,
  read: (db: Db) => Promise<T>,
  { keep = () => true, open = getDb, copies = lastGoodCopies() }: ReadOptions<T> = {},
): Promise<T> {
  let value: T;
  try {
    value = await read(await open());
  } catch (error) {
    const copy = copies.get(key);
    if (!copy) throw error;
    const now = Date.now();
    if (now - copy.loggedAt >= LOG_EVERY_MS) {
      copy.loggedAt = now;
      console.error(
        `[published] could not read ${key} (${describeError(rootCause(error))}): ` +
          `serving the copy read at ${copy.at.toISOString()}`,
      );
    }
    // A copy of the copy: a page that changes what it was given changes nothing kept.
    return structuredClone(copy.value) as T;
  }
  if (keep(value)) {
    // Re-inserted, so the oldest read is the first to go.
    copies.delete(key);
    copies.set(key, { value: structuredClone(value), at: new Date(), loggedAt: 0 });
    if (copies.size > MAX_COPIES) copies.delete(copies.keys().next().value!);
  }
  return value;
}
