/**
 * The staff workspace on the server side, on PGlite (the suite:
 * test/support/staff/staff-workspace-suite.ts; the same suite runs on PostgreSQL in
 * staff-workspace.postgres.test.ts).
 */
import { vi } from 'vitest';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

ownDataDir('staff');
delete process.env.DATABASE_URL;

await import('../../../test/support/staff/staff-workspace-suite');
await import('../../../test/support/staff/support-mail-suite');
await import('../../../test/support/staff/staff-accounts-suite');
