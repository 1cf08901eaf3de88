import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getBoardContent } from '@content/board';
import { loadBoard } from '@/server/board/load-board';
import { closeDatabases } from '@/server/db/client';
import { unreachablePostgres } from '../../../test/support/db/test-databases';
import {
  boardMessages,
  renderBoard as render,
} from '../../../test/support/board/board-test-helpers';

/**
 * The error state with the database failing for real: the page's own loader, reading the
 * configuration from the environment as in production, against a PostgreSQL port where nothing
 * listens and against a corrupted PGlite data directory.
 */
describe('the board page when the database fails', () => {
  let dataDir: string;
  let errors: ReturnType<typeof vi.spyOn>;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'college-broken-'));
    // A data directory PGlite recognises as a cluster but cannot start.
    await mkdir(path.join(dataDir, 'pglite'));
    await writeFile(path.join(dataDir, 'pglite', 'PG_VERSION'), 'not a version\n');
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });
  afterEach(async () => {
    vi.unstubAllEnvs();
    errors?.mockRestore();
    await closeDatabases();
  });

  it('has the exact messages of the specification', () => {
    expect(boardMessages.ar.error).toBe('حدث خطأ أثناء تحميل البيانات');
    expect(boardMessages.en.error).toBe('Error loading data');
    expect(boardMessages.en.loading).toBe('Loading data...');
    expect(boardMessages.ar.loading).toBe('جارٍ تحميل البيانات...');
  });

  const failures = [
    [
      'PostgreSQL refuses the connection',
      { DATABASE_URL: unreachablePostgres.kind === 'postgres' ? unreachablePostgres.url : '' },
      'ECONNREFUSED',
    ],
    [
      'the PGlite files are corrupted',
      { DATABASE_URL: '', DATA_DIR: '<broken>' },
      'PGlite failed to initialize',
    ],
  ] as const;

  for (const [failure, env, driverError] of failures) {
    it(`logs the error and shows the red message in place of the content when ${failure}`, async () => {
      for (const [name, value] of Object.entries(env))
        vi.stubEnv(name, value === '<broken>' ? dataDir : value);
      errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

      const state = await loadBoard();
      expect(state).toEqual({ status: 'error' });
      expect(errors).toHaveBeenCalledWith(
        expect.stringContaining('[board] could not load the board of trustees'),
      );
      // The driver's own error reached the log, so the failure was real.
      expect(errors).toHaveBeenCalledWith(expect.stringContaining(driverError));

      const expected = { ar: 'حدث خطأ أثناء تحميل البيانات', en: 'Error loading data' } as const;
      for (const locale of ['ar', 'en'] as const) {
        const html = render(locale, state);
        expect(html).toContain(
          `<p role="alert" class="font-bold text-red-700 dark:text-red-400">${expected[locale]}</p>`,
        );
        expect(html).not.toContain('<table');
        expect(html).not.toContain('data-testid="board-leadership"');
        expect(html).not.toContain(getBoardContent(locale).leadership[0]!.name);
      }
    }, 30_000);
  }
});
