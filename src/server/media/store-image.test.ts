/**
 * The picture pipeline of the news (issue #22) on PGlite and a storage folder: what an upload
 * stores (WebP copies at the right widths, upright, without EXIF or a GPS position), every
 * refusal leaving no file and no row, reading a copy back, the sweep keeping the pictures' files,
 * and the two endpoints (the editors' upload and the public picture).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookieOf, post, site } from '../../../test/support/staff/staff-requests';
import { pdfBytes } from '../../../test/support/applications/sample-files';
import { filesUnder } from '../../../test/support/files-under';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const dir = ownDataDir('media');
process.env.DB_SEED = 'off';
process.env.SITE_URL = site;
process.env.SMTP_URL = '';
delete process.env.DATABASE_URL;
delete process.env.UPLOADS_DIR;
delete process.env.S3_BUCKET;

const { storeImage, MAX_IMAGE_BYTES } = await import('./store-image');
const { readImage, imageSources } = await import('./read-image');
const { getDb, closeDatabases } = await import('../db/client');
const { mediaFiles, mediaImages, newsItems, staffAuditLog } = await import('../db/schema');
const { getStorage } = await import('../storage/get-storage');
const { localStorage } = await import('../storage/local-storage');
const { sweepStorage } = await import('../storage/sweep-storage');
const { AppError } = await import('../errors');
const { createStaffAccount } = await import('../staff/create-staff-account');
const { handleAuthRequest } = await import('../staff/handle-auth-request');
const { POST: upload } = await import('../../app/api/staff/media/route');
const { GET: picture } = await import('../../app/api/media/[id]/[width]/route');
const { eq } = await import('drizzle-orm');

const uploadsDir = path.join(dir, 'uploads');
const actor = { id: 'editor-1', email: 'editor@alrowad.edu.sd' };

afterAll(() => closeDatabases());

beforeEach(async () => {
  const db = await getDb();
  await db.delete(mediaImages);
  rmSync(uploadsDir, { recursive: true, force: true });
});

const storedFiles = () => filesUnder(uploadsDir);

async function uploadAudits(): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ id: staffAuditLog.id })
    .from(staffAuditLog)
    .where(eq(staffAuditLog.action, 'media.upload'));
  return rows.length;
}

/** A photo-like JPEG (noise, so it has real scan data), optionally with metadata. */
function photo(width: number, height: number) {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 40, g: 120, b: 200 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
}

function bodyOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}

/** A body of `total` bytes in 64 KB chunks starting with `head`, counting what was pulled. */
function countedBody(total: number, head: Buffer) {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      const chunk = pulled.bytes === 0 ? new Uint8Array(head) : new Uint8Array(64 * 1024);
      pulled.bytes += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled };
}

async function store(bytes: Uint8Array, contentType = 'image/jpeg', declared?: number | null) {
  return storeImage(
    await getDb(),
    getStorage(),
    bodyOf(bytes),
    contentType,
    declared === undefined ? bytes.length : declared,
    actor,
  );
}

