/**
 * Runs before each Vitest file: a PGlite the code under test opens on a fresh folder, or in
 * memory, starts from the run's migrated template (test/support/vitest-global-setup.ts) rather
 * than an empty cluster; the site's own migrator then finds nothing left to apply. A folder that
 * already holds a database (a test reopening it) opens as it is.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { vi } from 'vitest';
import { PGLITE_TEMPLATE_ENV } from './database-templates';

vi.mock('@electric-sql/pglite', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@electric-sql/pglite')>();
  const tarball = process.env[PGLITE_TEMPLATE_ENV];
  if (!tarball) return actual;
  const bytes = readFileSync(tarball);
  type Options = NonNullable<Parameters<typeof actual.PGlite.create>[1]>;

  class PGliteFromTemplate extends actual.PGlite {
    static override async create(dataDirOrOptions?: string | Options, options?: Options) {
      const dataDir = typeof dataDirOrOptions === 'string' ? dataDirOrOptions : undefined;
      const given = (typeof dataDirOrOptions === 'object' ? dataDirOrOptions : options) ?? {};
      const folder = dataDir ?? given.dataDir;
      const onDisk = folder && !folder.startsWith('memory://') ? folder : undefined;
      const fresh = !onDisk || !existsSync(path.join(onDisk, 'PG_VERSION'));
      if (!fresh || given.loadDataDir)
        return actual.PGlite.create(dataDirOrOptions as string, options);
      return actual.PGlite.create({
        ...given,
        ...(folder ? { dataDir: folder } : {}),
        loadDataDir: new Blob([bytes]),
      });
    }
  }
  return { ...actual, PGlite: PGliteFromTemplate };
});
