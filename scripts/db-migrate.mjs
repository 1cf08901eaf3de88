/**
 * npm run db:migrate — applies the pending migrations of drizzle/ to the configured database
 * (DATABASE_URL, or PGlite under DATA_DIR) and runs the one-time board seed (unless
 * DB_SEED=off), exactly as the site does at start-up. For deployments that migrate before
 * starting new instances. With PGlite, run it only while the site is stopped: PGlite's files
 * must never be opened by two processes at once.
 *
 * It runs the project's TypeScript sources directly (tsx).
 */
import 'tsx/cjs';
import 'tsx/esm';

const { databaseConfig, describeDatabase } = await import('../src/server/db/config.ts');
const { openDatabase } = await import('../src/server/db/client.ts');

const config = databaseConfig();
const seed = !['off', 'false', '0', 'no'].includes(process.env.DB_SEED?.trim().toLowerCase() ?? '');
try {
  const handle = await openDatabase(config, { seed });
  await handle.close();
  console.log(
    `Database up to date: ${describeDatabase(config)}${seed ? '' : ' (seed skipped: DB_SEED)'}`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
