/**
 * Both storages behave the same: the local disk, and S3-compatible object storage tested
 * against a real S3 server speaking the S3 protocol over HTTP (s3rver). Then the upload and
 * download endpoints on S3: a document goes to the bucket, a refused one leaves no object.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jpegBytes, pdfBytes, pngBytes } from '../../../test/support/applications/sample-files';
import { documentForm } from '../../../test/support/applications/bad-documents';
import { filesUnder } from '../../../test/support/files-under';
import { s3Storage } from './s3-storage';
import { localStorage } from './local-storage';
import type { Storage } from './storage';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const root = mkdtempSync(path.join(tmpdir(), 'college-storage-'));
const bucketDir = path.join(root, 's3');
const BUCKET = 'college-documents';
let s3server: S3rver;
let endpoint = '';

beforeAll(async () => {
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: bucketDir,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await s3server.run();
  endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await s3server.close();
  rmSync(root, { recursive: true, force: true });
});

/** The objects in the bucket (s3rver keeps each as a file named `<key>._S3rver_object`). */
const objectsInBucket = () =>
  filesUnder(path.join(bucketDir, BUCKET), (name) => name.endsWith('._S3rver_object'));

const s3Client = () => ({
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
});

/** A stream that gives some bytes, then fails, as a connection cut mid-file does. */
function brokenStream(): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error('connection reset'));
        return;
      }
      sent = true;
      this.push(Buffer.alloc(64 * 1024, 0x41));
    },
  });
}

const storages: [string, () => Storage, () => string[]][] = [
  [
    'local disk',
    () => localStorage(path.join(root, 'disk')),
    () => filesUnder(path.join(root, 'disk')),
  ],
  [
    'S3-compatible storage',
    () => s3Storage({ bucket: BUCKET, prefix: 'uploads/', client: s3Client() }),
    objectsInBucket,
  ],
];

describe.each(storages)('%s', (_name, makeStorage, stored) => {
  it('keeps a document under a new random key and gives it back unchanged', async () => {
    const storage = makeStorage();
    const { key, size } = await storage.put(Readable.from([pdfBytes()]));
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(size).toBe(pdfBytes().length);
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.get(key))).toBe(pdfBytes().toString());
    const other = await storage.put(Readable.from([pdfBytes()]));
    expect(other.key).not.toBe(key);
    await storage.delete(key);
    await storage.delete(other.key);
    expect(await storage.exists(key)).toBe(false);
    expect(stored()).toEqual([]);
  });

  it('streams a document larger than one upload part', async () => {
    const storage = makeStorage();
    const big = Buffer.alloc(6 * 1024 * 1024 + 17, 0x42);
    const chunks = Array.from({ length: Math.ceil(big.length / 65536) }, (_, i) =>
      big.subarray(i * 65536, (i + 1) * 65536),
    );
    const { key, size } = await storage.put(Readable.from(chunks));
    expect(size).toBe(big.length);
    const back = Buffer.concat(await (await storage.get(key)).toArray());
    expect(back.equals(big)).toBe(true);
    await storage.delete(key);
  });

  it('keeps nothing of a stream that breaks', async () => {
    const storage = makeStorage();
    const before = stored();
    await expect(storage.put(brokenStream())).rejects.toThrow();
    expect(stored()).toEqual(before);
  });

  it('lists what it holds, with when each was written', async () => {
    const storage = makeStorage();
    const { key } = await storage.put(Readable.from([pdfBytes()]));
    const listed = [];
    for await (const entry of storage.list()) listed.push(entry);
    const entry = listed.find((item) => item.key === key);
    expect(entry).toBeDefined();
    expect(Math.abs(entry!.modifiedAt.getTime() - Date.now())).toBeLessThan(60_000);
    await storage.delete(key);
  });

  it('refuses a key that is not one of its own', async () => {
    const storage = makeStorage();
    for (const key of ['../etc/passwd', 'ab', 'A'.repeat(32)]) {
      await expect(storage.get(key)).rejects.toThrow('invalid storage key');
    }
  });
});

