import { removeDirectoryMember } from '@/server/directory/directory-desk';
import { removalRoute } from '@/server/publishing/desk-routes';

/**
 * POST /api/staff/directory/{id}/remove {version} (editor): removes a record from the staff directory.
 * 200 {}; 401 signed out; 403 another role or another site; 409 changed since `version` (its `updatedAt` when the
 * editor's page was read); 404 unknown record.
 */
export const POST = removalRoute(removeDirectoryMember, 'invalid_directory_member');
