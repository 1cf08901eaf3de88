import { applicationOfRequest } from '@/server/applications/application-of-request';
import { mayPayFee } from '@/server/applications/application-fee';
import { mayReplaceDocuments, recordApplicantUpdate } from '@/server/applications/applicant-update';
import { isSlot, storeDocument } from '@/server/applications/store-document';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { assertSameOrigin } from '@/server/http/same-origin';
import { acquireUploadSlot } from '@/server/http/upload-slots';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';
import { getStorage } from '@/server/storage/get-storage';

/**
 * POST /api/applications/{id}/documents/{slot} (multipart/form-data, one file; header
 * `Authorization: Bearer <upload token or personal link key>`): stores one document, streamed.
 * Once the application is sent, only while the office asks for more information: the document
 * then replaces the one in its slot, and the office's inbox shows the application as updated
 * (applicant-update.ts). The `payment` slot (the fee's transfer receipt) only once the
 * application is sent, until the fee is recorded as paid (application-fee.ts). 201 with the stored document's name, type and size; 4xx with a
 * translated message for every refusal.
 */
export async function POST(
  request: Request,
  { params }: { params: Promise<{ id: string; slot: string }> },
): Promise<Response> {
  try {
    assertSameOrigin(request);
    const { id, slot } = await params;
    const payment = slot === 'payment';
    if (!isSlot(slot) && !payment) throw new AppError('unknown_slot');
    const db = await getDb();
    const client = clientKey(request);
    await checkRateLimit(db, 'documents', client);
    const application = await applicationOfRequest(db, request, id, 'documents');
    // A sent application takes a document only as the answer to the office's request, and the
    // fee's transfer receipt until the fee is recorded as paid.
    const answering = application.status === 'complete';
    if (payment && !mayPayFee(application)) throw new AppError('fee_closed');
    if (!payment && answering && !mayReplaceDocuments(application)) {
      throw new AppError('documents_closed');
    }
    const release = acquireUploadSlot(client, `application:${application.id}`);
    if (!release) throw new AppError('too_many_uploads');
    const document = await storeDocument(db, getStorage(), application, slot, request, {
      replace: !answering
        ? undefined
        : payment
          ? { allowed: mayPayFee, refused: 'fee_closed' }
          : { allowed: mayReplaceDocuments, refused: 'documents_closed' },
    }).finally(release);
    if (answering) await recordApplicantUpdate(db, application, document);
    return Response.json(
      {
        slot: document.slot,
        fileName: document.fileName,
        mimeType: document.mimeType,
        size: document.sizeBytes,
      },
      { status: 201, headers: { 'Cache-Control': 'no-store' } },
    );
  } catch (error) {
    return errorResponse(error);
  }
}