describe('the application endpoints on S3-compatible storage', () => {
  it('store each document in the bucket, leave none for a refused one, and serve it to the admissions office', async () => {
    Object.assign(process.env, {
      DATA_DIR: path.join(root, 'site'),
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PREFIX: 'site/',
      RATE_LIMIT_PER_MINUTE: '1000',
      MAIL_OUTBOX_DIR: path.join(root, 'outbox'),
    });
    // A documents-only application, as the documents tab starts one with an external form.
    const { siteConfig } = await import('@/config/site');
    const config = siteConfig as { applicationFormUrl: string };
    config.applicationFormUrl = 'https://forms.example.org/apply';
    const { POST: create } = await import('../../app/api/applications/route');
    const { POST: upload } = await import('../../app/api/applications/[id]/documents/[slot]/route');
    const { POST: submit } = await import('../../app/api/applications/[id]/submit/route');
    const { GET: download } =
      await import('../../app/api/staff/applications/[id]/documents/[slot]/route');
    const { handleAuthRequest } = await import('../staff/handle-auth-request');
    const { createStaffAccount } = await import('../staff/create-staff-account');
    const { getDb, closeDatabases } = await import('../db/client');
    const { applicationDocuments } = await import('../db/schema');
    try {
      const created = await create(
        new Request('http://localhost/api/applications', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Amna', email: 'amna@example.com', locale: 'ar' }),
        }),
      );
      const { id, token } = (await created.json()) as { id: string; token: string };
      const send = (slot: string, name: string, bytes: Buffer) =>
        upload(
          new Request(`http://localhost/api/applications/${id}/documents/${slot}`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}` },
            body: documentForm([{ name, bytes }]),
          }),
          { params: Promise.resolve({ id, slot }) },
        );
      const before = objectsInBucket().length;
      expect((await send('photo', 'photo.png', pdfBytes())).status).toBe(415);
      expect(objectsInBucket()).toHaveLength(before);

      expect((await send('id', 'id.pdf', pdfBytes())).status).toBe(201);
      expect((await send('certificate', 'certificate.png', pngBytes())).status).toBe(201);
      expect((await send('photo', 'photo.jpg', jpegBytes())).status).toBe(201);
      expect(objectsInBucket()).toHaveLength(before + 3);
      const done = await submit(
        new Request(`http://localhost/api/applications/${id}/submit`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}` },
        }),
        { params: Promise.resolve({ id }) },
      );
      expect(done.status).toBe(200);

      // The office reads it back from the bucket, signed in to the workspace.
      const db = await getDb();
      const office = { email: 'office@alrowad.edu.sd', password: 'the office passphrase' };
      await createStaffAccount(db, { ...office, name: 'Amna', roles: ['admissions'] });
      const signedIn = await handleAuthRequest(
        new Request('http://localhost/api/auth/sign-in/email', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost',
            host: 'localhost',
          },
          body: JSON.stringify(office),
        }),
      );
      expect(signedIn.status).toBe(200);
      const cookie = signedIn.headers
        .getSetCookie()
        .map((value) => value.split(';')[0])
        .join('; ');
      const rows = await db.select().from(applicationDocuments);
      expect(rows.find((row) => row.slot === 'certificate')?.storageKey).toBeTruthy();
      const file = await download(
        new Request(`http://localhost/api/staff/applications/${id}/documents/certificate`, {
          headers: { cookie },
        }),
        { params: Promise.resolve({ id, slot: 'certificate' }) },
      );
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await file.arrayBuffer()).equals(pngBytes())).toBe(true);
    } finally {
      await closeDatabases();
      for (const name of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_PREFIX']) delete process.env[name];
      config.applicationFormUrl = '';
    }
  });
});

describe('unfinished writes left by a crash', () => {
  it('on the local disk: .partial files older than the bound are removed, newer ones kept', async () => {
    const disk = path.join(root, 'crash');
    const storage = localStorage(disk);
    const { mkdirSync, utimesSync, writeFileSync } = await import('node:fs');
    mkdirSync(path.join(disk, 'ab'), { recursive: true });
    const old = path.join(disk, 'ab', `ab${'0'.repeat(30)}.partial`);
    const fresh = path.join(disk, 'ab', `ab${'1'.repeat(30)}.partial`);
    writeFileSync(old, 'half of a document');
    writeFileSync(fresh, 'a document being written');
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(old, twoHoursAgo, twoHoursAgo);
    expect(await storage.removeUnfinished(new Date(Date.now() - 3600_000))).toBe(1);
    expect(filesUnder(disk)).toEqual([path.basename(fresh)]);
  });

  it('on S3: multipart uploads never completed are aborted once older than the bound', async () => {
    // s3rver cannot list multipart uploads: the S3 service's answers are played here instead.
    const { S3Client } = await import('@aws-sdk/client-s3');
    const sent: { name: string; input: Record<string, unknown> }[] = [];
    const old = new Date(Date.now() - 2 * 3600_000);
    const send = vi.spyOn(S3Client.prototype, 'send').mockImplementation(async (command) => {
      const name = command.constructor.name;
      sent.push({ name, input: command.input as Record<string, unknown> });
      if (name === 'ListMultipartUploadsCommand') {
        return {
          IsTruncated: false,
          Uploads: [
            { Key: `crash/ab/ab${'2'.repeat(30)}`, UploadId: 'old-one', Initiated: old },
            { Key: `crash/cd/cd${'3'.repeat(30)}`, UploadId: 'running', Initiated: new Date() },
          ],
        };
      }
      return {};
    });
    try {
      const storage = s3Storage({ bucket: BUCKET, prefix: 'crash/', client: s3Client() });
      expect(await storage.removeUnfinished(new Date(Date.now() - 3600_000))).toBe(1);
      expect(sent.filter((call) => call.name === 'AbortMultipartUploadCommand')).toEqual([
        {
          name: 'AbortMultipartUploadCommand',
          input: { Bucket: BUCKET, Key: `crash/ab/ab${'2'.repeat(30)}`, UploadId: 'old-one' },
        },
      ]);
      expect(sent[0]).toMatchObject({ input: { Bucket: BUCKET, Prefix: 'crash/' } });
    } finally {
      send.mockRestore();
    }
  });

  it('on an S3 service that cannot list unfinished uploads: nothing breaks', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const storage = s3Storage({ bucket: BUCKET, prefix: 'crash/', client: s3Client() });
    expect(await storage.removeUnfinished(new Date())).toBe(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('lifecycle rule'));
    warn.mockRestore();
  });
});
