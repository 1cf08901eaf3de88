/**
 * Two-factor sign-in on PGlite (the suite: test/support/staff/two-factor-suite.ts; the same
 * suite runs on PostgreSQL in two-factor.postgres.test.ts).
 */
import { vi } from 'vitest';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('two-factor');
delete process.env.DATABASE_URL;

await import('../../../test/support/staff/two-factor-suite');
