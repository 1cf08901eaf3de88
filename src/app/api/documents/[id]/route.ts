import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { verifyDocumentLink } from '@/server/applications/document-links';
import { getDb } from '@/server/db/client';
import { applicationDocuments } from '@/server/db/schema';
import { AppError, errorResponse } from '@/server/errors';
import { attachmentDisposition } from '@/server/http/content-disposition';
import { getStorage } from '@/server/storage/get-storage';

/**
 * GET /api/documents/{id}?expires=…&signature=…: one stored document, for the admissions
 * office, through the signed, expiring link of its e-mail. Never cached, always downloaded.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  try {
    const { id } = await params;
    const url = new URL(request.url);
    if (
      !/^[0-9a-f-]{36}$/.test(id) ||
      !verifyDocumentLink(id, url.searchParams.get('expires'), url.searchParams.get('signature'))
    ) {
      throw new AppError('link_invalid');
    }
    const db = await getDb();
    const [document] = await db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.id, id));
    if (!document) throw new AppError('link_invalid');
    const stream = Readable.toWeb(await getStorage().get(document.storageKey)) as ReadableStream;
    return new Response(stream, {
      headers: {
        'Content-Type': document.mimeType,
        'Content-Length': String(document.sizeBytes),
        'Content-Disposition': attachmentDisposition(document.fileName),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
