import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DatabaseUnavailableError } from '../db/errors';
import type { Db } from '../db/db';
import { pgliteTarget, type TestDatabase } from '../../../test/support/db/test-databases';
import { listPublishedNews, getPublishedNews } from '../news/published-news';
import { listPublishedYears } from '../calendar/published-calendar';
import { lastGoodCopies, readPublished } from './read-published';

/**
 * The public pages' reads when the database fails (issue #42): the last good copy, or the
 * failure itself when there is none, and a log line that carries no query parameter.
 */
describe('a public read while the database fails', () => {
  let database: TestDatabase;
  const copies = () => new Map() as ReturnType<typeof lastGoodCopies>;
  /** A database whose every query fails as Drizzle fails them: the query, its parameters, the cause. */
  const broken = async (): Promise<Db> => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    const failure = new Error(
      'Failed query: select * from "staff_session" where "token" = $1\nparams: live-session-token-1234',
      { cause },
    );
    return new Proxy({} as Db, {
      get: () => () => {
        throw failure;
      },
    });
  };

  beforeAll(async () => {
    // The site's own first rows: the seeded news and academic years.
    database = await pgliteTarget.open({ seed: true });
  }, 60_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('serves the news list as last read, logging once without the query’s parameters', async () => {
    const kept = copies();
    const read = (db: Db) => listPublishedNews(db, 'ar');
    const fresh = await readPublished('news:ar', read, {
      open: async () => database.db,
      copies: kept,
    });
    expect(fresh.length).toBeGreaterThan(0);

    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const served = await readPublished('news:ar', read, { open: broken, copies: kept });
      expect(served).toEqual(fresh);
      // Opening the database fails too (getDb's own error while the server is down).
      const unopened = await readPublished('news:ar', read, {
        open: () => Promise.reject(new DatabaseUnavailableError('Could not open PostgreSQL')),
        copies: kept,
      });
      expect(unopened).toEqual(fresh);

      // One line for the outage, not one per visitor; it names the read and the cause only.
      expect(errors).toHaveBeenCalledTimes(1);
      const line = String(errors.mock.calls[0]![0]);
      expect(line).toContain('news:ar');
      expect(line).toContain('ECONNREFUSED');
      expect(line).not.toMatch(/params|live-session-token|staff_session|select/);
    } finally {
      errors.mockRestore();
    }
  });

  it('throws the failure when nothing was read before, so that the front keeps its own copy', async () => {
    const read = (db: Db) => listPublishedYears(db);
    await expect(
      readPublished('calendar-years', read, { open: broken, copies: copies() }),
    ).rejects.toThrow(/Failed query/);
  });

  it('serves a copy that a page cannot change, and the newest read once the database is back', async () => {
    const kept = copies();
    const read = (db: Db) => listPublishedYears(db);
    const first = await readPublished('calendar-years', read, {
      open: async () => database.db,
      copies: kept,
    });
    expect(first.length).toBeGreaterThan(0);
    first.length = 0;
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const served = await readPublished('calendar-years', read, { open: broken, copies: kept });
      expect(served.length).toBeGreaterThan(0);
      served.pop();
      const again = await readPublished('calendar-years', read, { open: broken, copies: kept });
      expect(again.length).toBe(served.length + 1);
    } finally {
      errors.mockRestore();
    }
  });

  it('keeps only what is worth keeping: a news address nobody published is not kept', async () => {
    const kept = copies();
    const item = (slug: string) => (db: Db) => getPublishedNews(db, 'en', slug);
    const options = {
      open: async () => database.db,
      copies: kept,
      keep: (found: unknown) => found !== null,
    };
    const [slug] = (await listPublishedNews(database.db, 'en')).map((news) => news.slug);
    expect(await readPublished(`news:en:${slug}`, item(slug!), options)).not.toBeNull();
    expect(await readPublished('news:en:no-such-item', item('no-such-item'), options)).toBeNull();
    expect([...kept.keys()]).toEqual([`news:en:${slug}`]);
  });

  it('serves the last copy when the database really fails (the connection closed)', async () => {
    const kept = copies();
    const own = await pgliteTarget.open({ seed: true });
    const read = (db: Db) => listPublishedNews(db, 'en', { limit: 3 });
    const fresh = await readPublished('news:en:3', read, {
      open: async () => own.db,
      copies: kept,
    });
    await own.close();
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await expect(read(own.db)).rejects.toBeDefined();
      expect(
        await readPublished('news:en:3', read, { open: async () => own.db, copies: kept }),
      ).toEqual(fresh);
    } finally {
      errors.mockRestore();
    }
  }, 60_000);
});
