import {
  returnAcademicYearToAuthor,
  submitAcademicYearForReview,
} from '@/server/calendar/calendar-desk';
import { reviewRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/calendar/{year}/review {action: 'submit', version} | {action: 'return',
 * version, comment} (editor of the calendar; issue #47): where the calendar waits for review, its
 * author submits a complete draft year; a reviewer (an editor of every section) sends it back
 * with a comment, e-mailed to the author (publishing it approves it). 200 {id}; 400 no version or
 * comment; 401 signed out; 403 another role, section or site, or a return by an editor who does
 * not review; 404 unknown year; 409 changed since `version`, incomplete, already on the site
 * (only a reviewer changes it), or not submitted.
 */
export const POST = reviewRoute(submitAcademicYearForReview, returnAcademicYearToAuthor, 'year');
