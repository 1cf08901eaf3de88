import { newAcademicYearSchema } from '@/lib/academic-calendar';
import { createAcademicYear } from '@/server/calendar/calendar-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/calendar {year: '2027-2028', copyFrom: '' | '2026-2027'} (editor): a new
 * academic year, a draft, empty or from another year's semesters and dates moved on. 201
 * {year}; 400 a field refused; 401 signed out; 403 another role or another site; 404 the year
 * to start from has no semesters; 409 the year exists; 413 too large; 415 not JSON.
 */
export const POST = staffWriteRoute(
  'editor',
  newAcademicYearSchema,
  { maxBytes: 1024, invalid: 'invalid_academic_year', created: true },
  (db, staff, input) => createAcademicYear(db, staff, input),
);
