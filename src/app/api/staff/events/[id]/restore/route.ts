import { restoreEventRevision } from '@/server/events/events-desk';
import { restoreRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/events/{id}/restore {revision} (editor): puts that revision back, kept as a
 * new revision. 200 {id, version}; 400 no revision id, or a revision today's rules refuse; 401
 * signed out; 403 another role or another site; 404 unknown event or a revision of another
 * event; 409 a published event would lose a required field.
 */
export const POST = restoreRoute(restoreEventRevision, 'invalid_event');