/** The refusal's code (AppError), or a failure of the test when it was accepted. */
async function refusal(attempt: Promise<unknown>): Promise<string> {
  const error = await attempt.then(
    () => null,
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(AppError);
  return (error as InstanceType<typeof AppError>).code;
}

async function expectNothingLeft(auditsBefore: number) {
  const db = await getDb();
  expect(storedFiles()).toEqual([]);
  expect(await db.select().from(mediaImages)).toEqual([]);
  expect(await db.select().from(mediaFiles)).toEqual([]);
  expect(await uploadAudits()).toBe(auditsBefore);
}

async function storedCopy(key: string): Promise<Buffer> {
  return buffer(await getStorage().get(key));
}

describe('storing a picture', () => {
  it('stores a JPEG as WebP copies at 480, 960 and 1600 pixels, in proportion, with its audit row', async () => {
    const before = await uploadAudits();
    const stored = await store(await photo(2000, 1500).jpeg().toBuffer());
    expect(stored).toMatchObject({ width: 1600, height: 1200 });
    expect(stored.files).toEqual([
      { width: 480, height: 360 },
      { width: 960, height: 720 },
      { width: 1600, height: 1200 },
    ]);
    const db = await getDb();
    const [image] = await db.select().from(mediaImages);
    expect(image).toMatchObject({ id: stored.id, width: 1600, height: 1200, uploadedBy: actor.id });
    const files = await db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.imageId, stored.id))
      .orderBy(mediaFiles.width);
    expect(files.map((file) => [file.width, file.height])).toEqual([
      [480, 360],
      [960, 720],
      [1600, 1200],
    ]);
    expect(storedFiles().sort()).toEqual(files.map((file) => file.storageKey).sort());
    for (const file of files) {
      const data = await storedCopy(file.storageKey);
      expect(data.length).toBe(file.bytes);
      const metadata = await sharp(data).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: file.width, height: file.height });
    }
    expect(await uploadAudits()).toBe(before + 1);
    const [audit] = await db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subjectId, stored.id));
    expect(audit).toMatchObject({
      actorId: actor.id,
      actorEmail: actor.email,
      action: 'media.upload',
      subjectType: 'media_image',
      detail: { width: 1600, height: 1200 },
    });
  });

  it('stores only the widths a picture has, never enlarged (a PNG with transparency)', async () => {
    const png = await sharp({
      create: {
        width: 1000,
        height: 500,
        channels: 4,
        background: { r: 0, g: 0, b: 0, alpha: 0.5 },
      },
    })
      .png()
      .toBuffer();
    const stored = await store(png, 'image/png');
    expect(stored.files).toEqual([
      { width: 480, height: 240 },
      { width: 960, height: 480 },
    ]);
    expect(storedFiles()).toHaveLength(2);
  });

  it('decides the type by the content: a JPEG sent as image/webp is stored', async () => {
    const stored = await store(await photo(600, 400).jpeg().toBuffer(), 'image/webp; charset=x');
    expect(stored.files).toEqual([{ width: 480, height: 320 }]);
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // 700 × 1000 as stored, shown 1000 × 700 (orientation 6: turned a quarter clockwise).
    const sideways = await photo(700, 1000).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await store(sideways);
    expect(stored.files).toEqual([
      { width: 480, height: 336 },
      { width: 960, height: 672 },
    ]);
  });

  it('keeps no metadata: the EXIF author and the GPS position of the photo are gone', async () => {
    const tagged = await photo(1000, 800)
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'secret-copyright', Artist: 'secret-artist' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '15/1 35/1 0/1',
          GPSProcessingMethod: 'secret-gps',
        },
      })
      .toBuffer();
    const input = await sharp(tagged).metadata();
    expect(input.exif?.toString('latin1')).toContain('secret-copyright');
    expect(tagged.toString('latin1')).toContain('secret-artist');

    const stored = await store(tagged);
    const db = await getDb();
    const files = await db.select().from(mediaFiles).where(eq(mediaFiles.imageId, stored.id));
    expect(files).toHaveLength(2);
    for (const file of files) {
      const data = await storedCopy(file.storageKey);
      const text = data.toString('latin1');
      expect(text).not.toContain('secret');
      expect(text).not.toContain('Exif');
      const metadata = await sharp(data).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
      expect(metadata.icc).toBeUndefined();
    }
  });
});

