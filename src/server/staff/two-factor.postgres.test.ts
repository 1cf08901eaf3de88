/**
 * Two-factor sign-in on PostgreSQL: the suite of test/support/staff/two-factor-suite.ts against a
 * fresh database on the server of TEST_DATABASE_URL (created here, dropped afterwards);
 * skipped, saying why, without it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, it, vi } from 'vitest';
import { postgresTemplateClause } from '../../../test/support/database-templates';
import { onPostgresServer } from '../../../test/support/postgres-admin';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const server = process.env.TEST_DATABASE_URL?.trim();

const admin = (text: string) => onPostgresServer(server!, text);

if (server) {
  const name = `two_factor_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"${postgresTemplateClause()}`);
  // A server whose dates are written in another style than ISO (a setting of the server or
  // the database, 'ISO, MDY' only by default): the site's connections must not depend on it.
  // Before the fix every code was refused with 'the sign-in step has expired' here.
  await admin(`alter database "${name}" set datestyle = 'SQL, DMY'`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  const dir = mkdtempSync(path.join(tmpdir(), 'college-two-factor-pg-'));
  process.env.DATA_DIR = dir;
  // Registered first, so it runs after the suite has closed its connections.
  afterAll(async () => {
    await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dir, { recursive: true, force: true });
  });
  await import('../../../test/support/staff/two-factor-suite');
} else {
  describe.skip('two-factor sign-in on PostgreSQL', () => {
    it('needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)', () => {});
  });
}
