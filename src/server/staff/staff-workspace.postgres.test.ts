/**
 * The staff workspace on the server side, on PostgreSQL: the suites of test/support/staff/
 * against a fresh database on the server of TEST_DATABASE_URL; skipped, saying why, without it.
 */
import { vi } from 'vitest';
import { onFreshPostgres } from '../../../test/support/db/fresh-postgres';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

if (await onFreshPostgres('staff_test', 'the staff workspace on PostgreSQL')) {
  await import('../../../test/support/staff/staff-workspace-suite');
  await import('../../../test/support/staff/support-mail-suite');
  await import('../../../test/support/staff/staff-accounts-suite');
}
