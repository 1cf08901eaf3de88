/**
 * The database connection of this process (DESIGN.md section 1).
 *
 * - PostgreSQL through a `pg` pool when `DATABASE_URL` is set, otherwise embedded PGlite with
 *   its files under `DATA_DIR/pglite` (src/server/db/config.ts).
 * - Opened on first use, never at import, so `next build` does not need a database.
 * - Before the first query the pending migrations of drizzle/ are applied and the board is
 *   seeded once on a fresh database (prepare-database.ts).
 * - One instance per process, kept on `globalThis`: PGlite takes seconds to start and must not
 *   be opened twice on the same files, and Next.js may load this module more than once (the
 *   server-component and route-handler bundles, and every hot reload in development).
 * - A failed open is retried a few seconds later (RETRY_AFTER_MS), so the site recovers by
 *   itself when the database comes back.
 * - PGlite's folder and files are the server account's alone (0700/0600, issue #42): made so by
 *   private-node-fs.ts and the umask, and repaired on an install made before.
 *
 * Loaded outside the Next.js bundler too (scripts/db-migrate.mjs): relative imports only.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseConfig, describeDatabase, type DatabaseConfig } from './config';
import type { Db } from './db';
import { provideDatabaseProbe } from './database-check';
import { DatabaseUnavailableError, describeError } from './errors';
import { prepareDatabase, type DriverClient } from './prepare-database';
import { PrivateNodeFS } from './private-node-fs';
import { keepNewFilesPrivate, makePrivate, PRIVATE_FOLDER_MODE } from '../files/private-data';
import * as schema from './schema';

export interface DatabaseHandle {
  db: Db;
  config: DatabaseConfig;
  /** Closes the pool or the PGlite instance. */
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Load the board on a fresh database (default true; `DB_SEED=off` turns it off for the site). */
  seed?: boolean;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
}

/** How long a visitor waits for an unreachable PostgreSQL server before seeing the error state. */
const CONNECT_TIMEOUT_MS = 5_000;
/** Longest query the site will wait for; every query here reads a handful of rows. */
const STATEMENT_TIMEOUT_MS = 10_000;

async function connect(config: DatabaseConfig): Promise<DatabaseHandle & { driver: DriverClient }> {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      statement_timeout: STATEMENT_TIMEOUT_MS,
      max: 10,
    });
    // Without a listener, an idle client losing its connection (server restart, network)
    // emits an unhandled 'error' event, which would end the whole Node.js process.
    pool.on('error', (error) => {
      console.error(`[db] idle PostgreSQL connection failed: ${describeError(error)}`);
    });
    // Drizzle reads timestamps as the text PostgreSQL writes, in the connection's DateStyle:
    // a server or database set to another style than ISO ('SQL, DMY', 'German') gave every
    // timestamp as an invalid date, and better-auth refused every two-factor step as expired
    // (issue #42, item 7). Each connection asks for ISO before its first query (node-postgres
    // runs a query sent on 'connect' before the one that opened the connection).
    pool.on('connect', (client) => {
      client.query(`set datestyle = 'ISO, YMD'`).catch((error: unknown) => {
        console.error(`[db] could not set the date style: ${describeError(error)}`);
      });
    });
    return {
      db: drizzlePg({ client: pool, schema }) as unknown as Db,
      config,
      driver: { kind: 'postgres', pool },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (config.dataDir) {
    // Whatever else this process writes (a script, `next dev`) is private too.
    keepNewFilesPrivate();
    await mkdir(config.dataDir, { recursive: true, mode: PRIVATE_FOLDER_MODE });
    await makePrivate(config.dataDir);
    // The file system decides where the files are; `dataDir` still names the folder (PGlite's
    // dumps are named after it, and tests recognise a database on disk by it).
    const dataDir = config.dataDir;
    const open = () =>
      PGlite.create({
        dataDir,
        fs: new PrivateNodeFS(dataDir),
        // Postgres's buffer cache at 16 MB instead of its 128 MB: the college's data is a few
        // megabytes, and every page of the cache the database touches stays in the server's
        // memory for good (WebAssembly's memory never shrinks).
        startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'],
      });
    // Creating the database (initdb) grows PGlite's WebAssembly memory to 300-400 MB, which an
    // instance never gives back, and leaves the process's heaps larger: it is done by a short
    // process of its own, and this one only opens what it made (docs/performance.md).
    if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
      if (await createInChildProcess(dataDir)) {
        // The child's files follow its umask only: closed like an older install's.
        await makePrivate(dataDir);
      } else {
        // No child process (a sandbox refusing it): created here, then opened again, which
        // still gives back PGlite's share.
        await (await open()).close();
      }
    }
    client = await open();
  } else {
    client = await PGlite.create();
  }
  return {
    db: drizzlePglite({ client, schema }) as unknown as Db,
    config,
    driver: { kind: 'pglite', client },
    close: () => client.close(),
  };
}

