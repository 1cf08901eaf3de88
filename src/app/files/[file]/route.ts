import { Readable } from 'node:stream';
import { libraryAddressOf, libraryMediaTypes } from '@/lib/library';
import { getDb } from '@/server/db/client';
import { errorMessage, errorResponse } from '@/server/errors';
import { servedLibraryFile } from '@/server/library/library-desk';
import { getStorage } from '@/server/storage/get-storage';

/** What a visitor reads at the address of a file that is not (or no longer) in the library. */
function notFound(): Response {
  const message = errorMessage('unknown_library_file');
  return new Response(`${message.ar}\n${message.en}\n`, {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

/**
 * GET /files/{name}.pdf | /files/{name}.webp: a file of the college's library
 * (src/lib/library.ts) as it is now. The address never changes; its content may (an editor
 * replaces it), so browsers and the front keep it for five minutes and then ask again with its
 * ETag (304 when it is the same). 404 (in both languages) for a file that is not in the library,
 * has no content yet, or is asked for with another kind's extension.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/files/[file]'>,
): Promise<Response> {
  try {
    const { file } = await params;
    const address = libraryAddressOf(file);
    if (!address) return notFound();
    const db = await getDb();
    const row = await servedLibraryFile(db, address.name, address.kind);
    if (!row) return notFound();
    const etag = `"${row.storageKey}"`;
    const headers = {
      'Cache-Control': 'public, max-age=300',
      ETag: etag,
      'X-Content-Type-Options': 'nosniff',
    };
    if (
      request.headers
        .get('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      return new Response(null, { status: 304, headers });
    }
    const stream = await getStorage().get(row.storageKey);
    return new Response(Readable.toWeb(stream) as ReadableStream, {
      headers: {
        ...headers,
        'Content-Type': libraryMediaTypes[row.kind],
        'Content-Length': String(row.bytes ?? ''),
        // Opened in the browser, saved under its address's name; no `filename` here, which
        // would override the name a link's `download` gives (the e-services guide's, in the
        // page's language).
        'Content-Disposition': 'inline',
        'Last-Modified': (row.contentAt ?? row.updatedAt).toUTCString(),
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