describe('refusing a picture, leaving nothing behind', () => {
  it('refuses a content type that is not JPEG, PNG or WebP before reading', async () => {
    const before = await uploadAudits();
    const jpeg = await photo(600, 400).jpeg().toBuffer();
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', 'text/plain', '']) {
      expect(await refusal(store(jpeg, type))).toBe('image_wrong_type');
    }
    expect(
      await refusal(storeImage(await getDb(), getStorage(), bodyOf(jpeg), null, null, actor)),
    ).toBe('image_wrong_type');
    await expectNothingLeft(before);
  });

  it('refuses a PDF, a text, an SVG or a GIF sent as image/png', async () => {
    const before = await uploadAudits();
    const gif = await photo(600, 400).gif().toBuffer();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="400"><rect width="600" height="400"/></svg>',
    );
    for (const bytes of [pdfBytes(), Buffer.from('hello, this is not a picture'), svg, gif]) {
      expect(await refusal(store(bytes, 'image/png'))).toBe('image_wrong_type');
    }
    await expectNothingLeft(before);
  });

  it('refuses a truncated or damaged JPEG as unreadable', async () => {
    const before = await uploadAudits();
    const whole = await photo(1200, 900).jpeg().toBuffer();
    const truncated = whole.subarray(0, Math.floor(whole.length / 2));
    expect(await refusal(store(truncated))).toBe('image_unreadable');
    // Its Huffman table overwritten. (Damage inside the scan data is only a decoder warning:
    // with failOn 'error' such a picture is stored, with the damage showing.)
    const damaged = Buffer.from(whole);
    const table = whole.indexOf(Buffer.from([0xff, 0xc4]));
    damaged.fill(0x00, table + 4, table + 30);
    expect(await refusal(store(damaged))).toBe('image_unreadable');
    // Only the start of a JPEG, before its size.
    expect(await refusal(store(whole.subarray(0, 64)))).toBe('image_unreadable');
    // The client went away in the middle of the upload: not a database outage.
    let sent = false;
    const cut = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent) controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
        else controller.enqueue(whole.subarray(0, 1000));
        sent = true;
      },
    });
    expect(
      await refusal(
        storeImage(await getDb(), getStorage(), cut, 'image/jpeg', whole.length, actor),
      ),
    ).toBe('image_unreadable');
    expect(await refusal(store(Buffer.alloc(0), 'image/jpeg'))).toBe('image_unreadable');
    await expectNothingLeft(before);
  });

  it('refuses a picture of more than about 50 megapixels without decoding it', async () => {
    const before = await uploadAudits();
    const huge = await sharp({
      create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(huge.length).toBeLessThan(MAX_IMAGE_BYTES);
    expect(await refusal(store(huge, 'image/png'))).toBe('image_unreadable');
    await expectNothingLeft(before);
  });

  it('refuses more than 8 MB: a declared length before reading, a longer body while reading', async () => {
    const before = await uploadAudits();
    const head = await photo(600, 400).jpeg().toBuffer();

    const declared = countedBody(MAX_IMAGE_BYTES + 1, head);
    const db = await getDb();
    expect(
      await refusal(
        storeImage(db, getStorage(), declared.stream, 'image/jpeg', MAX_IMAGE_BYTES + 1, actor),
      ),
    ).toBe('image_too_large');
    expect(declared.pulled.bytes).toBeLessThanOrEqual(head.length);

    const undeclared = countedBody(MAX_IMAGE_BYTES * 4, head);
    expect(
      await refusal(storeImage(db, getStorage(), undeclared.stream, 'image/jpeg', null, actor)),
    ).toBe('image_too_large');
    // Reading stopped just past the limit (the stream may have pulled one chunk ahead).
    expect(undeclared.pulled.bytes).toBeLessThan(MAX_IMAGE_BYTES + 3 * 64 * 1024);
    await expectNothingLeft(before);
  });

  it('refuses a picture narrower than 480 pixels (as shown, once upright)', async () => {
    const before = await uploadAudits();
    expect(await refusal(store(await photo(479, 300).jpeg().toBuffer()))).toBe('image_too_small');
    // 400 wide once turned upright, though 900 wide as stored.
    const sideways = await photo(900, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    expect(await refusal(store(sideways))).toBe('image_too_small');
    await expectNothingLeft(before);
  });

  it('removes the files already stored when a later step fails', async () => {
    const before = await uploadAudits();
    const real = localStorage(uploadsDir);
    let puts = 0;
    const failing = {
      ...real,
      put: (data: Readable) =>
        ++puts === 3 ? Promise.reject(new Error('disk full')) : real.put(data),
    };
    const jpeg = await photo(2000, 1500).jpeg().toBuffer();
    await expect(
      storeImage(await getDb(), failing, bodyOf(jpeg), 'image/jpeg', jpeg.length, actor),
    ).rejects.toThrow('disk full');
    expect(puts).toBe(3);
    await expectNothingLeft(before);

    // The database refuses the rows (an actor the audit log cannot take): the files go too.
    await expect(
      storeImage(await getDb(), real, bodyOf(jpeg), 'image/jpeg', jpeg.length, {
        id: null as unknown as string,
        email: actor.email,
      }),
    ).rejects.toThrow();
    await expectNothingLeft(before);
  });
});

describe('reading a picture back', () => {
  it('gives the stored copy of a stored width, and nothing for another width or picture', async () => {
    const stored = await store(await photo(1200, 800).jpeg().toBuffer());
    const db = await getDb();
    const storage = getStorage();
    const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.width, 960));
    const copy = await readImage(db, storage, stored.id, 960);
    expect(copy?.bytes).toBe(file!.bytes);
    expect((await buffer(copy!.stream)).equals(await storedCopy(file!.storageKey))).toBe(true);

    expect(await readImage(db, storage, stored.id, 1600)).toBeNull();
    expect(await readImage(db, storage, stored.id, 500)).toBeNull();
    // A browser saving data gets the narrowest copy for any width the picture has.
    const [narrow] = await db.select().from(mediaFiles).where(eq(mediaFiles.width, 480));
    const saved = await readImage(db, storage, stored.id, 960, { narrowest: true });
    expect(saved).toMatchObject({ width: 480, bytes: narrow!.bytes });
    expect((await buffer(saved!.stream)).equals(await storedCopy(narrow!.storageKey))).toBe(true);
    expect(await readImage(db, storage, stored.id, 1600, { narrowest: true })).toBeNull();
    expect(await readImage(db, storage, '00000000-0000-4000-8000-000000000000', 480)).toBeNull();
    expect(await readImage(db, storage, 'not-a-uuid', 480)).toBeNull();
    expect(await readImage(db, storage, stored.id, Number.NaN)).toBeNull();
  });

  it('gives the sizes of many pictures at once, for srcset, leaving out unknown ids', async () => {
    const large = await store(await photo(2000, 1000).jpeg().toBuffer());
    const small = await store(await photo(500, 500).jpeg().toBuffer());
    const db = await getDb();
    const sources = await imageSources(db, [
      large.id,
      small.id,
      large.id,
      'not-a-uuid',
      '00000000-0000-4000-8000-000000000000',
    ]);
    expect([...sources.keys()].sort()).toEqual([large.id, small.id].sort());
    expect(sources.get(large.id)).toEqual({
      width: 1600,
      height: 800,
      files: [
        { width: 480, height: 240 },
        { width: 960, height: 480 },
        { width: 1600, height: 800 },
      ],
    });
    expect(sources.get(small.id)).toEqual({
      width: 480,
      height: 480,
      files: [{ width: 480, height: 480 }],
    });
    expect((await imageSources(db, [])).size).toBe(0);
  });
});

