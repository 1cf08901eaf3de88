import { bannerSchema } from '@/lib/banner';
import { saveBanner } from '@/server/banner/site-banner';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/banner {messageAr, messageEn, linkHref, linkLabelAr, linkLabelEn, severity,
 * shownFrom, shownUntil, enabled} (editor): saves the site-wide banner, shown or kept off.
 * 200 {state: off | waiting | shown | ended}; 400 a field refused (with the fields' messages);
 * 401 signed out; 403 another role or another site; 413 too large; 415 not JSON.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, staff, input } = await readStaffWrite(request, 'editor', bannerSchema, {
      maxBytes: 8 * 1024,
      invalid: 'invalid_banner',
    });
    const saved = await saveBanner(db, staff, input);
    return Response.json(saved, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
