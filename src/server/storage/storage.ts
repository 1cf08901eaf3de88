/**
 * Where uploaded documents are kept, behind one interface (DESIGN.md section 1): the local disk
 * by default, S3-compatible object storage when S3_BUCKET is set (s3-storage.ts). The local disk
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
import { s3Storage } from './s3-storage';

export interface Storage {
  /** Writes the stream completely, then makes it visible under a new random key. */
  put(data: Readable): Promise<{ key: string; size: number }>;
  get(key: string): Promise<Readable>;
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
  };
}

let s3: { settings: string; storage: Storage } | undefined;

/** The storage of this process: S3 when S3_BUCKET is set, otherwise the local disk. */
export function getStorage(): Storage {
  const settings = serverConfig.s3();
  if (!settings) return localStorage();
  const key = JSON.stringify(settings);
  if (s3?.settings !== key) {
    s3 = {
      settings: key,
      storage: s3Storage({
        bucket: settings.bucket,
        prefix: settings.prefix,
        client: {
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: settings.credentials,
        },
      }),
    };
  }
  return s3.storage;
}
