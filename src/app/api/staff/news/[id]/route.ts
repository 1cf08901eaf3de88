import { NEWS_MAX_BYTES, newsSaveSchema } from '@/lib/news';
import { errorResponse } from '@/server/errors';
import { saveNews } from '@/server/news/news-desk';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/news/{id} {slug, date, titleAr, …, version} (editor): saves the item (a
 * revision is kept). 200 {id, version}; 400 a field refused; 401 signed out; 403 another role or
 * another site; 404 unknown item; 409 the address is taken, a published item would lose a
 * required field, or the item changed since `version` (its `updatedAt` when the editor read it).
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/news/[id]'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsSaveSchema, {
      maxBytes: NEWS_MAX_BYTES,
      invalid: 'invalid_news',
    });
    const { version, ...draft } = input;
    const saved = await saveNews(db, staff, id, draft, { version });
    return Response.json(saved, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
