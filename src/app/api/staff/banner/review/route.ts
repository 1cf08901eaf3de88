import { bannerProposal } from '@/server/banner/site-banner';
import { proposalReviewRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/banner/review {action: 'approve'} | {action: 'return', comment} (a reviewer:
 * an editor of every section; issue #47): applies the banner submitted for review, or sends it
 * back to its author with a comment; the author is e-mailed either. 200 {review}; 400 no
 * comment; 401 signed out; 403 another role, section or site, or an editor who does not review;
 * 409 nothing submitted, or the banner changed since it was written (`proposal_stale`).
 */
export const POST = proposalReviewRoute(bannerProposal);
