/**
 * The staff workspace on the server side, on PostgreSQL: the suite of
 * test/support/staff/staff-workspace-suite.ts against a fresh database on the server of
 * TEST_DATABASE_URL (created here, dropped afterwards); skipped, saying why, without it.
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
  const name = `staff_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await admin(`create database "${name}"${postgresTemplateClause()}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  // Storage and secrets stay out of the project's own data folder.
  const dir = mkdtempSync(path.join(tmpdir(), 'college-staff-pg-'));
  process.env.DATA_DIR = dir;
  // Registered first, so it runs after the suite has closed its connections.
  afterAll(async () => {
    await admin(`drop database if exists "${name}" with (force)`);
    rmSync(dir, { recursive: true, force: true });
  });
  await import('../../../test/support/staff/staff-workspace-suite');
  await import('../../../test/support/staff/support-mail-suite');
  await import('../../../test/support/staff/staff-accounts-suite');
} else {
  describe.skip('the staff workspace on PostgreSQL', () => {
    it('needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/test)', () => {});
  });
}
