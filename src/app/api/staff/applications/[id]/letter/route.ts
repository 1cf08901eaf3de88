import { and, eq } from 'drizzle-orm';
import { isApplicationId } from '@/server/applications/get-application';
import { letterResponse } from '@/server/applications/letter/letter-response';
import { getDb } from '@/server/db/client';
import { applications } from '@/server/db/schema';
import { AppError, errorResponse } from '@/server/errors';
import { askedLocale } from '@/server/http/asked-locale';
import { recordAudit } from '@/server/staff/record-audit';
import { requireStaffApi } from '@/server/staff/staff-session';

/**
 * GET /api/staff/applications/{id}/letter?lang=ar|en (admissions): the admission letter in force
 * of an accepted application, as the applicant has it (in the language asked, else theirs),
 * downloaded and written to the audit log. 401 signed out; 403 another role; 404 unknown or with
 * no letter in force. Never cached.
 */
export async function GET(
  request: Request,
  { params }: RouteContext<'/api/staff/applications/[id]/letter'>,
): Promise<Response> {
  try {
    const staff = await requireStaffApi(request, 'admissions');
    const lang = askedLocale(request);
    const { id } = await params;
    if (!isApplicationId(id)) throw new AppError('not_found');
    const db = await getDb();
    const [application] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.id, id), eq(applications.status, 'complete')));
    if (!application) throw new AppError('not_found');
    const response = await letterResponse(db, application, lang ?? application.locale);
    await recordAudit(db, staff, 'letter.download', { type: 'application', id });
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}
