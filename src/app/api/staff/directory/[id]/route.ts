import { directoryMemberSchema } from '@/lib/directory-member';
import { saveDirectoryMember } from '@/server/directory/directory-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/directory/{id} {nameAr, nameEn, titleAr, titleEn, department, email, phone,
 * imageId} (editor): saves a record of the staff directory. 200 {id}; 400 a field
 * refused; 401 signed out; 403 another role or another site; 404 unknown record.
 */
export const POST = staffWriteRoute(
  'editor',
  directoryMemberSchema,
  { maxBytes: 8 * 1024, invalid: 'invalid_directory_member', param: 'id' },
  (db, staff, input, id) => saveDirectoryMember(db, staff, id, input),
);
