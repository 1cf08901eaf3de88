import 'server-only';
import { serverConfig } from '../server-config';
import { localStorage } from './local-storage';
import type { Storage } from './storage';

let s3: { settings: string; storage: Storage } | undefined;

/** The storage of this process: S3 when S3_BUCKET is set, otherwise the local disk. */
export function getStorage(): Storage {
  const settings = serverConfig.s3();
  if (!settings) return localStorage();
  const key = JSON.stringify(settings);
  if (s3?.settings !== key) {
    // The AWS SDK (some 30 MB of the process once loaded) is loaded only by a site that uses S3.
    const loaded = import('./s3-storage').then(({ s3Storage }) =>
      s3Storage({
        bucket: settings.bucket,
        prefix: settings.prefix,
        client: {
          region: settings.region,
          endpoint: settings.endpoint,
          forcePathStyle: settings.forcePathStyle,
          credentials: settings.credentials,
        },
      }),
    );
    s3 = { settings: key, storage: whenLoaded(loaded) };
  }
  return s3.storage;
}

/** A storage whose every call waits for `loaded` first. */
function whenLoaded(loaded: Promise<Storage>): Storage {
  return {
    put: async (data) => (await loaded).put(data),
    get: async (key) => (await loaded).get(key),
    exists: async (key) => (await loaded).exists(key),
    delete: async (key) => (await loaded).delete(key),
    async *list() {
      yield* (await loaded).list();
    },
    removeUnfinished: async (before) => (await loaded).removeUnfinished(before),
  };
}
