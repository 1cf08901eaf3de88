/**
 * Prepares the database of the browser tests: a fresh PGlite under DATA_DIR (the folder is
 * emptied first), migrated, holding exactly the rows of e2e/board-fixture.ts in their order,
 * with the one-time seed marked done so the server does not add the site's own board, and the
 * staff accounts of e2e/staff-fixture.ts.
 * Run by playwright.config.ts before it starts the test server.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import 'tsx/cjs';
import 'tsx/esm';

const { openDatabase } = await import('../src/server/db/client.ts');
const { board, seeds } = await import('../src/server/db/schema.ts');
const { boardFixture } = await import('../e2e/board-fixture.ts');
const { staffFixture } = await import('../e2e/staff-fixture.ts');
const { createStaffAccount } = await import('../src/server/staff/create-staff-account.ts');

const dataDir = process.env.DATA_DIR?.trim();
if (!dataDir) throw new Error('DATA_DIR must name the test data folder');
rmSync(dataDir, { recursive: true, force: true });

const handle = await openDatabase(
  { kind: 'pglite', dataDir: path.resolve(dataDir, 'pglite') },
  { seed: false },
);
try {
  const start = Date.now() - 60_000;
  await handle.db.insert(seeds).values({ name: 'board' });
  await handle.db.insert(board).values(
    boardFixture.map((row, i) => ({
      nameAr: row.name.ar,
      nameEn: row.name.en,
      positionAr: row.position.ar,
      positionEn: row.position.en,
      bioAr: row.bio.ar,
      bioEn: row.bio.en,
      role: row.role,
      createdAt: new Date(start + i * 1000),
    })),
  );
  for (const account of Object.values(staffFixture)) {
    await createStaffAccount(handle.db, { ...account, roles: [...account.roles] });
  }
} finally {
  await handle.close();
}
console.log(`Test database ready: ${boardFixture.length} board rows in ${dataDir}`);
