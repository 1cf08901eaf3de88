import { newAcademicYearSchema } from '@/lib/academic-calendar';
import { createAcademicYear } from '@/server/calendar/calendar-desk';
import { errorResponse } from '@/server/errors';
import { readStaffWrite } from '@/server/staff/read-staff-write';

/**
 * POST /api/staff/calendar {year: '2027-2028', copyFrom: '' | '2026-2027'} (editor): a new
 * academic year, a draft, empty or from another year's semesters and dates moved on. 201
 * {year}; 400 a field refused; 401 signed out; 403 another role or another site; 404 the year
 * to start from has no semesters; 409 the year exists; 413 too large; 415 not JSON.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const { db, staff, input } = await readStaffWrite(request, 'editor', newAcademicYearSchema, {
      maxBytes: 1024,
      invalid: 'invalid_academic_year',
    });
    const created = await createAcademicYear(db, staff, input);
    return Response.json(created, { status: 201, headers: { 'Cache-Control': 'no-store' } });
  } catch (error) {
    return errorResponse(error);
  }
}
