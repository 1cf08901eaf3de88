import { directoryMemberSchema } from '@/lib/directory-member';
import { saveDirectoryMember } from '@/server/directory/directory-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/directory/{id} {nameAr, nameEn, titleAr, titleEn, department, email, phone,
 * imageId} (editor): saves a record of the staff directory. 200 {id}; 400 a field
 * refused; 401 signed out; 403 another role or another site; 404 unknown record.
 */
export async function POST(
  request: Request,
  { params }: RouteContext<'/api/staff/directory/[id]'>,
): Promise<Response> {
  try {
    const { id } = await params;
    const { db, staff, input } = await readStaffWrite(request, 'editor', directoryMemberSchema, {
      maxBytes: 8 * 1024,
      invalid: 'invalid_directory_member',
    });
    const saved = await saveDirectoryMember(db, staff, id, input);
    return Response.json(saved, { headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
