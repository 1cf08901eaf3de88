/**
 * Two-factor sign-in on PostgreSQL: the suite of test/support/staff/two-factor-suite.ts against a
 * fresh database on the server of TEST_DATABASE_URL; skipped, saying why, without it.
 */
import { vi } from 'vitest';
import { onFreshPostgres } from '../../../test/support/db/fresh-postgres';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

// A server whose dates are written in another style than ISO (a setting of the server or the
// database, 'ISO, MDY' only by default): the site's connections must not depend on it. Before
// the fix every code was refused with 'the sign-in step has expired' here.
if (
  await onFreshPostgres('two_factor_test', 'two-factor sign-in on PostgreSQL', [
    `set datestyle = 'SQL, DMY'`,
  ])
) {
  await import('../../../test/support/staff/two-factor-suite');
}
