import { removalRoute } from '@/server/publishing/desk-routes';
import { getStorage } from '@/server/storage/get-storage';
import { removeLibraryFile } from '@/server/library/library-desk';

/**
 * POST /api/staff/files/{id}/remove {version} (editor): removes a file; its address answers 404
 * from then on. 200 {}; 401 signed out; 403 another role or another site; 404 unknown file; 409
 * changed since `version`.
 */
export const POST = removalRoute(
  (db, staff, id, version) => removeLibraryFile(db, getStorage(), staff, id, version),
  'invalid_library_file',
);
