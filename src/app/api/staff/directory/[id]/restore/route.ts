import { restoreDirectoryRevision } from '@/server/directory/directory-desk';
import { restoreRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/directory/{id}/restore {revision} (editor): puts an earlier revision of a record of the staff directory
 * back, kept as a new revision. 200 {id}; 400 no revision id, or a revision today's rules
 * refuse; 401 signed out; 403 another role or another site; 404 unknown record, or a revision of
 * another one.
 */
export const POST = restoreRoute(restoreDirectoryRevision, 'invalid_directory_member');
