import { mediaSrcSet, mediaUrl } from '@/lib/media-url';
import { AppError, errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { acquireUploadSlot } from '@/server/http/upload-slots';
import { storeImage } from '@/server/media/store-image';
import { requireStaffWrite } from '@/server/staff/read-staff-write';
import { getStorage } from '@/server/storage/get-storage';

/**
 * POST /api/staff/media (editor), the picture itself as the body (Content-Type image/jpeg,
 * image/png or image/webp; not a form): a picture for the news, stored as WebP copies without
 * its metadata. 201 {id, width, height, widths, src, srcSet}; 400 unreadable or narrower than 480
 * pixels; 401 signed out; 403 another role or another site; 413 larger than 8 MB; 415 not a
 * JPEG, PNG or WebP picture (by its content); 429 too many uploads at once, or past the
 * session's writes a minute.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, staff } = await requireStaffWrite(request, 'editor');
    // At most a few uploads of one account at a time (src/server/http/upload-slots.ts).
    const release = acquireUploadSlot(clientKey(request), `staff:${staff.id}`);
    if (!release) throw new AppError('too_many_uploads');
    const length = request.headers.get('content-length');
    const stored = await storeImage(
      db,
      getStorage(),
      request.body,
      request.headers.get('content-type'),
      length && /^\d+$/.test(length.trim()) ? Number(length) : null,
      staff,
    ).finally(release);
    const widths = stored.files.map((file) => file.width);
    return Response.json(
      {
        id: stored.id,
        width: stored.width,
        height: stored.height,
        widths,
        src: mediaUrl(stored.id, widths[0]!),
        srcSet: mediaSrcSet(stored.id, widths),
      },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    return errorResponse(error);
  }
}
