import { newsRestoreSchema } from '@/lib/news';
import { restoreBannerRevision } from '@/server/banner/site-banner';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/banner/restore {revision} (editor): puts an earlier version of the
 * announcement back, kept as a new version. 200 {state}; 400 no revision id, or a version
 * today's rules refuse; 401 signed out; 403 another role or another site, or an account that
 * must submit the banner for review (issue #47); 404 unknown version.
 */
export const POST = staffWriteRoute(
  'editor',
  newsRestoreSchema,
  { maxBytes: 1024, invalid: 'invalid_banner' },
  (db, staff, input) => restoreBannerRevision(db, staff, input.revision),
);