describe('the sweep of leftovers', () => {
  it('keeps the files of stored pictures and removes only the orphans', async () => {
    const stored = await store(await photo(1000, 600).jpeg().toBuffer());
    const db = await getDb();
    const storage = getStorage();
    const orphan = await storage.put(Readable.from([Buffer.from('left behind')]));
    const named = (await db.select().from(mediaFiles)).map((file) => file.storageKey);
    expect(named).toHaveLength(2);
    const later = new Date(Date.now() + 2 * 3600_000);
    expect(await sweepStorage(db, storage, later)).toEqual({ unfinished: 0, orphans: 1 });
    expect(storedFiles().sort()).toEqual([...named].sort());
    expect(await readImage(db, storage, stored.id, 960)).not.toBeNull();
    expect(orphan.key).not.toBe(named[0]);
  });
});

describe('the endpoints', () => {
  let editorCookie = '';
  let supportCookie = '';
  const editor = { email: 'news@alrowad.edu.sd', password: 'a long editor passphrase' };
  const support = { email: 'help@alrowad.edu.sd', password: 'a long support passphrase' };

  async function signIn(account: { email: string; password: string }): Promise<string> {
    const response = await handleAuthRequest(post('/api/auth/sign-in/email', account));
    expect(response.status).toBe(200);
    return cookieOf(response);
  }

  beforeAll(async () => {
    const db = await getDb();
    await createStaffAccount(db, { ...editor, name: 'Huda', roles: ['editor'] });
    await createStaffAccount(db, { ...support, name: 'Sara', roles: ['support'] });
    editorCookie = await signIn(editor);
    supportCookie = await signIn(support);
  });

  function uploadRequest(bytes: Uint8Array, headers: Record<string, string> = {}): Request {
    return new Request(`${site}/api/staff/media`, {
      method: 'POST',
      headers: {
        'content-type': 'image/jpeg',
        origin: site,
        host: 'www.alrowad.edu.sd',
        ...headers,
      },
      body: new Uint8Array(bytes),
    });
  }

  const picturePath = (id: string, width: string, cookie?: string, saveData = false) =>
    picture(
      new Request(`${site}/api/media/${id}/${width}`, {
        headers: { ...(cookie ? { cookie } : {}), ...(saveData ? { 'save-data': 'on' } : {}) },
      }),
      { params: Promise.resolve({ id, width }) },
    );

  it('stores an editor’s upload, shown to editors only until a published item uses it, then to anyone for a year', async () => {
    const jpeg = await photo(1000, 750).jpeg().toBuffer();
    const response = await upload(uploadRequest(jpeg, { cookie: editorCookie }));
    expect(response.status).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as Record<string, unknown> & { id: string };
    expect(body).toEqual({
      id: body.id,
      width: 960,
      height: 720,
      widths: [480, 960],
      src: `/api/media/${body.id}/480`,
      srcSet: `/api/media/${body.id}/480 480w, /api/media/${body.id}/960 960w`,
    });

    // Not used by a published item yet: an editor sees it (never cached), a visitor does not.
    expect((await picturePath(body.id, '960')).status).toBe(404);
    const preview = await picturePath(body.id, '960', editorCookie);
    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('private, no-store');
    expect((await picturePath(body.id, '960', supportCookie)).status).toBe(404);
    const db = await getDb();
    const [item] = await db
      .insert(newsItems)
      .values({
        slug: `with-picture-${Date.now()}`,
        date: '2026-11-24',
        titleAr: 'عنوان',
        titleEn: 'Title',
        bodyAr: 'نص',
        bodyEn: 'Text',
        imageId: body.id,
        status: 'published',
        publishAt: new Date(Date.now() - 1000),
      })
      .returning({ id: newsItems.id });

    const served = await picturePath(body.id, '960');
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const data = Buffer.from(await served.arrayBuffer());
    expect(served.headers.get('content-length')).toBe(String(data.length));
    expect(await sharp(data).metadata()).toMatchObject({ format: 'webp', width: 960, height: 720 });
    expect(served.headers.get('vary')).toBe('Save-Data');
    // A browser saving data gets the narrowest copy at the same address.
    const saved = await picturePath(body.id, '960', undefined, true);
    expect(saved.status).toBe(200);
    expect(await sharp(Buffer.from(await saved.arrayBuffer())).metadata()).toMatchObject({
      width: 480,
      height: 360,
    });

    for (const width of ['1600', '0480', '480.0', '480x', '-480', '99999999999']) {
      const missing = await picturePath(body.id, width);
      expect(missing.status, width).toBe(404);
      expect(((await missing.json()) as { error: { code: string } }).error.code).toBe(
        'unknown_image',
      );
    }
    expect((await picturePath('nope', '480')).status).toBe(404);

    // Taken off the site: no longer served to visitors.
    await db
      .update(newsItems)
      .set({ status: 'draft', publishAt: null })
      .where(eq(newsItems.id, item!.id));
    expect((await picturePath(body.id, '960')).status).toBe(404);
    await db.delete(newsItems).where(eq(newsItems.id, item!.id));
  });

  it('refuses a visitor, another role, another site and a bad file, storing nothing', async () => {
    const before = await uploadAudits();
    const jpeg = await photo(1000, 750).jpeg().toBuffer();
    const codes = async (request: Request) => {
      const response = await upload(request);
      return [response.status, ((await response.json()) as { error: { code: string } }).error.code];
    };
    expect(await codes(uploadRequest(jpeg))).toEqual([401, 'staff_signed_out']);
    expect(await codes(uploadRequest(jpeg, { cookie: supportCookie }))).toEqual([
      403,
      'staff_forbidden',
    ]);
    expect(
      await codes(uploadRequest(jpeg, { cookie: editorCookie, origin: 'https://evil.example' })),
    ).toEqual([403, 'cross_site']);
    expect(
      await codes(uploadRequest(pdfBytes(), { cookie: editorCookie, 'content-type': 'image/png' })),
    ).toEqual([415, 'image_wrong_type']);
    expect(
      await codes(uploadRequest(await photo(300, 200).jpeg().toBuffer(), { cookie: editorCookie })),
    ).toEqual([400, 'image_too_small']);
    await expectNothingLeft(before);
  });
});
