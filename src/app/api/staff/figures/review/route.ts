import { figuresProposal } from '@/server/settings/figures-desk';
import { renewPublicPages } from '@/server/pages/refresh-pages';
import { proposalReviewRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/figures/review {action: 'approve'} | {action: 'return', comment} (a reviewer:
 * an editor of every section; issue #47): applies the figures submitted for review (the public
 * pages that state them are renewed), or sends them back to their author with a comment; the
 * author is e-mailed either. 200 {review}; 400 no comment; 401 signed out; 403 another role,
 * section or site, or an editor who does not review; 409 nothing submitted, or the figures
 * saved since they were written (`proposal_stale`).
 */
export const POST = proposalReviewRoute(figuresProposal, renewPublicPages);
