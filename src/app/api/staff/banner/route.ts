import { bannerSchema } from '@/lib/banner';
import { saveBanner } from '@/server/banner/site-banner';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/banner {messageAr, messageEn, linkHref, linkLabelAr, linkLabelEn, severity,
 * shownFrom, shownUntil, enabled} (editor): saves the site-wide banner, shown or kept off.
 * 200 {state: off | waiting | shown | ended}; 400 a field refused (with the fields' messages);
 * 401 signed out; 403 another role or another site; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  bannerSchema,
  { maxBytes: 8 * 1024, invalid: 'invalid_banner' },
  (db, staff, input) => saveBanner(db, staff, input),
);
