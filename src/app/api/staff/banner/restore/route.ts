import { newsRestoreSchema } from '@/lib/news';
import { restoreBannerRevision } from '@/server/banner/site-banner';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/banner/restore {revision} (editor): puts an earlier version of the
 * announcement back, kept as a new version. 200 {state}; 400 no revision id, or a version
 * today's rules refuse; 401 signed out; 403 another role or another site; 404 unknown version.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, staff, input } = await readStaffWrite(request, 'editor', newsRestoreSchema, {
      maxBytes: 1024,
      invalid: 'invalid_banner',
    });
    const restored = await restoreBannerRevision(db, staff, input.revision);
    return Response.json(restored, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
