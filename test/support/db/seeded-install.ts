/**
 * A database of the test file's own, seeded as a fresh install is (the events, news and years
 * the site started with): a data folder of its own (ownDataDir), no PostgreSQL URL and the
 * default seeds, closed after the file's tests. Call it before importing the modules that read
 * the database; it answers the database.
 */
import { afterAll, vi } from 'vitest';
import type { Db } from '@/server/db/db';
import { ownDataDir } from './own-data-dir';

export async function seededInstall(name: string): Promise<Db> {
  vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });
  ownDataDir(name);
  delete process.env.DATABASE_URL;
  delete process.env.DB_SEED;
  const { getDb, closeDatabases } = await import('@/server/db/client');
  afterAll(() => closeDatabases());
  return getDb();
}
