import { newsStatusSchema } from '@/lib/news';
import { errorResponse } from '@/server/errors';
import { changeEventStatus } from '@/server/events/manage-events';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/events/{id}/status {action: 'publish' | 'unpublish', version} | {action:
 * 'schedule', at: 'YYYY-MM-DDTHH:MM' in Khartoum, version} (editor), as for the news. 200
 * {visibility, publishAt}; 400 another action or time; 401 signed out; 403 another role or
 * another site; 404 unknown event; 409 incomplete in a language, already so, a time that has
 * passed, or changed since `version`.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/events/[id]/status'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsStatusSchema, {
      maxBytes: 1024,
      invalid: 'invalid_news_status',
    });
    const changed = await changeEventStatus(db, staff, id, input);
    return Response.json(changed, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
