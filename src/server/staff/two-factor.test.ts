/**
 * Two-factor sign-in on PGlite (the suite: test/support/staff/two-factor-suite.ts; the same
 * suite runs on PostgreSQL in two-factor.postgres.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, vi } from 'vitest';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const dir = mkdtempSync(path.join(tmpdir(), 'college-two-factor-'));
process.env.DATA_DIR = dir;
delete process.env.DATABASE_URL;
afterAll(() => rmSync(dir, { recursive: true, force: true }));

await import('../../../test/support/staff/two-factor-suite');