/**
 * Opens a database, applies its migrations and seeds it (unless told not to). Throws
 * DatabaseUnavailableError, having closed whatever it opened, when any step fails.
 */
export async function openDatabase(
  config: DatabaseConfig,
  { seed = true, migrate = true }: OpenOptions = {},
): Promise<DatabaseHandle> {
  let handle: (DatabaseHandle & { driver: DriverClient }) | undefined;
  try {
    handle = await connect(config);
    if (migrate) await prepareDatabase(handle.driver, { seed });
    const { db, close } = handle;
    return { db, config, close };
  } catch (error) {
    await handle?.close().catch(() => undefined);
    throw new DatabaseUnavailableError(
      `Could not open ${describeDatabase(config)}: ${describeError(error)}`,
      { cause: error },
    );
  }
}

const CACHE_KEY = Symbol.for('college-website.database');
type Cache = Map<string, Promise<DatabaseHandle>>;

function cache(): Cache {
  const store = globalThis as typeof globalThis & { [CACHE_KEY]?: Cache };
  store[CACHE_KEY] ??= new Map();
  return store[CACHE_KEY];
}

/** The seed runs unless `DB_SEED` is `off`, `false` or `0` (a deployment loading its own data). */
function seedEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return !['off', 'false', '0', 'no'].includes(env.DB_SEED?.trim().toLowerCase() ?? '');
}

/**
 * After a failed open, requests get the same failure at once for this long before the next
 * attempt: during an outage visitors see the error state immediately instead of each waiting
 * for a connection timeout, and a broken PGlite directory is not re-initialised per request.
 */
const RETRY_AFTER_MS = 5_000;

/**
 * The process-wide database of the current configuration, opened (and migrated) on first use.
 * Rejects with DatabaseUnavailableError when it cannot be opened; a later call (after
 * RETRY_AFTER_MS) tries again, so the site recovers by itself when the database comes back.
 */
export function getDatabase(config: DatabaseConfig = databaseConfig()): Promise<DatabaseHandle> {
  const key = JSON.stringify(config);
  const databases = cache();
  let pending = databases.get(key);
  if (!pending) {
    const opening = openDatabase(config, { seed: seedEnabled() });
    databases.set(key, opening);
    opening.then(
      () => console.info(`[db] ready: ${describeDatabase(config)}`),
      () => {
        const retry = setTimeout(() => {
          if (databases.get(key) === opening) databases.delete(key);
        }, RETRY_AFTER_MS);
        // The timer alone must not keep a script or a test process alive.
        retry.unref();
      },
    );
    pending = opening;
  }
  return pending;
}

// The proxy's question, whether the database answers, asked of this process's database
// (database-check.ts).
provideDatabaseProbe(async () => {
  const { db } = await getDatabase();
  await db.execute(sql`select 1`);
});

/** The process-wide Drizzle database (see getDatabase). */
export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

/** Closes every database this process opened (tests, scripts). */
export async function closeDatabases(): Promise<void> {
  const databases = cache();
  const pending = [...databases.values()];
  databases.clear();
  await Promise.all(
    pending.map((opening) => opening.then((handle) => handle.close()).catch(() => undefined)),
  );
}

/** What the child process of createInChildProcess runs (CommonJS, no file of its own). */
const CREATE_DATABASE = `
const { PGlite } = require(process.env.PGLITE_ENTRY);
PGlite.create({ dataDir: process.env.PGLITE_DATA_DIR })
  .then((db) => db.close())
  .catch((error) => { console.error(String(error && error.message)); process.exit(1); });
`;

/**
 * Creates a PGlite database in `dataDir` by a child process of the same Node.js (it inherits
 * the umask: its files are private too); true when it did. Nothing but the two paths reaches
 * its environment.
 */
async function createInChildProcess(dataDir: string): Promise<boolean> {
  try {
    const entry = createRequire(path.join(process.cwd(), 'package.json')).resolve(
      '@electric-sql/pglite',
    );
    await promisify(execFile)(process.execPath, ['-e', CREATE_DATABASE], {
      env: { NODE_ENV: 'production', PGLITE_ENTRY: entry, PGLITE_DATA_DIR: dataDir },
      timeout: 120_000,
    });
    return existsSync(path.join(dataDir, 'PG_VERSION'));
  } catch (error) {
    console.warn(`[db] creating the database in a child process failed: ${describeError(error)}`);
    return false;
  }
}
