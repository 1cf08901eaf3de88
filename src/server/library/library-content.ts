/**
 * The content of a library file (src/lib/library.ts), sent as the request's body (the file
 * itself, Content-Type application/pdf for a document, image/jpeg, image/png or image/webp for
 * a picture; not a form), as the picture upload of the news does:
 * - a document: a PDF by its content, whatever the header said, that a PDF reader opens
 *   (check-document-content.ts), at most 20 MB, stored as sent;
 * - a picture: at most 8 MB, decoded under a pixel limit and stored as one WebP copy at most
 *   2,000 pixels wide, turned upright and without its metadata (a phone's photo does not tell
 *   visitors where it was taken).
 * A larger declared length is refused before a byte is read; the reading stops as soon as the
 * count passes the bound. Stored under a new key, then recorded (library-desk.ts), which removes
 * the content it replaces; a refusal or failure leaves nothing behind.
 */
import 'server-only';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { MAX_LIBRARY_DOCUMENT_BYTES } from '@/lib/library';
import { checkDocumentBytes } from '../applications/check-document-content';
import type { Db } from '../db/db';
import type { LibraryFileRow } from '../db/schema';
import { AppError } from '../errors';
import { readBounded } from '../http/read-json';
import { MAX_IMAGE_BYTES, mediaTypeOf } from '../media/store-image';
import type { SignedInStaff } from '../staff/staff-session';
import type { Storage } from '../storage/storage';
import {
  assertMayChangeFile,
  mustLeaveFiles,
  getLibraryFile,
  isCurrentVersion,
  recordLibraryContent,
} from './library-desk';

/** The widest a library picture is stored: a full-width picture on a large screen. */
export const LIBRARY_PICTURE_WIDTH = 2000;
const PICTURE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
const WEBP_MAX_SIDE = 16_383;

/**
 * Library uploads read into memory at once in this process: one (a document may be 20 MB, and
 * its check reads it whole); another meanwhile is asked to try again (429), whoever sends it.
 */
let receiving = false;
const MAX_INPUT_PIXELS = 50_000_000;

async function pictureCopy(file: Buffer): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    // No withMetadata()/keepExif(): sharp writes none of the input's metadata.
    const { data, info } = await sharp(file, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'error',
    })
      .rotate()
      // WebP holds at most 16,383 pixels a side: a tall poster is made to fit.
      .resize({
        width: LIBRARY_PICTURE_WIDTH,
        height: WEBP_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    throw new AppError('library_unreadable');
  }
}

/** Stores the body of an upload as the content of file `id`, read at `version`. */
export async function storeLibraryContent(
  db: Db,
  storage: Storage,
  actor: Pick<SignedInStaff, 'id' | 'email'> & Partial<Pick<SignedInStaff, 'roles' | 'sections'>>,
  id: string,
  version: string,
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null,
  declaredLength: number | null,
): Promise<LibraryFileRow> {
  const cancel = () => body?.cancel().catch(() => undefined);
  const row = await getLibraryFile(db, id);
  if (!row) {
    await cancel();
    throw new AppError('unknown_library_file');
  }
  // A copy older than the file's is refused before a byte of the body is read.
  if (!isCurrentVersion(row, version)) {
    await cancel();
    throw new AppError('library_conflict');
  }
  if (row.storageKey && (await mustLeaveFiles(db, actor))) {
    await cancel();
    assertMayChangeFile(true, row);
  }
  const document = row.kind === 'document';
  const accepted = document ? ['application/pdf'] : PICTURE_TYPES;
  const max = document ? MAX_LIBRARY_DOCUMENT_BYTES : MAX_IMAGE_BYTES;
  if (!accepted.includes(mediaTypeOf(contentType))) {
    await cancel();
    throw new AppError('library_wrong_type');
  }
  if (declaredLength !== null && declaredLength > max) {
    await cancel();
    throw new AppError('library_too_large');
  }
  if (!body) throw new AppError('library_unreadable');
  if (receiving) {
    await cancel();
    throw new AppError('too_many_uploads');
  }
  receiving = true;
  try {
    const file = await readBounded(body, max, 'library_too_large', 'library_unreadable');
    const content = await checkedContent(file, document, accepted);
    const { key, size } = await storage.put(Readable.from([content.data]));
    try {
      return await recordLibraryContent(db, storage, actor, id, version, {
        key,
        bytes: size,
        width: content.width,
        height: content.height,
      });
    } catch (error) {
      await storage.delete(key).catch(() => undefined);
      throw error;
    }
  } finally {
    receiving = false;
  }
}

/** What is stored of an upload's bytes: a readable PDF as sent, or a picture's WebP copy. */
async function checkedContent(
  file: Buffer,
  document: boolean,
  accepted: readonly string[],
): Promise<{ data: Buffer; width: number | null; height: number | null }> {
  if (file.length === 0) throw new AppError('library_unreadable');
  // The content decides, not the header.
  const detected = await fileTypeFromBuffer(file);
  if (!detected || !accepted.includes(detected.mime)) throw new AppError('library_wrong_type');
  if (!document) return pictureCopy(file);
  if (!(await checkDocumentBytes(file, 'application/pdf'))) {
    throw new AppError('library_unreadable');
  }
  return { data: file, width: null, height: null };
}
