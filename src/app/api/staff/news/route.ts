import { NEWS_MAX_BYTES, newsDraftSchema } from '@/lib/news';
import { errorResponse } from '@/server/errors';
import { createNews } from '@/server/news/news-desk';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/news {slug, date, titleAr, …} (editor): a new news item, a draft. 201 {id};
 * 400 a field refused (with the fields' messages); 401 signed out; 403 another role or another
 * site; 409 the address is taken; 413 too large; 415 not JSON.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsDraftSchema, {
      maxBytes: NEWS_MAX_BYTES,
      invalid: 'invalid_news',
    });
    const created = await createNews(db, staff, input);
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
