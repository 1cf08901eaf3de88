/**
 * Uploaded documents in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, …), for
 * deployments with several instances (DESIGN.md section 1). Each document is streamed to a
 * new random key under the configured prefix; an object only becomes visible once its upload
 * is complete (S3 writes are atomic), and a failed or refused stream leaves nothing behind.
 */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Storage } from './storage';

export interface S3StorageOptions {
  bucket: string;
  /** Prepended to every key, e.g. `uploads/`. */
  prefix?: string;
  client: S3ClientConfig;
}

const KEY = /^[a-f0-9]{32}$/;

export function s3Storage({ bucket, prefix = '', client: config }: S3StorageOptions): Storage {
  const client = new S3Client(config);
  const objectOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return `${prefix}${key.slice(0, 2)}/${key}`;
  };
  return {
    async put(data) {
      const key = randomBytes(16).toString('hex');
      let size = 0;
      const counted = data.pipe(
        new Transform({
          transform(chunk: Buffer, _encoding, callback) {
            size += chunk.length;
            callback(null, chunk);
          },
        }),
      );
      // pipe() does not pass an error on: a broken source must fail (and abort) the upload.
      data.on('error', (error) => counted.destroy(error));
      // One part of at most 5 MiB is buffered at a time, whatever the size of the document.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectOf(key), Body: counted },
        leavePartsOnError: false,
      });
      await upload.done();
      return { key, size };
    },
    async get(key) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: objectOf(key) }),
      );
      if (!(object.Body instanceof Readable)) throw new Error('S3 returned no readable body');
      return object.Body;
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
        return true;
      } catch (error) {
        if (
          (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
        ) {
          return false;
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectOf(key) }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length).split('/')[1];
          if (key && KEY.test(key) && object.Key === objectOf(key)) {
            yield { key, modifiedAt: object.LastModified ?? new Date() };
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async removeUnfinished(before) {
      // A document is one PUT, or a multipart upload when it is larger than a part: a server
      // killed during a multipart upload leaves its parts stored (and billed) until aborted.
      let removed = 0;
      let keyMarker: string | undefined;
      let uploadIdMarker: string | undefined;
      do {
        const page = await client
          .send(
            new ListMultipartUploadsCommand({
              Bucket: bucket,
              Prefix: prefix,
              KeyMarker: keyMarker,
              UploadIdMarker: uploadIdMarker,
            }),
          )
          .catch((error: unknown) => {
            // Some S3-compatible servers cannot list unfinished uploads: say so, and let their
            // own expiry rules (e.g. an AbortIncompleteMultipartUpload lifecycle rule) do it.
            if ((error as { name?: unknown }).name !== 'NotImplemented') throw error;
            console.warn(
              '[storage] this S3 service cannot list unfinished uploads; add a lifecycle rule that aborts them',
            );
            return null;
          });
        if (!page) return removed;
        for (const upload of page.Uploads ?? []) {
          if (!upload.Key || !upload.UploadId || !upload.Initiated || upload.Initiated >= before) {
            continue;
          }
          await client.send(
            new AbortMultipartUploadCommand({
              Bucket: bucket,
              Key: upload.Key,
              UploadId: upload.UploadId,
            }),
          );
          removed++;
        }
        keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
        uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
      } while (keyMarker);
      return removed;
    },
  };
}
