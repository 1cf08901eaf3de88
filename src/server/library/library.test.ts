/**
 * The library of files (issue #46, item 5) through its real route handlers, on PGlite and a
 * storage folder: an editor adds a document and a picture, visitors get them at their
 * addresses (with an ETag), a replaced file keeps its address and its old content leaves the
 * storage, a stale copy is refused, every refusal (another role, another site, the wrong kind
 * of file by its content, a damaged PDF, a picture without its descriptions, a taken address)
 * leaves nothing behind, and a removed file's address answers 404. The sweep keeps the
 * library's files.
 */
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { cookieOf, post, site } from '../../../test/support/staff/staff-requests';
import { pdfBytes, pngBytes } from '../../../test/support/applications/sample-files';
import { filesUnder } from '../../../test/support/files-under';
import { ownDataDir } from '../../../test/support/db/own-data-dir';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const dir = ownDataDir('library');
process.env.DB_SEED = 'off';
process.env.SITE_URL = site;
process.env.SMTP_URL = '';
delete process.env.DATABASE_URL;
delete process.env.UPLOADS_DIR;
delete process.env.S3_BUCKET;

const { getDb, closeDatabases } = await import('../db/client');
const { libraryFiles, staffAuditLog } = await import('../db/schema');
const { getStorage } = await import('../storage/get-storage');
const { sweepStorage, LEFTOVER_AGE_MS } = await import('../storage/sweep-storage');
const { createStaffAccount } = await import('../staff/create-staff-account');
const { handleAuthRequest } = await import('../staff/handle-auth-request');
const { POST: create } = await import('../../app/api/staff/files/route');
const { POST: save } = await import('../../app/api/staff/files/[id]/route');
const { POST: content } = await import('../../app/api/staff/files/[id]/content/route');
const { POST: remove } = await import('../../app/api/staff/files/[id]/remove/route');
const { GET: served } = await import('../../app/files/[file]/route');
const { eq } = await import('drizzle-orm');

const uploadsDir = path.join(dir, 'uploads');
const editor = { email: 'files@alrowad.edu.sd', password: 'a long editor passphrase' };
const support = { email: 'desk@alrowad.edu.sd', password: 'a long support passphrase' };
let editorCookie = '';
let supportCookie = '';

afterAll(() => closeDatabases());

beforeAll(async () => {
  const db = await getDb();
  await createStaffAccount(db, { ...editor, name: 'Huda', roles: ['editor'] });
  await createStaffAccount(db, { ...support, name: 'Sara', roles: ['support'] });
  const signIn = async (account: typeof editor) => {
    const response = await handleAuthRequest(post('/api/auth/sign-in/email', account));
    expect(response.status).toBe(200);
    return cookieOf(response);
  };
  editorCookie = await signIn(editor);
  supportCookie = await signIn(support);
});

const params = <T extends Record<string, string>>(value: T) => ({ params: Promise.resolve(value) });

async function json(response: Response) {
  return (await response.json()) as {
    id?: string;
    version?: string;
    error?: { code: string; fields?: Record<string, { ar: string; en: string }> };
  };
}

function created(body: Record<string, unknown>, cookie = editorCookie) {
  return create(post('/api/staff/files', body, { cookie }));
}

function upload(
  id: string,
  version: string,
  bytes: Uint8Array,
  type: string,
  headers: Record<string, string> = {},
) {
  return content(
    new Request(`${site}/api/staff/files/${id}/content?version=${encodeURIComponent(version)}`, {
      method: 'POST',
      headers: {
        'content-type': type,
        origin: site,
        host: 'www.alrowad.edu.sd',
        cookie: editorCookie,
        ...headers,
      },
      body: new Uint8Array(bytes),
    }),
    params({ id }),
  );
}

const visit = (file: string, headers: Record<string, string> = {}) =>
  served(new Request(`${site}/files/${file}`, { headers }), params({ file }));

const handbook = {
  name: 'student-handbook',
  kind: 'document',
  titleAr: 'دليل الطالب',
  titleEn: 'Student handbook',
  altAr: '',
  altEn: '',
};

async function audits(action: string): Promise<number> {
  const db = await getDb();
  return (await db.select().from(staffAuditLog).where(eq(staffAuditLog.action, action))).length;
}

