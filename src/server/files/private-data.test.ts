/**
 * Everything under DATA_DIR is the server account's alone (issue #42, item 1): PGlite's files
 * (its write-ahead log holds the cookie-signing key and every session), the uploads and the
 * outbox. A new install is made private, and an existing one is repaired at start.
 */
import { chmod, lstat, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { makeDataPrivate, makePrivate } from './private-data';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function scratch(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'college-private-'));
  folders.push(dir);
  return dir;
}

/** Every entry under `root` (itself included) that another account could use, with its mode. */
async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (entry: string) => {
    const info = await lstat(entry);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) {
      found.push(`${path.relative(root, entry) || '.'} ${(info.mode & 0o777).toString(8)}`);
    }
    if (info.isDirectory()) {
      for (const name of await readdir(entry)) await visit(path.join(entry, name));
    }
  };
  await visit(root);
  return found;
}

describe('the data folder', () => {
  it('opens a new PGlite database whose every folder and file only the server account can use', async () => {
    const dataDir = path.join(await scratch(), 'data');
    const handle = await openDatabase(
      { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
      { seed: false },
    );
    try {
      // A write, so that the write-ahead log has something in it.
      await handle.db.execute(sql`create table private_check (secret text)`);
      await handle.db.execute(sql`insert into private_check values ('session token')`);
    } finally {
      await handle.close();
    }
    expect(await openToOthers(dataDir)).toEqual([]);
    expect((await lstat(dataDir)).mode & 0o777).toBe(0o700);
  });

  it('repairs an existing install: folders 0700, files 0600, links left alone', async () => {
    const root = await scratch();
    const dataDir = path.join(root, 'data');
    await mkdir(path.join(dataDir, 'pglite', 'pg_wal'), { recursive: true });
    await mkdir(path.join(dataDir, 'uploads', 'ab'), { recursive: true });
    const wal = path.join(dataDir, 'pglite', 'pg_wal', '000000010000000000000001');
    await writeFile(wal, 'wal');
    await chmod(wal, 0o666);
    const upload = path.join(dataDir, 'uploads', 'ab', 'ab'.padEnd(32, '0'));
    await writeFile(upload, 'document');
    await chmod(upload, 0o644);
    const script = path.join(dataDir, 'pglite', 'run.sh');
    await writeFile(script, '#!/bin/sh');
    await chmod(script, 0o755);
    for (const dir of ['', 'pglite', 'pglite/pg_wal', 'uploads', 'uploads/ab']) {
      await chmod(path.join(dataDir, dir), 0o755);
    }
    // A link's target is not ours to change (it may be anywhere on the machine).
    const outside = path.join(root, 'outside.txt');
    await writeFile(outside, 'not ours');
    await chmod(outside, 0o644);
    await symlink(outside, path.join(dataDir, 'link'));

    // Five folders and three files.
    expect(await makePrivate(dataDir)).toBe(8);

    expect(await openToOthers(dataDir)).toEqual([]);
    expect((await lstat(wal)).mode & 0o777).toBe(0o600);
    // An executable stays executable for its owner.
    expect((await lstat(script)).mode & 0o777).toBe(0o700);
    expect((await lstat(path.join(dataDir, 'uploads', 'ab'))).mode & 0o777).toBe(0o700);
    expect((await lstat(outside)).mode & 0o777).toBe(0o644);
    // Nothing left to repair the second time.
    expect(await makePrivate(dataDir)).toBe(0);
  });

  it('repairs nothing when the folder does not exist yet', async () => {
    expect(await makePrivate(path.join(await scratch(), 'missing'))).toBe(0);
  });

  it('repairs DATA_DIR and the uploads and outbox folders wherever they are', async () => {
    const root = await scratch();
    const folders = ['data', 'data/uploads', 'mail'].map((folder) => path.join(root, folder));
    for (const folder of folders) {
      await mkdir(folder, { recursive: true });
      await chmod(folder, 0o755);
    }
    expect(await makeDataPrivate(folders)).toBe(3);
    expect(await openToOthers(path.join(root, 'data'))).toEqual([]);
    expect(await openToOthers(path.join(root, 'mail'))).toEqual([]);
  });
});
