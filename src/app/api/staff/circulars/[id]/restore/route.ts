import { restoreCircularRevision } from '@/server/circulars/circulars-desk';
import { restoreRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/circulars/{id}/restore {revision} (editor, section circulars): puts that
 * revision back, kept as a new revision. 200 {id, version}; 400 no revision id, or a revision
 * today's rules refuse; 401 signed out; 403 another role, section or site; 404 unknown circular
 * or a revision of another one; 409 a published circular would lose a required field.
 */
export const POST = restoreRoute(restoreCircularRevision, 'invalid_circular');
