/**
 * Whether a stored document really is what its first bytes say: a PDF that a PDF reader opens
 * (its page tree parses and its first page loads, with pdf.js through unpdf), or a JPEG/PNG
 * image that decodes completely to the dimensions its header declares (sharp). Magic bytes
 * alone let `%PDF-` followed by anything, or a PNG signature followed by garbage, through.
 *
 * At most two documents are checked at a time in a process, each read whole into memory
 * (5 MB at most), so a burst of uploads cannot take the server's memory or both cores.
 */
import 'server-only';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { MAX_FILE_BYTES } from '@/lib/applicant-schema';

/** Longest a check may take before the document is refused as unreadable. */
const CHECK_TIMEOUT_MS = 15_000;
/** Larger images than this (in pixels) are not decoded: no camera makes one. */
const MAX_PIXELS = 80_000_000;
const MAX_CONCURRENT = 2;

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > MAX_FILE_BYTES) {
      stream.destroy();
      throw new Error('document larger than stored');
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

async function isReadablePdf(bytes: Buffer): Promise<boolean> {
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    pdf = await getDocumentProxy(new Uint8Array(bytes), {
      verbosity: 0,
      disableFontFace: true,
      stopAtErrors: false,
    });
    if (pdf.numPages < 1) return false;
    await pdf.getPage(1);
    return true;
  } catch {
    return false;
  } finally {
    await pdf?.cleanup().catch(() => undefined);
    await (pdf as { destroy?: () => Promise<void> } | undefined)
      ?.destroy?.()
      .catch(() => undefined);
  }
}

async function isDecodableImage(bytes: Buffer, format: 'jpeg' | 'png'): Promise<boolean> {
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: MAX_PIXELS,
      sequentialRead: true,
    });
    const metadata = await image.metadata();
    if (metadata.format !== format || !metadata.width || !metadata.height) return false;
    // Decoding the whole image proves the data behind the header; shrinking as it decodes
    // keeps the memory small (JPEG decoders scale down while reading).
    const { info } = await image
      .resize(64, 64, { fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    return info.width > 0 && info.height > 0;
  } catch {
    return false;
  }
}

/**
 * True when the stored document `stream`, detected as `mime` from its first bytes, is a whole,
 * readable document of that type.
 */
export async function checkDocumentContent(stream: Readable, mime: string): Promise<boolean> {
  return withSlot(async () => checked(await readAll(stream), mime));
}

/**
 * The same check of a document already read into memory (the library's files, which have
 * their own, larger bound: src/server/library/library-content.ts).
 */
export async function checkDocumentBytes(bytes: Buffer, mime: string): Promise<boolean> {
  return withSlot(() => checked(bytes, mime));
}

async function checked(bytes: Buffer, mime: string): Promise<boolean> {
  const check =
    mime === 'application/pdf'
      ? isReadablePdf(bytes)
      : mime === 'image/jpeg'
        ? isDecodableImage(bytes, 'jpeg')
        : mime === 'image/png'
          ? isDecodableImage(bytes, 'png')
          : Promise.resolve(false);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
