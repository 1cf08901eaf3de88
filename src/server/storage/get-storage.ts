import 'server-only';
import { serverConfig } from '../server-config';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { Storage } from './storage';

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
