/**
 * Vitest's global setup: migrates one database of each kind once for the whole run, so that a
 * test file opening a fresh database copies it instead of applying every migration again
 * (PGlite: ~9 s of a database test file's 10 s on this machine before).
 *
 * - PGlite: an in-memory database, migrated and not seeded, dumped to a tarball; a PGlite opened
 *   on a fresh folder (or in memory) in a test starts from it (test/support/vitest-setup.ts).
 * - PostgreSQL (when TEST_DATABASE_URL names a server): a template database, migrated and not
 *   seeded; the tests create theirs with `create database … template …`
 *   (test/support/db/test-databases.ts).
 *
 * The seeds still run in each test's database, as the site runs them: only the migrations are
 * shared, and they are the same files the site applies.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDatabase } from '../../src/server/db/client';
import { prepareDatabase } from '../../src/server/db/prepare-database';
import { PGLITE_TEMPLATE_ENV, POSTGRES_TEMPLATE_ENV } from './database-templates';
import { onPostgresServer } from './postgres-admin';

const admin = onPostgresServer;

export default async function setup(): Promise<() => Promise<void>> {
  const folder = mkdtempSync(path.join(tmpdir(), 'college-vitest-templates-'));
  const client = await PGlite.create();
  await prepareDatabase({ kind: 'pglite', client }, { seed: false });
  const tarball = path.join(folder, 'pglite.tar');
  writeFileSync(tarball, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await client.close();
  process.env[PGLITE_TEMPLATE_ENV] = tarball;

  const server = process.env.TEST_DATABASE_URL?.trim();
  let template: string | undefined;
  if (server) {
    template = `college_template_${process.pid}_${randomBytes(4).toString('hex')}`;
    await admin(server, `create database "${template}"`);
    const url = new URL(server);
    url.pathname = `/${template}`;
    const handle = await openDatabase({ kind: 'postgres', url: url.toString() }, { seed: false });
    await handle.close();
    process.env[POSTGRES_TEMPLATE_ENV] = template;
  }

  return async () => {
    rmSync(folder, { recursive: true, force: true });
    if (server && template)
      await admin(server, `drop database if exists "${template}" with (force)`);
  };
}
