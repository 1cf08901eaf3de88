import { Readable } from 'node:stream';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';
import { readImage } from '@/server/media/read-image';
import { getStorage } from '@/server/storage/get-storage';

/**
 * GET /api/media/{id}/{width}: the stored WebP copy of an uploaded picture at that width
 * (src/server/media/store-image.ts), cacheable for a year (a picture never changes; a new one
 * gets a new id). 404 an unknown picture or a width not stored (the width in digits, without a
 * leading zero: one address per copy, for the caches).
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<'/api/media/[id]/[width]'>,
): Promise<Response> {
  try {
    const { id, width } = await params;
    const image = /^[1-9]\d{0,4}$/.test(width)
      ? await readImage(await getDb(), getStorage(), id, Number(width))
      : null;
    if (!image) throw new AppError('unknown_image');
    return new Response(Readable.toWeb(image.stream) as ReadableStream, {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(image.bytes),
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