describe('the library of files', () => {
  let id = '';
  let version = '';

  it('adds a document, and visitors get it at its address once it has content', async () => {
    const response = await created(handbook);
    expect(response.status).toBe(201);
    ({ id, version } = (await json(response)) as { id: string; version: string });
    // Words without content: the address answers nothing yet, in both languages.
    const empty = await visit('student-handbook.pdf');
    expect(empty.status).toBe(404);
    expect(await empty.text()).toMatch(/الملف[\s\S]*library/);

    const stored = await upload(id, version, pdfBytes('first edition'), 'application/pdf');
    expect(stored.status).toBe(200);
    version = (await json(stored)).version!;
    const answer = await visit('student-handbook.pdf');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=300');
    // Saved under its address's name, or the name a link's `download` gives.
    expect(answer.headers.get('content-disposition')).toBe('inline');
    expect((await buffer(answer.body as never)).toString('latin1')).toContain('first edition');
    // Asked again with its ETag: nothing to send.
    const etag = answer.headers.get('etag')!;
    expect((await visit('student-handbook.pdf', { 'if-none-match': etag })).status).toBe(304);
    // The same name as a picture, or any other address, is not it.
    expect((await visit('student-handbook.webp')).status).toBe(404);
    expect((await visit('../student-handbook.pdf')).status).toBe(404);
    expect((await visit('Student-Handbook.PDF')).status).toBe(404);
    expect(await audits('library.content')).toBe(1);
  });

  it('replaces the content under the same address, and the old content leaves the storage', async () => {
    const before = filesUnder(uploadsDir).length;
    const firstTag = (await visit('student-handbook.pdf')).headers.get('etag');
    const replaced = await upload(id, version, pdfBytes('second edition'), 'application/pdf');
    expect(replaced.status).toBe(200);
    version = (await json(replaced)).version!;
    const answer = await visit('student-handbook.pdf');
    expect((await buffer(answer.body as never)).toString('latin1')).toContain('second edition');
    expect(answer.headers.get('etag')).not.toBe(firstTag);
    expect((await visit('student-handbook.pdf', { 'if-none-match': firstTag! })).status).toBe(200);
    expect(filesUnder(uploadsDir)).toHaveLength(before);
  });

  it('refuses what does not belong, leaving the file as it was', async () => {
    const db = await getDb();
    const [row] = await db.select().from(libraryFiles).where(eq(libraryFiles.id, id));
    const refusals: [Response, number, string][] = [
      // A stale copy: another editor replaced it since.
      [
        await upload(id, '2020-01-01T00:00:00.000Z', pdfBytes('stale'), 'application/pdf'),
        409,
        'library_conflict',
      ],
      // A picture sent as a PDF, and a page of HTML called a PDF: the content decides.
      [await upload(id, version, pngBytes(), 'application/pdf'), 415, 'library_wrong_type'],
      [
        await upload(
          id,
          version,
          Buffer.from('<html><script>x</script></html>'),
          'application/pdf',
        ),
        415,
        'library_wrong_type',
      ],
      // A PDF's signature followed by nothing a reader opens.
      [
        await upload(id, version, Buffer.from('%PDF-1.7\n%garbage'), 'application/pdf'),
        400,
        'library_unreadable',
      ],
      [await upload(id, version, pngBytes(), 'image/png'), 415, 'library_wrong_type'],
      // Declared larger than 20 MB: refused before a byte is read.
      [
        await upload(id, version, pdfBytes(), 'application/pdf', {
          'content-length': String(21 * 1024 * 1024),
        }),
        413,
        'library_too_large',
      ],
      [
        await upload(id, version, pdfBytes(), 'application/pdf', { cookie: supportCookie }),
        403,
        'forbidden',
      ],
      [
        await upload(id, version, pdfBytes(), 'application/pdf', {
          origin: 'https://evil.example',
        }),
        403,
        'cross_site',
      ],
    ];
    for (const [response, status, code] of refusals) {
      expect(response.status, code).toBe(status);
      if (code !== 'forbidden') expect((await json(response)).error?.code).toBe(code);
    }
    const [after] = await db.select().from(libraryFiles).where(eq(libraryFiles.id, id));
    expect(after).toEqual(row);
    // No refused upload left a file behind.
    expect(filesUnder(uploadsDir)).toHaveLength(1);
  });

  it('adds a picture only with its descriptions in both languages, and stores it without its metadata', async () => {
    const picture = {
      ...handbook,
      name: 'campus-gate',
      kind: 'picture',
      titleAr: 'بوابة الكلية',
      titleEn: 'The college gate',
    };
    const refused = await created(picture);
    expect(refused.status).toBe(400);
    expect(Object.keys((await json(refused)).error!.fields!)).toEqual(['altAr', 'altEn']);
    // The address is taken by the handbook: named under its field.
    const taken = await created({
      ...picture,
      name: 'student-handbook',
      altAr: 'بوابة',
      altEn: 'Gate',
    });
    expect(taken.status).toBe(409);
    expect(Object.keys((await json(taken)).error!.fields!)).toEqual(['name']);

    const response = await created({
      ...picture,
      altAr: 'بوابة الكلية الرئيسية',
      altEn: 'The main gate',
    });
    expect(response.status).toBe(201);
    const made = (await json(response)) as { id: string; version: string };
    const photo = await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: '#1d6b66' },
    })
      .withExif({ IFD0: { Artist: 'Someone', Copyright: 'GPS 15.5N 32.5E' } })
      .jpeg()
      .toBuffer();
    const stored = await upload(made.id, made.version, photo, 'image/jpeg');
    expect(stored.status).toBe(200);
    const answer = await visit('campus-gate.webp');
    expect(answer.headers.get('content-type')).toBe('image/webp');
    const bytes = await buffer(answer.body as never);
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 2000, 1000]);
    expect(metadata.exif).toBeUndefined();
    // A description can no longer be emptied.
    const emptied = await save(
      post(
        `/api/staff/files/${made.id}`,
        {
          titleAr: 'بوابة الكلية',
          titleEn: 'The college gate',
          altAr: '',
          altEn: 'The main gate',
          version: (await json(stored)).version,
        },
        { cookie: editorCookie },
      ),
      params({ id: made.id }),
    );
    expect(emptied.status).toBe(400);
    expect(Object.keys((await json(emptied)).error!.fields!)).toEqual(['altAr']);
  });

  it('fits a picture taller than WebP allows, and takes one upload at a time', async () => {
    const poster = {
      ...handbook,
      name: 'poster',
      kind: 'picture',
      altAr: 'ملصق',
      altEn: 'A poster',
    };
    const made = (await json(await created(poster))) as { id: string; version: string };
    const tall = await sharp({
      create: { width: 1000, height: 17_000, channels: 3, background: '#333' },
    })
      .png()
      .toBuffer();
    // While one upload is being received, another (from anyone) is asked to try again.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slow = content(
      new Request(
        `${site}/api/staff/files/${made.id}/content?version=${encodeURIComponent(made.version)}`,
        {
          method: 'POST',
          headers: {
            'content-type': 'image/png',
            origin: site,
            host: 'www.alrowad.edu.sd',
            cookie: editorCookie,
          },
          body: new ReadableStream<Uint8Array>({
            async start(controller) {
              controller.enqueue(new Uint8Array(tall.subarray(0, 1024)));
              await held;
              controller.enqueue(new Uint8Array(tall.subarray(1024)));
              controller.close();
            },
          }),
          // @ts-expect-error -- Node's fetch needs this for a streamed body
          duplex: 'half',
        },
      ),
      params({ id: made.id }),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    const other = await upload(id, version, pdfBytes('meanwhile'), 'application/pdf');
    expect(other.status).toBe(429);
    release();
    const stored = await slow;
    expect(stored.status).toBe(200);
    const metadata = await sharp(
      await buffer((await visit('poster.webp')).body as never),
    ).metadata();
    expect(metadata.height).toBeLessThanOrEqual(16_383);
    expect(metadata.width).toBeLessThan(1000);
  });

  it('keeps the library’s files through the sweep of leftovers', async () => {
    const later = new Date(Date.now() + LEFTOVER_AGE_MS * 2);
    expect(await sweepStorage(await getDb(), getStorage(), later)).toEqual({
      unfinished: 0,
      orphans: 0,
    });
    expect((await visit('student-handbook.pdf')).status).toBe(200);
  });

  it('removes a file: its address answers 404, and its content leaves the storage', async () => {
    const stale = await remove(
      post(
        `/api/staff/files/${id}/remove`,
        { version: '2020-01-01T00:00:00.000Z' },
        { cookie: editorCookie },
      ),
      params({ id }),
    );
    expect(stale.status).toBe(409);
    const before = filesUnder(uploadsDir).length;
    const removed = await remove(
      post(`/api/staff/files/${id}/remove`, { version }, { cookie: editorCookie }),
      params({ id }),
    );
    expect(removed.status).toBe(200);
    expect((await visit('student-handbook.pdf')).status).toBe(404);
    expect(filesUnder(uploadsDir)).toHaveLength(before - 1);
    expect(await audits('library.remove')).toBe(1);
  });
});
