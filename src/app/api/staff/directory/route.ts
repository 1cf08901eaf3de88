import { directoryMemberSchema } from '@/lib/directory-member';
import { createDirectoryMember } from '@/server/directory/directory-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/directory {nameAr, nameEn, titleAr, titleEn, department, email, phone,
 * imageId} (editor): adds a person at the end of the staff directory, as a draft. 201 {id}; 400 a
 * field refused; 401 signed out; 403 another role or another site; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  directoryMemberSchema,
  { maxBytes: 8 * 1024, invalid: 'invalid_directory_member', created: true },
  (db, staff, input) => createDirectoryMember(db, staff, input),
);
