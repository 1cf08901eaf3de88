/**
 * Receives a picture an editor uploads for the news (issue #22) and stores it in the sizes the
 * pages use. The request body is the file itself: at most 8 MB (a larger declared length is
 * refused before a byte is read, and the reading stops as soon as the count passes it), a JPEG,
 * PNG or WebP by its content whatever the header said, decoded by sharp under a pixel limit.
 * What is stored is never the file as sent: WebP copies at the widths of IMAGE_WIDTHS, turned
 * upright and without any metadata (EXIF, GPS position, camera, author), so a photo taken on a
 * phone does not tell visitors where it was taken. The picture, its copies and the audit row are
 * recorded in one transaction; every refusal or failure leaves nothing behind: no file, no row.
 */
import 'server-only';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../db/db';
import { mediaFiles, mediaImages } from '../db/schema';
import { AppError } from '../errors';
import { readBounded } from '../http/read-json';
import { recordAudit } from '../staff/record-audit';
import type { SignedInStaff } from '../staff/staff-session';
import type { Storage } from '../storage/storage';

export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
/** The widths stored of every picture (those not wider than it), for the pages' srcset. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** About 50 megapixels: more would take too much memory to decode, whatever the file's size. */
const MAX_INPUT_PIXELS = 50_000_000;
const WEBP_QUALITY = 78;

const IMAGE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Pictures decoded at once in this process: each may take a few hundred megabytes while it is
 * resized; a third upload meanwhile is asked to wait (429) rather than exhaust the memory.
 */
export const MAX_ENCODING = 2;
let encoding = 0;

export interface StoredImage {
  id: string;
  /** The size of the largest stored copy. */
  width: number;
  height: number;
  /** The stored copies, narrowest first. */
  files: { width: number; height: number }[];
}

/** The media type of a Content-Type header, without its parameters, in lower case. */
export function mediaTypeOf(contentType: string | null): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A decoder that refuses damaged data and pictures too large to decode safely. */
function decode(file: Buffer) {
  return sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
}

/**
 * The WebP copies of `file`, in memory (they are small). Any failure of the decoder, the
 * pixel limit included, means the picture cannot be used: image_unreadable.
 */
async function encodeCopies(
  file: Buffer,
): Promise<{ width: number; height: number; data: Buffer }[]> {
  let width: number;
  try {
    const metadata = await decode(file).metadata();
    // The width as shown, once turned upright by its EXIF orientation.
    width = metadata.autoOrient.width;
  } catch {
    throw new AppError('image_unreadable');
  }
  if (!(width >= IMAGE_WIDTHS[0])) throw new AppError('image_too_small');
  const widths = IMAGE_WIDTHS.filter((candidate) => candidate <= width);
  const copies: { width: number; height: number; data: Buffer }[] = [];
  // One after the other: a large picture decoded three times at once would triple the memory.
  for (const target of widths) {
    try {
      // No withMetadata()/keepExif(): sharp writes none of the input's metadata.
      const { data, info } = await decode(file)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY })
        .toBuffer({ resolveWithObject: true });
      copies.push({ width: info.width, height: info.height, data });
    } catch {
      throw new AppError('image_unreadable');
    }
  }
  return copies;
}

/**
 * Stores the picture of an upload request's body for `actor`; returns its id and the sizes
 * stored. Refusals: image_wrong_type, image_too_large, image_unreadable, image_too_small.
 */
export async function storeImage(
  db: Db,
  storage: Storage,
  body: ReadableStream<Uint8Array> | null,
  contentType: string | null,
  declaredLength: number | null,
  actor: Pick<SignedInStaff, 'id' | 'email'>,
): Promise<StoredImage> {
  if (!IMAGE_TYPES.includes(mediaTypeOf(contentType))) {
    await body?.cancel().catch(() => undefined);
    throw new AppError('image_wrong_type');
  }
  if (declaredLength !== null && declaredLength > MAX_IMAGE_BYTES) {
    await body?.cancel().catch(() => undefined);
    throw new AppError('image_too_large');
  }
  if (!body) throw new AppError('image_unreadable');
  // The rest of a body past MAX_IMAGE_BYTES is never read. A client that goes away mid-upload
  // (ECONNRESET) is an unreadable upload, not a failure of the server or its database
  // (errorResponse would take that code for a database outage).
  const file = await readBounded(body, MAX_IMAGE_BYTES, 'image_too_large', 'image_unreadable');
  if (file.length === 0) throw new AppError('image_unreadable');
  // The content decides, not the header: a renamed PDF or a page of HTML is refused here.
  const detected = await fileTypeFromBuffer(file);
  if (!detected || !IMAGE_TYPES.includes(detected.mime)) throw new AppError('image_wrong_type');

  if (encoding >= MAX_ENCODING) throw new AppError('too_many_uploads');
  encoding++;
  const copies = await encodeCopies(file).finally(() => encoding--);
  const largest = copies.at(-1)!;
  const stored: string[] = [];
  try {
    const files: Omit<typeof mediaFiles.$inferInsert, 'imageId'>[] = [];
    for (const copy of copies) {
      const { key, size } = await storage.put(Readable.from([copy.data]));
      stored.push(key);
      files.push({ width: copy.width, height: copy.height, storageKey: key, bytes: size });
    }
    const id = await db.transaction(async (tx) => {
      const [image] = await tx
        .insert(mediaImages)
        .values({ width: largest.width, height: largest.height, uploadedBy: actor.id })
        .returning({ id: mediaImages.id });
      await tx.insert(mediaFiles).values(files.map((file) => ({ imageId: image!.id, ...file })));
      await recordAudit(
        tx as unknown as Db,
        actor,
        'media.upload',
        { type: 'media_image', id: image!.id },
        { width: largest.width, height: largest.height },
      );
      return image!.id;
    });
    return {
      id,
      width: largest.width,
      height: largest.height,
      files: copies.map(({ width, height }) => ({ width, height })),
    };
  } catch (error) {
    await Promise.all(stored.map((key) => storage.delete(key).catch(() => undefined)));
    throw error;
  }
}
