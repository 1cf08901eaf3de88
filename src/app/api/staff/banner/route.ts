import { bannerSaveSchema } from '@/lib/banner';
import { bannerProposal, saveBanner } from '@/server/banner/site-banner';
import { AppError } from '@/server/errors';
import { mustPropose, submitProposal } from '@/server/publishing/proposals';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/banner {messageAr, messageEn, linkHref, linkLabelAr, linkLabelEn, severity,
 * shownFrom, shownUntil, enabled, version} (editor): saves the site-wide banner, shown or kept
 * off. 200 {state: off | waiting | shown | ended, version}; 409 `banner_conflict` when the
 * banner was saved since `version` (the version the form was written from). Where the banner
 * waits for review and the account must submit (issue #47), the banner is kept as a proposal
 * for a reviewer instead, 200 {review: 'submitted'} (409 while another editor's waits). 400 a
 * field refused (with the fields' messages); 401 signed out; 403 another role or another site;
 * 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  bannerSaveSchema,
  { maxBytes: 8 * 1024, invalid: 'invalid_banner' },
  async (db, staff, { version, ...banner }) => {
    if (await mustPropose(db, staff, bannerProposal)) {
      // A proposal is written from the banner as it is: a stale form is refused here too.
      if (version !== (await bannerProposal.base(db))) throw new AppError('banner_conflict');
      return submitProposal(db, staff, bannerProposal, banner);
    }
    return saveBanner(db, staff, banner, new Date(), 'saved', version);
  },
);
