import { returnNewsToAuthor, submitNewsForReview } from '@/server/news/news-desk';
import { reviewRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/news/{id}/review {action: 'submit', version} | {action: 'return', version,
 * comment} (editor of the section; issue #47): where the section waits for review, its author
 * submits a complete draft; a reviewer (an editor of every section) sends it back with a comment,
 * e-mailed to the author (publishing it approves it). 200 {id}; 400 no version or comment; 401
 * signed out; 403 another role, section or site, or a return by an editor who does not review;
 * 404 unknown; 409 changed since `version`, incomplete, already on the site (only a reviewer
 * changes it), or not submitted.
 */
export const POST = reviewRoute(submitNewsForReview, returnNewsToAuthor);
