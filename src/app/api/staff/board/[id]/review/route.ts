import { returnBoardMemberToAuthor, submitBoardMemberForReview } from '@/server/board/board-desk';
import { reviewRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/board/{id}/review {action: 'submit', version} | {action: 'return', version,
 * comment} (editor of the board; issue #47): where the board waits for review, its author
 * submits a draft member; a reviewer (an editor of every section) sends it back with a comment,
 * e-mailed to the author (publishing it approves it). 200 {id}; 400 no version or comment; 401
 * signed out; 403 another role, section or site, or a return by an editor who does not review;
 * 404 unknown; 409 changed since `version`, already on the site (only a reviewer changes it),
 * already submitted, or not submitted.
 */
export const POST = reviewRoute(submitBoardMemberForReview, returnBoardMemberToAuthor);
