/**
 * Uploaded documents on the local disk, under UPLOADS_DIR (default data/uploads, outside
 * anything served): each file goes to a temporary name and is renamed into place once
 * complete, so a reader never sees half a file, and is stored under a random name, never the
 * applicant's; files are 0600 in 0700 folders.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { chmod, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { serverConfig } from '../server-config';
import type { Storage } from './storage';

const KEY = /^[a-f0-9]{32}$/;
const PARTIAL = /^[a-f0-9]{32}\.partial$/;
/** Documents are readable by the server's own user only (files 0600 in folders 0700). */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

/** The entries of a folder, or none when it does not exist. */
async function entries(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
}

export function localStorage(root: string = serverConfig.uploadsDir()): Storage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data) {
      const key = randomBytes(16).toString('hex');
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true, mode: DIR_MODE });
      const partial = `${target}.partial`;
      let size = 0;
      data.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(data, createWriteStream(partial, { flags: 'wx', mode: FILE_MODE }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size };
    },
    async get(key) {
      const file = fileOf(key);
      await stat(file); // a missing file fails here, not halfway through a response
      return createReadStream(file);
    },
    async exists(key) {
      return stat(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
    async *list() {
      for (const dir of await entries(root)) {
        if (!/^[a-f0-9]{2}$/.test(dir)) continue;
        for (const name of await entries(path.join(root, dir))) {
          if (!KEY.test(name)) continue;
          const info = await stat(path.join(root, dir, name)).catch(() => null);
          if (info) yield { key: name, modifiedAt: info.mtime };
        }
      }
    },
    async removeUnfinished(before) {
      let removed = 0;
      // Folders made before the uploads were private are closed up on the way.
      await chmod(root, DIR_MODE).catch(() => undefined);
      for (const dir of await entries(root)) {
        if (!/^[a-f0-9]{2}$/.test(dir)) continue;
        await chmod(path.join(root, dir), DIR_MODE).catch(() => undefined);
        for (const name of await entries(path.join(root, dir))) {
          if (!PARTIAL.test(name)) continue;
          const file = path.join(root, dir, name);
          const info = await stat(file).catch(() => null);
          if (info && info.mtime < before) {
            await rm(file, { force: true });
            removed++;
          }
        }
      }
      return removed;
    },
  };
}
