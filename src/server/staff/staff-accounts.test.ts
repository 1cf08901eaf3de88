/**
 * The accounts area on the server side, on PGlite (the suite: test-support/staff-accounts-suite.ts;
 * the same suite runs on PostgreSQL in staff-accounts.postgres.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const dir = mkdtempSync(path.join(tmpdir(), 'college-accounts-'));
process.env.DATA_DIR = dir;
delete process.env.DATABASE_URL;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

await import('./test-support/staff-accounts-suite');
