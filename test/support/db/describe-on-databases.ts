import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { testTargets, type TestDatabase } from './test-databases';

/** Creating a PostgreSQL database takes longer on a busy machine (Vitest's setting: 40 s). */
const DATABASE_HOOK_TIMEOUT = 60_000;

/**
 * A suite run once on each test database: in-memory PGlite, and PostgreSQL when
 * `TEST_DATABASE_URL` names a server (skipped with the reason otherwise). The suite's database
 * is opened empty (no seed) before its tests, emptied before each one, and dropped after; the
 * `database` given to `body` is usable from the suite's hooks and tests on.
 */
export function describeOnDatabases(title: string, body: (database: TestDatabase) => void): void {
  for (const target of testTargets) {
    describe.skipIf(target.skip)(`${title} on ${target.name}`, () => {
      const database = {} as TestDatabase;
      let opened: TestDatabase | undefined;
      beforeAll(async () => {
        opened = await target.open({ seed: false });
        Object.assign(database, opened);
      }, DATABASE_HOOK_TIMEOUT);
      afterAll(async () => {
        await opened?.drop();
      }, DATABASE_HOOK_TIMEOUT);
      beforeEach(async () => {
        await database.reset();
      }, DATABASE_HOOK_TIMEOUT);
      body(database);
    });
  }
}
