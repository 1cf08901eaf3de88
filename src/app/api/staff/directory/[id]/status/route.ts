import { newsStatusSchema } from '@/lib/news';
import { changeDirectoryStatus } from '@/server/directory/manage-directory';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/directory/{id}/status {action: 'publish' | 'unpublish', version} | {action:
 * 'schedule', at: 'YYYY-MM-DDTHH:MM' in Khartoum, version} (editor): publishes a record of the staff directory
 * now or at a time, or takes it off the directory, its contact card and the search. 200 {visibility, publishAt}; 400 another action
 * or time; 401 signed out; 403 another role or another site; 404 unknown record; 409 already so,
 * a time that has passed, or changed since `version`.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/directory/[id]/status'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsStatusSchema, {
      maxBytes: 1024,
      invalid: 'invalid_news_status',
    });
    const changed = await changeDirectoryStatus(db, staff, id, input);
    return Response.json(changed, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
