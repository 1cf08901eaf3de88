/**
 * Where uploaded documents are kept, behind one interface (DESIGN.md section 1). The local disk
 * implementation writes under UPLOADS_DIR (default data/uploads, outside anything served):
 * each file goes to a temporary name and is renamed into place once complete, so a reader never
 * sees half a file, and is stored under a random name, never the applicant's.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { serverConfig } from '../server-config';

export interface Storage {
  /** Writes the stream completely, then makes it visible under a new random key. */
  put(data: Readable): Promise<{ key: string; size: number }>;
  get(key: string): Readable;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
}

const KEY = /^[a-f0-9]{32}$/;

export function localStorage(root: string = serverConfig.uploadsDir()): Storage {
  const fileOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return path.join(root, key.slice(0, 2), key);
  };
  return {
    async put(data) {
      const key = randomBytes(16).toString('hex');
      const target = fileOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const partial = `${target}.partial`;
      let size = 0;
      data.on('data', (chunk: Buffer) => (size += chunk.length));
      try {
        await pipeline(data, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { key, size };
    },
    get: (key) => createReadStream(fileOf(key)),
    async exists(key) {
      return stat(fileOf(key)).then(
        () => true,
        () => false,
      );
    },
    async delete(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The storage of this process. */
export function getStorage(): Storage {
  return localStorage();
}
