import { Readable } from 'node:stream';
import { isUuid } from '@/lib/uuid';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';
import { readImage } from '@/server/media/read-image';
import { isPublishedImage } from '@/server/news/published-news';
import { staffOf } from '@/server/staff/staff-session';
import { getStorage } from '@/server/storage/get-storage';

/**
 * GET /api/media/{id}/{width}: the stored WebP copy of an uploaded picture at that width
 * (src/server/media/store-image.ts). To anyone when a published news item shows it, cacheable
 * for a year (a picture never changes; a new one gets a new id); otherwise (a draft's, a
 * replaced one, a withdrawn item's) only to an editor, never cached, so a picture taken off the
 * site is no longer served. 404 otherwise, for an unknown picture, or a width not stored (the
 * width in digits, without a leading zero: one address per copy, for the caches).
 *
 * A browser that saves data (`Save-Data: on`, issue #23) gets the picture's narrowest copy
 * (480 pixels) whatever width the page asked for; the answer varies on that header.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/media/[id]/[width]'>,
): Promise<Response> {
  try {
    const { id, width } = await params;
    if (!isUuid(id) || !/^[1-9]\d{0,4}$/.test(width)) throw new AppError('unknown_image');
    const db = await getDb();
    const published = await isPublishedImage(db, id);
    if (!published && !(await staffOf(request.headers))?.roles.includes('editor')) {
      throw new AppError('unknown_image');
    }
    const saveData = request.headers.get('save-data')?.trim().toLowerCase() === 'on';
    const image = await readImage(db, getStorage(), id, Number(width), { narrowest: saveData });
    if (!image) throw new AppError('unknown_image');
    return new Response(Readable.toWeb(image.stream) as ReadableStream, {
      headers: {
        'Content-Type': 'image/webp',
        'Content-Length': String(image.bytes),
        'Cache-Control': published ? 'public, max-age=31536000, immutable' : 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        Vary: 'Save-Data',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
