import { librarySaveSchema } from '@/lib/library';
import { saveLibraryFile } from '@/server/library/library-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/files/{id} {titleAr, titleEn, altAr, altEn, version} (editor): a file's
 * titles and a picture's descriptions. 200 {version}; 400 a field refused; 401 signed out; 403
 * another role or another site; 404 unknown file; 409 changed since `version`.
 */
export const POST = staffWriteRoute(
  'editor',
  librarySaveSchema,
  { maxBytes: 4096, invalid: 'invalid_library_file', param: 'id' },
  async (db, staff, input, id) => {
    const row = await saveLibraryFile(db, staff, id, input);
    return { version: row.updatedAt.toISOString() };
  },
);
