import { removalSchema } from '@/lib/record-removal';
import { removeDirectoryMember } from '@/server/directory/directory-desk';
import { staffWriteRoute } from '@/app/api/staff/staff-write-route';

/**
 * POST /api/staff/directory/{id}/remove {version} (editor): removes a record from the staff directory.
 * 200 {}; 401 signed out; 403 another role or another site; 409 changed since `version` (its `updatedAt` when the
 * editor's page was read); 404 unknown record.
 */
export const POST = staffWriteRoute(
  'editor',
  removalSchema,
  { maxBytes: 1024, invalid: 'invalid_directory_member', param: 'id' },
  async (db, staff, input, id) => {
    await removeDirectoryMember(db, staff, id, input.version);
    return {};
  },
);
