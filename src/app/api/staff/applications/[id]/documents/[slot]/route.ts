import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { documentSecurityPolicy } from '@/config/security-headers';
import { localePath } from '@/i18n/routing';
import { getDb } from '@/server/db/client';
import { applicationDocuments, documentSlots, type DocumentSlot } from '@/server/db/schema';
import { AppError, errorResponse } from '@/server/errors';
import { attachmentDisposition } from '@/server/http/content-disposition';
import { isApplicationId } from '@/server/applications/get-application';
import { loggedRecently, recordAudit, VISIT_MS } from '@/server/staff/record-audit';
import { requireStaffApi } from '@/server/staff/staff-session';
import { getStorage } from '@/server/storage/get-storage';

/**
 * A document's address opened in the browser while signed out (a link kept from an earlier
 * visit, or sent by a colleague): the sign-in page, which then opens the application's page at
 * that document, instead of the endpoints' JSON refusal.
 */
function signInFirst(
  request: Request,
  error: unknown,
  { id, slot }: { id: string; slot: string },
): Response | null {
  if (!(error instanceof AppError) || error.code !== 'staff_signed_out') return null;
  if (request.headers.get('sec-fetch-mode') !== 'navigate') return null;
  if (!isApplicationId(id) || !(documentSlots as readonly string[]).includes(slot)) return null;
  const locale = /(?:^|;\s*)lang=en(?:;|$)/.test(request.headers.get('cookie') ?? '') ? 'en' : 'ar';
  const next = `${localePath(locale, `/staff/applications/${id}`)}#document-${slot}`;
  const target = `${localePath(locale, '/staff/sign-in')}?next=${encodeURIComponent(next)}`;
  return new Response(null, {
    status: 303,
    headers: { Location: target, 'Cache-Control': 'private, no-store' },
  });
}

/** How a page shows a document inside itself: its frame (a PDF) or its picture. */
const EMBEDDED_DESTINATIONS = new Set(['iframe', 'image', 'embed', 'object']);

/**
 * GET /api/staff/applications/{id}/documents/{slot}[?download=1] (admissions): one of an
 * application's documents, shown in the page (inline) or downloaded. A document opened on its own
 * or downloaded is written to the audit log; one the application's page shows in its frame or
 * picture (the browser's Sec-Fetch-Dest) is covered by that page's "opened" row, written by the
 * same account within the visit (VISIT_MS), and writes none. Never cached; its type is the one found in its content, and nothing sniffs it; a
 * picture is a sandboxed document (documentSecurityPolicy).
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/staff/applications/[id]/documents/[slot]'>,
): Promise<Response> {
  try {
    const staff = await requireStaffApi(request, 'admissions');
    const { id, slot } = await params;
    if (!isApplicationId(id) || !(documentSlots as readonly string[]).includes(slot)) {
      throw new AppError('not_found');
    }
    const db = await getDb();
    const [document] = await db
      .select()
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationId, id),
          eq(applicationDocuments.slot, slot as DocumentSlot),
        ),
      );
    if (!document) throw new AppError('not_found');
    const download = new URL(request.url).searchParams.get('download') === '1';
    const subject = { type: 'application', id } as const;
    const embedded =
      !download &&
      EMBEDDED_DESTINATIONS.has(request.headers.get('sec-fetch-dest') ?? '') &&
      (await loggedRecently(db, staff, 'application.view', subject, VISIT_MS));
    if (!embedded) {
      await recordAudit(db, staff, download ? 'document.download' : 'document.view', subject, {
        slot,
        file: document.fileName,
      });
    }
    const stream = Readable.toWeb(await getStorage().get(document.storageKey)) as ReadableStream;
    return new Response(stream, {
      headers: {
        'Content-Type': document.mimeType,
        'Content-Length': String(document.sizeBytes),
        'Content-Disposition': attachmentDisposition(
          document.fileName,
          undefined,
          download ? 'attachment' : 'inline',
        ),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': documentSecurityPolicy(document.mimeType),
      },
    });
  } catch (error) {
    const signIn = signInFirst(request, error, await params);
    if (signIn) return signIn;
    const refusal = errorResponse(error);
    refusal.headers.set('Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'");
    return refusal;
  }
}
