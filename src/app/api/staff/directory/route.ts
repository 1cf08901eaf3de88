import { directoryMemberSchema } from '@/lib/directory-member';
import { createDirectoryMember } from '@/server/directory/directory-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/directory {nameAr, nameEn, titleAr, titleEn, department, email, phone,
 * imageId} (editor): adds a person at the end of the staff directory, as a draft. 201 {id}; 400 a
 * field refused; 401 signed out; 403 another role or another site; 413 too large; 415 not JSON.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, staff, input } = await readStaffWrite(request, 'editor', directoryMemberSchema, {
      maxBytes: 8 * 1024,
      invalid: 'invalid_directory_member',
    });
    const created = await createDirectoryMember(db, staff, input);
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
