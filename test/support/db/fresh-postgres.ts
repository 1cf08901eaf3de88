/**
 * For a thin test file that runs a server-side suite on PostgreSQL: a fresh database on the
 * server of TEST_DATABASE_URL (made from the migrated template, dropped after the file), named
 * in DATABASE_URL with a private DATA_DIR, before the suite is imported. Without
 * TEST_DATABASE_URL it registers a skipped test saying why, and answers false.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { postgresTemplateClause } from '../database-templates';
import { onPostgresServer } from '../postgres-admin';

export async function onFreshPostgres(
  prefix: string,
  title: string,
  /** `alter database … <setting>` clauses, e.g. `set datestyle = 'SQL, DMY'`. */
  settings: string[] = [],
): Promise<boolean> {
  const server = process.env.TEST_DATABASE_URL?.trim();
  if (!server) {
    describe.skip(title, () => {
      it('needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)', () => {});
    });
    return false;
  }
  const admin = (text: string) => onPostgresServer(server, text);
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"${postgresTemplateClause()}`);
  for (const setting of settings) await admin(`alter database "${name}" ${setting}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  // Storage and secrets stay out of the project's own data folder.
  const dir = mkdtempSync(path.join(tmpdir(), `college-${prefix}-`));
  process.env.DATA_DIR = dir;
  // Registered before the suite's own hooks, so it runs after the suite has closed its
  // connections.
  afterAll(async () => {
    await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dir, { recursive: true, force: true });
  });
  return true;
}
