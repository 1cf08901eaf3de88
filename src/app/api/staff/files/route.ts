import { libraryEntrySchema } from '@/lib/library';
import { createLibraryFile } from '@/server/library/library-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/files {name, kind, titleAr, titleEn, altAr, altEn} (editor): a new file of
 * the library, without its content yet (POST …/{id}/content sends it). 201 {id, version}; 400 a
 * field refused (with the fields' messages); 401 signed out; 403 another role or another site;
 * 409 the address is taken; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  libraryEntrySchema,
  { maxBytes: 4096, invalid: 'invalid_library_file', created: true },
  async (db, staff, input) => {
    const row = await createLibraryFile(db, staff, input);
    return { id: row.id, version: row.updatedAt.toISOString() };
  },
);
