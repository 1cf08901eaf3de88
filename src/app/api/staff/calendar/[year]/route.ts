import { academicYearSaveSchema } from '@/lib/academic-calendar';
import { saveAcademicYear } from '@/server/calendar/calendar-desk';
import { staffWriteRoute } from '@/server/staff/staff-write-route';

/**
 * POST /api/staff/calendar/{year} {semesters: [{type, nameAr, nameEn, dates: [{start, end,
 * eventAr, eventEn, notesAr, notesEn}]}], version} (editor): saves the year's semesters and dates
 * (a revision is kept). 200 {year, version}; 400 a field refused (named by its path, like
 * `semesters.0.dates.1.end`); 401 signed out; 403 another role or another site; 404 unknown
 * year; 409 a published year would lose a required name, or the year changed since `version`.
 */
export const POST = staffWriteRoute(
  'editor',
  academicYearSaveSchema,
  { maxBytes: 128 * 1024, invalid: 'invalid_academic_year', nested: true, param: 'year' },
  (db, staff, { version, ...draft }, year) => saveAcademicYear(db, staff, year, draft, { version }),
);
