import { askedLocale } from '@/server/http/asked-locale';
import { applicationOfRequest } from '@/server/applications/application-of-request';
import { receiptDataOf, receiptText } from '@/server/applications/receipt/receipt-data';
import { receiptPdfOnce } from '@/server/applications/receipt/receipt-cache';
import { getDb } from '@/server/db/client';
import { AppError, errorResponse } from '@/server/errors';
import { clientKey } from '@/server/http/client-address';
import { checkRateLimit } from '@/server/rate-limit/check-rate-limit';

/**
 * GET /api/applications/{id}/receipt?lang=ar|en (`Authorization: Bearer <upload token>`): the
 * receipt of a complete application as a PDF, in the language asked (else the one the
 * applicant applied in). Personal data: never stored in a cache (no-store), only for the
 * browser that holds the application's token; 404 for anything else, without saying why.
 */
export async function GET(
  request: Request,
  { params }: { params: Promise<{ id: string }> },
): Promise<Response> {
  try {
    const lang = askedLocale(request);
    const { id } = await params;
    const db = await getDb();
    await checkRateLimit(db, 'receipt', clientKey(request));
    const application = await applicationOfRequest(db, request, id, 'receipt');
    if (application.status !== 'complete') throw new AppError('not_found');
    const locale = lang ?? application.locale;
    // Issued at the submission, as the confirmation e-mail's copy: the same words every time,
    // so it is drawn once (receipt-cache.ts).
    const data = await receiptDataOf(db, application);
    const pdf = await receiptPdfOnce(application.id, receiptText(data, locale, data.submittedAt));
    return new Response(new Uint8Array(pdf), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="receipt-${application.reference}.pdf"`,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    return errorResponse(error);
  }
}
