/**
 * Reads the stored copies of uploaded pictures (store-image.ts): one copy's bytes for the
 * picture endpoint, and the sizes of many pictures at once for the pages that build `srcset`.
 */
import 'server-only';
import type { Readable } from 'node:stream';
import { asc, eq, inArray } from 'drizzle-orm';
import { isUuid } from '@/lib/uuid';
import type { Db } from '../db/db';
import { mediaFiles, mediaImages } from '../db/schema';
import type { Storage } from '../storage/storage';

export interface ImageSource {
  /** The size of the largest stored copy. */
  width: number;
  height: number;
  /** The stored copies, narrowest first. */
  files: { width: number; height: number }[];
}

/**
 * The stored copy of picture `id` exactly `width` pixels wide, or null when there is no such
 * picture or no copy of that width (nothing is resized on request). With `narrowest` (the
 * visitor's browser saves data), the picture's narrowest copy instead, for any width it has.
 */
export async function readImage(
  db: Db,
  storage: Storage,
  id: string,
  width: number,
  { narrowest = false }: { narrowest?: boolean } = {},
): Promise<{ stream: Readable; bytes: number; width: number } | null> {
  if (!isUuid(id) || !Number.isSafeInteger(width)) return null;
  const files = await db
    .select({ storageKey: mediaFiles.storageKey, bytes: mediaFiles.bytes, width: mediaFiles.width })
    .from(mediaFiles)
    .where(eq(mediaFiles.imageId, id))
    .orderBy(asc(mediaFiles.width));
  if (!files.some((file) => file.width === width)) return null;
  const file = narrowest ? files[0]! : files.find((copy) => copy.width === width)!;
  return { stream: await storage.get(file.storageKey), bytes: file.bytes, width: file.width };
}

/** The sizes of the pictures `ids` that exist (the others are left out), by id. */
export async function imageSources(db: Db, ids: string[]): Promise<Map<string, ImageSource>> {
  const wanted = [...new Set(ids)].filter(isUuid);
  const sources = new Map<string, ImageSource>();
  if (wanted.length === 0) return sources;
  const images = await db
    .select({ id: mediaImages.id, width: mediaImages.width, height: mediaImages.height })
    .from(mediaImages)
    .where(inArray(mediaImages.id, wanted));
  for (const image of images) {
    sources.set(image.id, { width: image.width, height: image.height, files: [] });
  }
  const files = await db
    .select({ imageId: mediaFiles.imageId, width: mediaFiles.width, height: mediaFiles.height })
    .from(mediaFiles)
    .where(inArray(mediaFiles.imageId, wanted))
    .orderBy(asc(mediaFiles.width));
  for (const file of files) {
    sources.get(file.imageId)?.files.push({ width: file.width, height: file.height });
  }
  return sources;
}
