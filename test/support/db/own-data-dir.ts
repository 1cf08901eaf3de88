/**
 * A folder of the test file's own for what the site keeps on disk (DATA_DIR: the embedded
 * PGlite database, the uploads, the mail outbox), removed after the file's tests. Call it
 * before importing the modules that read DATA_DIR; a file that opens the database closes it in
 * an afterAll of its own, registered after this one, so that it runs first (Vitest runs afterAll
 * hooks in the reverse order of their registration).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

/** Makes the folder (named after `name`), points DATA_DIR at it, and returns its path. */
export function ownDataDir(name: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `college-${name}-`));
  process.env.DATA_DIR = dir;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}
