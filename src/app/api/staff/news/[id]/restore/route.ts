import { restoreNewsRevision } from '@/server/news/news-desk';
import { restoreRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/news/{id}/restore {revision} (editor): puts that revision's words and picture
 * back, kept as a new revision. 200 {id}; 400 no revision id; 401 signed out; 403 another role
 * or another site; 404 unknown item or a revision of another item; 409 a published item would
 * lose a required field.
 */
export const POST = restoreRoute(restoreNewsRevision, 'invalid_news');
