import { bannerSchema } from '@/lib/banner';
import { bannerProposal, saveBanner } from '@/server/banner/site-banner';
import { mustPropose, submitProposal } from '@/server/publishing/proposals';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/banner {messageAr, messageEn, linkHref, linkLabelAr, linkLabelEn, severity,
 * shownFrom, shownUntil, enabled} (editor): saves the site-wide banner, shown or kept off.
 * 200 {state: off | waiting | shown | ended}; where the banner waits for review and the account
 * must submit (issue #47), the banner is kept as a proposal for a reviewer instead, 200 {review:
 * 'submitted'} (409 while another editor's waits). 400 a field refused (with the fields'
 * messages); 401 signed out; 403 another role or another site; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  bannerSchema,
  { maxBytes: 8 * 1024, invalid: 'invalid_banner' },
  async (db, staff, input) =>
    (await mustPropose(db, staff, bannerProposal))
      ? submitProposal(db, staff, bannerProposal, input)
      : saveBanner(db, staff, input),
);
