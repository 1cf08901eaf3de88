import { newsRestoreSchema } from '@/lib/news';
import { restoreAcademicYearRevision } from '@/server/calendar/calendar-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/calendar/{year}/restore {revision} (editor): puts that revision back, kept as
 * a new revision. 200 {year, version}; 400 no revision id, or a revision today's rules refuse;
 * 401 signed out; 403 another role or another site; 404 unknown year or a revision of another
 * year; 409 a published year would lose a required name.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/calendar/[year]/restore'>,
): Promise<Response> {
  try {
    const { year } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsRestoreSchema, {
      maxBytes: 1024,
      invalid: 'invalid_academic_year',
    });
    const restored = await restoreAcademicYearRevision(db, staff, year, input.revision);
    return Response.json(restored, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
