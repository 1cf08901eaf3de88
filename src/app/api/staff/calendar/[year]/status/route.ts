import { newsStatusSchema } from '@/lib/news';
import { changeAcademicYearStatus } from '@/server/calendar/calendar-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/calendar/{year}/status {action: 'publish' | 'unpublish', version} | {action:
 * 'schedule', at: 'YYYY-MM-DDTHH:MM' in Khartoum, version} (editor), as for the news. 200
 * {visibility, publishAt}; 400 another action or time; 401 signed out; 403 another role or
 * another site; 404 unknown year; 409 a name missing in a language, already so, a time that has
 * passed, or changed since `version`.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/calendar/[year]/status'>,
): Promise<Response> {
  try {
    const { year } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsStatusSchema, {
      maxBytes: 1024,
      invalid: 'invalid_news_status',
    });
    const changed = await changeAcademicYearStatus(db, staff, year, input);
    return Response.json(changed, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
