import { AppError, errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { acquireUploadSlot } from '@/server/http/upload-slots';
import { storeLibraryContent } from '@/server/library/library-content';
import { requireStaffWrite } from '@/server/staff/read-staff-write';
import { getStorage } from '@/server/storage/get-storage';

/**
 * POST /api/staff/files/{id}/content?version={updatedAt} (editor), the file itself as the body
 * (Content-Type application/pdf for a document; image/jpeg, image/png or image/webp for a
 * picture; not a form): the file's content, new or replacing the one it had, under the same
 * address. 200 {version, bytes, width, height}; 400 unreadable, or no version; 401 signed out;
 * 403 another role or another site; 404 unknown file; 409 changed since `version`; 413 larger
 * than 20 MB (a document) or 8 MB (a picture); 415 not of the file's kind (by its content); 429
 * too many uploads at once, or past the session's writes a minute.
 */
export async function POST(
  request: Request,
  context: { params: Promise<{ id: string }> },
): Promise<Response> {
  try {
    const { db, staff } = await requireStaffWrite(request, 'editor');
    const { id } = await context.params;
    const version = new URL(request.url).searchParams.get('version') ?? '';
    if (Number.isNaN(Date.parse(version))) {
      await request.body?.cancel().catch(() => undefined);
      throw new AppError('library_version_missing');
    }
    const release = acquireUploadSlot(clientKey(request), `staff:${staff.id}`);
    if (!release) throw new AppError('too_many_uploads');
    const length = request.headers.get('content-length');
    const row = await storeLibraryContent(
      db,
      getStorage(),
      staff,
      id,
      version,
      request.body,
      request.headers.get('content-type'),
      length && /^\d+$/.test(length.trim()) ? Number(length) : null,
    ).finally(release);
    return Response.json(
      {
        version: row.updatedAt.toISOString(),
        bytes: row.bytes,
        width: row.width,
        height: row.height,
      },
      { headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    return errorResponse(error);
  }
}
