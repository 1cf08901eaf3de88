/**
 * Brings a database up to date before the site reads it: applies the pending migrations of
 * drizzle/, runs the one-time seed and stores the news bodies still in marked text as documents
 * (convert-news-bodies.ts). Runs at the first use of the database in each process
 * and in `npm run db:migrate`.
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsFolder } from './config';
import { convertNewsBodies } from './convert-news-bodies';
import * as schema from './schema';
import { seedAcademicCalendar } from './seed-academic-calendar';
import { seedBoard } from './seed-board';
import { seedDirectory } from './seed-directory';
import { seedEvents } from './seed-events';
import { seedNews } from './seed-news';
import type { Db } from './db';

/** The driver-level client, which the migrators need (they differ per driver). */
export type DriverClient = { kind: 'postgres'; pool: pg.Pool } | { kind: 'pglite'; client: PGlite };

/**
 * Key of the PostgreSQL advisory lock held while migrating and seeding. Several instances of
 * the site may start together against one server (DESIGN.md: nothing assumes one process);
 * Drizzle's migrator takes no lock itself, so without this two of them could apply the same
 * migration at once.
 */
const MIGRATION_LOCK_KEY = 7_240_531_001;

export interface PrepareResult {
  /** Board rows the seed inserted (0 unless the database was fresh). */
  seeded: number;
}

/**
 * The one-time seeds, each recorded in the `seeds` table: the board, the news, the events, the
 * academic calendar, the staff directory.
 */
async function seedAll(db: Db): Promise<number> {
  const board = await seedBoard(db);
  await seedNews(db);
  await seedEvents(db);
  await seedAcademicCalendar(db);
  await seedDirectory(db);
  return board;
}

/** Applies pending migrations and, when `seed` is set, the one-time board seed. */
export async function prepareDatabase(
  driver: DriverClient,
  { seed }: { seed: boolean },
): Promise<PrepareResult> {
  const config = { migrationsFolder: migrationsFolder() };

  if (driver.kind === 'pglite') {
    // PGlite lives in this process only, and getDatabase() opens it once: no lock needed.
    const db = drizzlePglite({ client: driver.client, schema });
    await migratePglite(db, config);
    const seeded = seed ? await seedAll(db as unknown as Db) : 0;
    await convertNewsBodies(db as unknown as Db);
    return { seeded };
  }

  const client = await driver.pool.connect();
  let broken: Error | undefined;
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      const db = drizzlePg({ client, schema });
      await migratePg(db, config);
      const seeded = seed ? await seedAll(db as unknown as Db) : 0;
      await convertNewsBodies(db as unknown as Db);
      return { seeded };
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } catch (error) {
    // A connection in an unknown state is destroyed rather than returned to the pool.
    broken = error instanceof Error ? error : new Error(String(error));
    throw error;
  } finally {
    client.release(broken);
  }
}
